import { queryOptions } from '@tanstack/react-query';
import type { StandingsSnapshot } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFreshQuery } from '@/lib/query-client';

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

export const standingsAsOfQuery = (leagueId: string, season: number, asOfEpisode: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'standings', season, 'as-of', asOfEpisode],
    queryFn: ({ signal }) => getStandingsAsOf(leagueId, season, asOfEpisode, signal),
  });

/** The standings as of an episode; nothing is asked until the league, season and episode are known. */
export function useStandingsAsOf(leagueId: string | undefined, season: number | undefined, asOfEpisode: number | null) {
  return useFreshQuery({
    ...standingsAsOfQuery(leagueId ?? '', season ?? 0, asOfEpisode ?? 0),
    enabled: Boolean(leagueId) && season !== undefined && asOfEpisode !== null,
  });
}
