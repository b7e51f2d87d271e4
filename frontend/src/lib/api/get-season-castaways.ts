import { queryOptions } from '@tanstack/react-query';
import type { Castaway } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFreshQuery } from '@/lib/query-client';

export function getSeasonCastaways(season: number, signal?: AbortSignal): Promise<Castaway[]> {
  return apiRequest<Castaway[]>(`/api/castaways/${season}`, { signal });
}

export const seasonCastawaysQuery = (season: number) =>
  queryOptions({
    queryKey: ['season', season, 'castaways'],
    queryFn: ({ signal }) => getSeasonCastaways(season, signal),
  });

/** The season's cast; nothing is asked before the season is known. */
export function useSeasonCastaways(season: number | undefined) {
  return useFreshQuery({ ...seasonCastawaysQuery(season ?? 0), enabled: season !== undefined });
}
