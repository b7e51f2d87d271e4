import { apiRequest } from '@/lib/api-client';
import type { ScopeAuth } from '@/lib/manage-scope';

/** cutoffs: episode number -> UTC ISO instant; the league's weekly elimination pick locks at each. */
export function setEliminationCutoffs(
  leagueId: string,
  cutoffs: Record<string, string>,
  auth: ScopeAuth = {},
): Promise<unknown> {
  return apiRequest<unknown>(`/api/leagues/${encodeURIComponent(leagueId)}/elimination-cutoff`, {
    method: 'PUT',
    body: { cutoffs },
    ...auth,
  });
}
