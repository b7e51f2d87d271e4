import { apiRequest } from '@/lib/api-client';
import type { ScopeAuth } from '@/lib/manage-scope';

/** Deletes the member with their draft and picks; the commissioner is refused with 409. */
export function removeMember(leagueId: string, userName: string, auth: ScopeAuth = {}): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(
    `/api/leagues/${encodeURIComponent(leagueId)}/members/${encodeURIComponent(userName)}`,
    { method: 'DELETE', ...auth },
  );
}
