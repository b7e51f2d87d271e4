import type { RotateEntryTokenResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** "Sign out other devices": the answer's token is the only one that opens the entry from now on. */
export function rotateEntryToken(
  leagueId: string,
  userName: string,
  entryToken: string,
): Promise<RotateEntryTokenResponse> {
  return apiRequest<RotateEntryTokenResponse>(
    `/api/leagues/${encodeURIComponent(leagueId)}/members/${encodeURIComponent(userName)}/rotate-token`,
    { method: 'POST', entryToken },
  );
}
