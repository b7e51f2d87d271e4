import type { TribesAt } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** castaway id -> tribe as of the episode */
export function getTribes(season: number, episode: number, signal?: AbortSignal): Promise<TribesAt> {
  return apiRequest<TribesAt>(`/api/castaways/${season}/tribes?episode=${episode}`, { signal });
}
