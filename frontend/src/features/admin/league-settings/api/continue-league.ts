import type { LeagueDetails } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/leagues/{id}/continue (admin): the league in its new season; past members are mailed a rejoin link. */
export function continueLeague(leagueId: string, season: number): Promise<LeagueDetails> {
  return apiRequest<LeagueDetails>(`/api/leagues/${encodeURIComponent(leagueId)}/continue`, {
    method: 'POST',
    body: { season },
  });
}
