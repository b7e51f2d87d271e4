import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultSeason, type SeasonSummary } from '@tribal/contracts';
import { getSeasons } from '@/lib/api/get-seasons';
import { queryClient } from '@/lib/query-client';

/**
 * The seasons from the server, loaded once per page load and shared by every picker (issue 19: no season number
 * lives in the app). `refreshSeasons` reloads them after the admin opens or edits one; a failed load is asked
 * again by the next picker that shows.
 */
export const seasonsQuery = () =>
  queryOptions({
    queryKey: ['seasons'],
    queryFn: ({ signal }) => getSeasons(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const refreshSeasons = () => queryClient.invalidateQueries({ queryKey: seasonsQuery().queryKey });

export interface Seasons {
  /** newest first; undefined while loading */
  seasons: SeasonSummary[] | undefined;
  error: unknown;
  /** the season airing now, else the next upcoming, else the latest (contracts' defaultSeason) */
  defaultSeason: number | undefined;
  find: (season: number | undefined) => SeasonSummary | undefined;
}

export function useSeasons(): Seasons {
  const { data: seasons, error } = useQuery(seasonsQuery());
  return {
    seasons,
    error: seasons ? undefined : error,
    defaultSeason: seasons ? defaultSeason(seasons) : undefined,
    find: (season) => seasons?.find((s) => s.number === season),
  };
}
