import type { StandingsSnapshot } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/leagues/{id}/standings?season=N&asOfEpisode=E: the standings counting only episodes ≤ E. */
export function getStandingsAsOf(
  leagueId: string,
  season: number,
  asOfEpisode: number,
  signal?: AbortSignal,
): Promise<StandingsSnapshot> {
  return apiRequest<StandingsSnapshot>(
    `/api/leagues/${encodeURIComponent(leagueId)}/standings?season=${season}&asOfEpisode=${asOfEpisode}`,
    { signal },
  );
}
