import { queryOptions } from '@tanstack/react-query';
import type { LeagueRecordEntry } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFreshQuery } from '@/lib/query-client';

export function getLeagueRecord(leagueId: string, signal?: AbortSignal): Promise<LeagueRecordEntry[]> {
  return apiRequest<LeagueRecordEntry[]>(`/api/leagues/${encodeURIComponent(leagueId)}/record`, {
    signal,
    cache: 'no-cache',
  });
}

export const leagueRecordQuery = (leagueId: string) =>
  queryOptions({
    queryKey: ['league', leagueId, 'record'],
    queryFn: ({ signal }) => getLeagueRecord(leagueId, signal),
  });

export function useLeagueRecord(leagueId: string) {
  return useFreshQuery(leagueRecordQuery(leagueId));
}
