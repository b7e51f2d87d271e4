import { queryOptions } from '@tanstack/react-query';
import type { TeamStint } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFreshQuery } from '@/lib/query-client';

export function getTeamStints(leagueId: string, season: number, signal?: AbortSignal): Promise<TeamStint[]> {
  return apiRequest<TeamStint[]>(`/api/leagues/${encodeURIComponent(leagueId)}/team-stints?season=${season}`, {
    signal,
  });
}

/** `teams` names the teams the stints were read for: when a team changes (a draft, a swap), they load again. */
export const teamStintsQuery = (leagueId: string, season: number, teams: string) =>
  queryOptions({
    queryKey: ['league', leagueId, 'team-stints', season, teams],
    queryFn: ({ signal }) => getTeamStints(leagueId, season, signal),
  });

export function useTeamStints(leagueId: string, season: number | undefined, teams: string) {
  return useFreshQuery({ ...teamStintsQuery(leagueId, season ?? 0, teams), enabled: season !== undefined });
}
