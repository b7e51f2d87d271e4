import { apiRequest } from '@/lib/api-client';
import type { ScopeAuth } from '@/lib/manage-scope';

/** POST /api/leagues/{id}/commissioner: the league passes to another member (400 for someone who is not one). */
export function handOverLeague(leagueId: string, userName: string, auth: ScopeAuth = {}): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/leagues/${encodeURIComponent(leagueId)}/commissioner`, {
    method: 'POST',
    body: { userName },
    ...auth,
  });
}
