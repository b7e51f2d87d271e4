import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { TeamStint } from '@tribal/contracts';
import { useEffect, useRef } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useFreshQuery } from '@/lib/query-client';

export function getTeamStints(leagueId: string, season: number, signal?: AbortSignal): Promise<TeamStint[]> {
  return apiRequest<TeamStint[]>(`/api/leagues/${encodeURIComponent(leagueId)}/team-stints?season=${season}`, {
    signal,
  });
}

export const teamStintsQuery = (leagueId: string, season: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'team-stints', season],
    queryFn: ({ signal }) => getTeamStints(leagueId, season, signal),
  });

/**
 * A league's team stints for a season, loaded as soon as the page knows the season (not once its standings have
 * arrived: the feed drawn above them needs the stints too). `teams` names the teams the page shows (undefined
 * until it knows them): when it changes (a draft, a swap), the stints load again, and what is shown stays meanwhile.
 */
export function useTeamStints(leagueId: string | undefined, season: number | undefined, teams: string | undefined) {
  const query = teamStintsQuery(leagueId ?? '', season ?? 0);
  const stints = useFreshQuery({ ...query, enabled: leagueId !== undefined && season !== undefined });
  const queryClient = useQueryClient();
  const teamsSeen = useRef(teams);
  const key = JSON.stringify(query.queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query key's contents
  useEffect(() => {
    if (teams === undefined) return;
    if (teamsSeen.current !== undefined && teamsSeen.current !== teams) {
      void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    }
    teamsSeen.current = teams;
  }, [teams, key, queryClient]);
  return stints;
}
