import type { EliminationPicks } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

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
