import { queryOptions } from '@tanstack/react-query';
import type { SeasonScores } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFreshQuery } from '@/lib/query-client';

/** episode -> castaway id -> score record */
export function getSeasonScores(season: number, signal?: AbortSignal): Promise<SeasonScores> {
  return apiRequest<SeasonScores>(`/api/scores/${season}`, { signal });
}

export const seasonScoresQuery = (season: number) =>
  queryOptions({ queryKey: ['season', season, 'scores'], queryFn: ({ signal }) => getSeasonScores(season, signal) });

/** The season's scores as last loaded; nothing is asked before the season is known. */
export function useSeasonScores(season: number | undefined) {
  return useFreshQuery({ ...seasonScoresQuery(season ?? 0), enabled: season !== undefined });
}
