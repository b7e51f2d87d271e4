import type { SetJoinCodeRequest } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/leagues/{id}/join-code (admin): a new join code, or null to let anyone join. */
export function setJoinCode(leagueId: string, joinCode: SetJoinCodeRequest['joinCode']): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/leagues/${encodeURIComponent(leagueId)}/join-code`, {
    method: 'PUT',
    body: { joinCode },
  });
}
