import type { HappeningRequest, HappeningResponse } from '@tribal/contracts';
import { apiRequest, newIdempotencyKey } from '@/lib/api-client';

/**
 * One tap: the happening with a key of its own, so a re-send after a dropped connection counts once. The client
 * re-sends a write on no answer for up to 30 s with the same key; this call adds no retry of its own.
 */
export function recordHappening(
  season: number,
  episode: number,
  happening: HappeningRequest,
  idempotencyKey = newIdempotencyKey(),
): Promise<HappeningResponse> {
  return apiRequest<HappeningResponse>(`/api/scores/${season}/${episode}/happenings`, {
    method: 'POST',
    body: happening,
    idempotencyKey,
  });
}
