import { queryOptions } from '@tanstack/react-query';
import type { MemberPage } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFreshQuery } from '@/lib/query-client';

/** GET /api/leagues/{id}/members/{userName}: team, swaps, points per castaway per episode, rank by episode. */
export function getMemberPage(
  leagueId: string,
  userName: string,
  season: number | undefined,
  signal?: AbortSignal,
): Promise<MemberPage> {
  const query = season === undefined ? '' : `?season=${season}`;
  return apiRequest<MemberPage>(
    `/api/leagues/${encodeURIComponent(leagueId)}/members/${encodeURIComponent(userName)}${query}`,
    { signal },
  );
}

export const memberPageQuery = (leagueId: string, userName: string, season: number | undefined) =>
  queryOptions({
    queryKey: ['league', leagueId, 'member', userName, season ?? 'current'],
    queryFn: ({ signal }) => getMemberPage(leagueId, userName, season, signal),
  });

export function useMemberPage(leagueId: string, userName: string, season: number | undefined) {
  return useFreshQuery(memberPageQuery(leagueId, userName, season));
}
