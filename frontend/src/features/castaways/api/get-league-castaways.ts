import { queryOptions } from '@tanstack/react-query';
import type { Castaway } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFreshQuery } from '@/lib/query-client';

/** The castaways of the league's season: the draft and swap choices. */
export function getLeagueCastaways(leagueId: string, signal?: AbortSignal): Promise<Castaway[]> {
  return apiRequest<Castaway[]>(`/api/leagues/${encodeURIComponent(leagueId)}/castaways`, { signal });
}

export const leagueCastawaysQuery = (leagueId: string) =>
  queryOptions({
    queryKey: ['league', leagueId, 'castaways'],
    queryFn: ({ signal }) => getLeagueCastaways(leagueId, signal),
  });

/** The league's cast; nothing is asked without a league id. */
export function useLeagueCastaways(leagueId: string | undefined) {
  return useFreshQuery({ ...leagueCastawaysQuery(leagueId ?? ''), enabled: Boolean(leagueId) });
}
