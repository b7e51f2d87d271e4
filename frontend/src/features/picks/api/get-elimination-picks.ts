import { queryOptions } from '@tanstack/react-query';
import type { EliminationPicks } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFreshQuery } from '@/lib/query-client';

/**
 * GET /api/leagues/{id}/elimination-picks: userName -> episode -> castaway id. Sealed: an episode still taking
 * picks answers only the member's own pick, so the member's entry token goes along.
 */
export function getEliminationPicks(
  leagueId: string,
  entryToken: string | undefined,
  signal?: AbortSignal,
): Promise<EliminationPicks> {
  return apiRequest<EliminationPicks>(`/api/leagues/${encodeURIComponent(leagueId)}/elimination-picks`, {
    entryToken,
    signal,
  });
}

export const eliminationPicksQuery = (leagueId: string, entryToken: string | undefined) =>
  queryOptions({
    queryKey: ['league', leagueId, 'elimination-picks', entryToken ?? 'anonymous'],
    queryFn: ({ signal }) => getEliminationPicks(leagueId, entryToken, signal),
  });

export function useEliminationPicks(leagueId: string, entryToken: string | undefined) {
  return useFreshQuery(eliminationPicksQuery(leagueId, entryToken));
}
