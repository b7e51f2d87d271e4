import { queryOptions } from '@tanstack/react-query';
import type { ScoringTable } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFreshQuery } from '@/lib/query-client';

/**
 * GET /api/leagues/{id}/scoring (issue 32): the league's own scoring table, whether it is locked (after the finale)
 * and its Sole Survivor prediction. Read by League Settings, /scoring, /rules and the prediction card.
 */
export function getLeagueScoring(leagueId: string, signal?: AbortSignal): Promise<ScoringTable> {
  return apiRequest<ScoringTable>(`/api/leagues/${encodeURIComponent(leagueId)}/scoring`, {
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
