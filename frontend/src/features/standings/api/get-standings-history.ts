import { queryOptions } from '@tanstack/react-query';
import type { StandingsHistory } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** Cumulative totals after each scored episode, one series per member: the standings chart. */
export function getStandingsHistory(leagueId: string, season: number, signal?: AbortSignal): Promise<StandingsHistory> {
  return apiRequest<StandingsHistory>(
    `/api/leagues/${encodeURIComponent(leagueId)}/standings/history?season=${season}`,
    { signal },
  );
}

export const standingsHistoryQuery = (leagueId: string, season: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'standings', season, 'history'],
    queryFn: ({ signal }) => getStandingsHistory(leagueId, season, signal),
  });
