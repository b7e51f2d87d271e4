import type { SetJoinCodeRequest } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import type { ScopeAuth } from '@/lib/manage-scope';

/** PUT /api/leagues/{id}/join-code (the admin or the league's commissioner): a new code, or null to let anyone join. */
export function setJoinCode(
  leagueId: string,
  joinCode: SetJoinCodeRequest['joinCode'],
  auth: ScopeAuth = {},
): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/leagues/${encodeURIComponent(leagueId)}/join-code`, {
    method: 'PUT',
    body: { joinCode },
    ...auth,
  });
}
