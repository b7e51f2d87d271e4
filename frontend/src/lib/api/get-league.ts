import { queryOptions } from '@tanstack/react-query';
import type { LeagueDetails } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import type { ScopeAuth } from '@/lib/manage-scope';
import { useFreshQuery } from '@/lib/query-client';

export function getLeague(leagueId: string, signal?: AbortSignal, auth: ScopeAuth = {}): Promise<LeagueDetails> {
  return apiRequest<LeagueDetails>(`/api/leagues/${encodeURIComponent(leagueId)}`, { signal, ...auth });
}

export const leagueQuery = (leagueId: string) =>
  queryOptions({ queryKey: ['league', leagueId], queryFn: ({ signal }) => getLeague(leagueId, signal) });

/** The league's details; nothing is asked without a league id (the page waits or says so). */
export function useLeague(leagueId: string | undefined) {
  return useFreshQuery({ ...leagueQuery(leagueId ?? ''), enabled: Boolean(leagueId) });
}
