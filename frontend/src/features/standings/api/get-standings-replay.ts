import type { StandingsReplay } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/leagues/{id}/standings/replay?season=N&episode=E: the episode as ordered steps. */
export function getStandingsReplay(
  leagueId: string,
  season: number,
  episode: number,
  signal?: AbortSignal,
): Promise<StandingsReplay> {
  return apiRequest<StandingsReplay>(
    `/api/leagues/${encodeURIComponent(leagueId)}/standings/replay?season=${season}&episode=${episode}`,
    { signal },
  );
}
