import { queryOptions } from '@tanstack/react-query';
import type { StandingsReplay } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFreshQuery } from '@/lib/query-client';

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

export const standingsReplayQuery = (leagueId: string, season: number, episode: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'standings', season, 'replay', episode],
    queryFn: ({ signal }) => getStandingsReplay(leagueId, season, episode, signal),
  });

/** The replay of an episode; nothing is asked until an episode is chosen. */
export function useStandingsReplayOf(leagueId: string | undefined, season: number | undefined, episode: number | null) {
  return useFreshQuery({
    ...standingsReplayQuery(leagueId ?? '', season ?? 0, episode ?? 0),
    enabled: Boolean(leagueId) && season !== undefined && episode !== null,
  });
}
