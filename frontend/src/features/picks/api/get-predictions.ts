import { queryOptions } from '@tanstack/react-query';
import type { PredictionsResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFreshQuery } from '@/lib/query-client';

/**
 * GET /api/leagues/{id}/predictions (issue 32): every member's Sole Survivor prediction once the deadline has
 * passed; sealed before, when only the member's own comes back (so the entry token goes along, as for picks).
 */
export function getPredictions(
  leagueId: string,
  entryToken: string | undefined,
  signal?: AbortSignal,
): Promise<PredictionsResponse> {
  return apiRequest<PredictionsResponse>(`/api/leagues/${encodeURIComponent(leagueId)}/predictions`, {
    entryToken,
    signal,
    cache: 'no-cache',
  });
}

export const predictionsQuery = (leagueId: string, entryToken: string | undefined) =>
  queryOptions({
    queryKey: ['league', leagueId, 'predictions', entryToken ?? 'anonymous'],
    queryFn: ({ signal }) => getPredictions(leagueId, entryToken, signal),
  });

/** Asked only when the league plays the prediction. */
export function usePredictions(leagueId: string, entryToken: string | undefined, enabled: boolean) {
  return useFreshQuery({ ...predictionsQuery(leagueId, entryToken), enabled });
}
