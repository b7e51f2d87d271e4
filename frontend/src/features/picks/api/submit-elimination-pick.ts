import type { EliminationPickRequest } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/leagues/{id}/elimination-pick with the entry's token (or, without one, the signed-in person's session
 * cookie, issue 29); answers 'Elimination pick submitted
 * successfully!' the first time and 'Elimination pick updated successfully!' after.
 */
export function submitEliminationPick(
  leagueId: string,
  pick: EliminationPickRequest,
  entryToken: string | undefined,
): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/leagues/${encodeURIComponent(leagueId)}/elimination-pick`, {
    method: 'POST',
    body: pick,
    entryToken,
  });
}
