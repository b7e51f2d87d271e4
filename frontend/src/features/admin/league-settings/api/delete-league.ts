import { apiRequest } from '@/lib/api-client';
import type { ScopeAuth } from '@/lib/manage-scope';

/**
 * Deletes the league with its drafts; answers 'League deleted successfully!'. `leagueName`: the name as typed to
 * confirm (a commissioner must send it).
 */
export function deleteLeague(
  leagueId: string,
  auth: ScopeAuth = {},
  leagueName?: string,
): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/leagues/${encodeURIComponent(leagueId)}`, {
    method: 'DELETE',
    body: leagueName === undefined ? undefined : { leagueName },
    ...auth,
  });
}
