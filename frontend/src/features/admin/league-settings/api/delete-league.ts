import { apiRequest } from '@/lib/api-client';

/** Deletes the league with its drafts; answers 'League deleted successfully!'. */
export function deleteLeague(leagueId: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/leagues/${encodeURIComponent(leagueId)}`, { method: 'DELETE' });
}
