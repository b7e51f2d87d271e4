import type { PredictionRequest } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * PUT /api/leagues/{id}/prediction (issue 32): the member's Sole Survivor prediction, with the entry's token (or
 * the signed-in person's session cookie); changeable until the deadline.
 */
export function submitPrediction(
  leagueId: string,
  prediction: PredictionRequest,
  entryToken: string | undefined,
): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>(`/api/leagues/${encodeURIComponent(leagueId)}/prediction`, {
    method: 'PUT',
    body: prediction,
    entryToken,
  });
}
