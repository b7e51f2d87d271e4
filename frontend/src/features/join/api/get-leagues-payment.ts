import { queryOptions } from '@tanstack/react-query';
import type { LeagueDetails } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFreshQuery } from '@/lib/query-client';

/** GET /api/leagues/all: each league with its commissioner's settings (handles, entry fee, payouts). */
export function getLeaguesWithPayment(signal?: AbortSignal): Promise<LeagueDetails[]> {
  return apiRequest<LeagueDetails[]>('/api/leagues/all', { signal });
}

export const leaguesWithPaymentQuery = () =>
  queryOptions({ queryKey: ['leagues', 'payment'], queryFn: ({ signal }) => getLeaguesWithPayment(signal) });

export function useLeaguesWithPayment() {
  return useFreshQuery(leaguesWithPaymentQuery());
}
