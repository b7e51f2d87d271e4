import { queryOptions } from '@tanstack/react-query';
import type { LeagueDetails } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFreshQuery } from '@/lib/query-client';

/** GET /api/leagues/all: every league with its draft deadline and weekly elimination cutoffs (spec §7). */
export function getLeagueDeadlines(signal?: AbortSignal): Promise<LeagueDetails[]> {
  return apiRequest<LeagueDetails[]>('/api/leagues/all', { signal });
}

export const leagueDeadlinesQuery = () =>
  queryOptions({ queryKey: ['leagues', 'deadlines'], queryFn: ({ signal }) => getLeagueDeadlines(signal) });

/** Every league's deadlines, for the rules page. */
export function useLeagueDeadlines() {
  return useFreshQuery(leagueDeadlinesQuery());
}
