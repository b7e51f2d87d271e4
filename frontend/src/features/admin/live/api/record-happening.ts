import type { HappeningRequest, HappeningResponse } from '@tribal/contracts';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * One tap: the happening with a key of its own, so a retry after a dropped connection counts once. A network
 * failure (no answer) is retried once with the same key.
 */
export async function recordHappening(
  season: number,
  episode: number,
  happening: HappeningRequest,
  idempotencyKey = crypto.randomUUID(),
): Promise<HappeningResponse> {
  const send = () =>
    apiRequest<HappeningResponse>(`/api/scores/${season}/${episode}/happenings`, {
      method: 'POST',
      body: happening,
      idempotencyKey,
    });
  try {
    return await send();
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return send();
    throw error;
  }
}
