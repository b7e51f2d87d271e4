import type { SwapRequest } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** The one swap: the new team is the old one without the castaway out, with the castaway in appended (spec §4). The entry's token, or
 * without one the signed-in person's session cookie (issue 29). */
export function swapCastaway(leagueId: string, request: SwapRequest, entryToken: string | undefined) {
  return apiRequest<{ message: string }>(`/api/leagues/${encodeURIComponent(leagueId)}/swap`, {
    method: 'POST',
    body: request,
    entryToken,
  });
}
