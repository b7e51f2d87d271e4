import { queryOptions } from '@tanstack/react-query';
import type { LeagueSummary } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFreshQuery } from '@/lib/query-client';

export function getLeagues(signal?: AbortSignal): Promise<LeagueSummary[]> {
  return apiRequest<LeagueSummary[]>('/api/leagues', { signal });
}

export const leaguesQuery = () => queryOptions({ queryKey: ['leagues'], queryFn: ({ signal }) => getLeagues(signal) });

/** Every league, for the join form and the visitor's start. */
export function useLeagues() {
  return useFreshQuery(leaguesQuery());
}
