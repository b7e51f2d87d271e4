import type { HappeningResponse } from '@tribal/contracts';
import { apiRequest, newIdempotencyKey } from '@/lib/api-client';

export function undoHappening(season: number, episode: number, id: number): Promise<HappeningResponse> {
  return apiRequest<HappeningResponse>(`/api/scores/${season}/${episode}/happenings/${id}`, {
    method: 'DELETE',
    idempotencyKey: newIdempotencyKey(),
  });
}
