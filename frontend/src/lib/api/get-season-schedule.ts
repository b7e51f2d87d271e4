import { queryOptions } from '@tanstack/react-query';
import type { SeasonSchedule } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFreshQuery } from '@/lib/query-client';

/** GET /api/seasons/{season}/schedule: episode -> ISO air time (the default weekly cutoffs and swap deadline). */
export function getSeasonSchedule(season: number, signal?: AbortSignal): Promise<SeasonSchedule> {
  return apiRequest<SeasonSchedule>(`/api/seasons/${season}/schedule`, { signal });
}

export const seasonScheduleQuery = (season: number) =>
  queryOptions({
    queryKey: ['season', season, 'schedule'],
    queryFn: ({ signal }) => getSeasonSchedule(season, signal),
  });

/** The season's air schedule; nothing is asked before the season is known. */
export function useSeasonSchedule(season: number | undefined) {
  return useFreshQuery({ ...seasonScheduleQuery(season ?? 0), enabled: season !== undefined });
}
