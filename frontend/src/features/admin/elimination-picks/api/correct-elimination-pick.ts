import type { EliminationPickRequest } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import type { ScopeAuth } from '@/lib/manage-scope';

/** PUT /api/admin/leagues/{id}/elimination-pick: the admin's correction, allowed after the cutoff too. */
export function correctEliminationPick(
  leagueId: string,
  pick: EliminationPickRequest,
  auth: ScopeAuth = {},
): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/admin/leagues/${encodeURIComponent(leagueId)}/elimination-pick`, {
    method: 'PUT',
    body: pick,
    ...auth,
  });
}
