import { queryOptions } from '@tanstack/react-query';
import type { TribesAt } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFreshQuery } from '@/lib/query-client';

/** castaway id -> tribe as of the episode (absent: as of the season's finale) */
export function getTribes(season: number, episode: number | undefined, signal?: AbortSignal): Promise<TribesAt> {
  const query = episode === undefined ? '' : `?episode=${episode}`;
  return apiRequest<TribesAt>(`/api/castaways/${season}/tribes${query}`, { signal });
}

export const tribesQuery = (season: number, episode: number | undefined) =>
  queryOptions({
    queryKey: ['season', season, 'tribes', episode ?? 'finale'],
    queryFn: ({ signal }) => getTribes(season, episode, signal),
  });

/** Who was in which tribe as of the episode; nothing is asked before the season is known. */
export function useTribes(season: number | undefined, episode: number | undefined) {
  return useFreshQuery({ ...tribesQuery(season ?? 0, episode), enabled: season !== undefined });
}
