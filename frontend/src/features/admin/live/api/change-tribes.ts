import type { TribesAt, TribesChangeRequest } from '@tribal/contracts';
import { apiRequest, newIdempotencyKey } from '@/lib/api-client';

/** A tribe swap or the merge, from an episode on. */
export function changeTribes(season: number, change: TribesChangeRequest): Promise<TribesAt> {
  return apiRequest<TribesAt>(`/api/castaways/${season}/tribes`, {
    method: 'PUT',
    body: change,
    idempotencyKey: newIdempotencyKey(),
  });
}
