import { queryOptions } from '@tanstack/react-query';
import type { ScoringTableResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFreshQuery } from '@/lib/query-client';

/**
 * GET /api/leagues/{id}/scoring (issue 32): the league's own scoring table, whether it is locked (after the finale),
 * its Sole Survivor prediction with the deadline in force, and the standings version a change is made against. Read by League Settings, /scoring, /rules and the prediction card.
 */
export function getLeagueScoring(leagueId: string, signal?: AbortSignal): Promise<ScoringTableResponse> {
  return apiRequest<ScoringTableResponse>(`/api/leagues/${encodeURIComponent(leagueId)}/scoring`, {
    signal,
    cache: 'no-cache',
  });
}

export const leagueScoringQuery = (leagueId: string) =>
  queryOptions({
    queryKey: ['league', leagueId, 'scoring'],
    queryFn: ({ signal }) => getLeagueScoring(leagueId, signal),
  });

/** The league's table; nothing is asked without a league (the pages then show Classic). */
export function useLeagueScoring(leagueId: string | null | undefined) {
  return useFreshQuery({ ...leagueScoringQuery(leagueId ?? ''), enabled: Boolean(leagueId) });
}
