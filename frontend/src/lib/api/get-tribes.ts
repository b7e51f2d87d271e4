import type { TribesAt } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** castaway id -> tribe as of the episode (absent: as of the season's finale) */
export function getTribes(season: number, episode: number | undefined, signal?: AbortSignal): Promise<TribesAt> {
  const query = episode === undefined ? '' : `?episode=${episode}`;
  return apiRequest<TribesAt>(`/api/castaways/${season}/tribes${query}`, { signal });
}
