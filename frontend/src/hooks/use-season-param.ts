import { SEASONS } from '@tribal/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The season chosen in the URL (`?season=50`), so a link or a reload keeps it: undefined when absent or not a
 * season we play. Choosing another replaces the history entry rather than adding one per click.
 */
export function useSeasonParam(): [number | undefined, (season: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = Number(searchParams.get('season'));
  const season = (SEASONS as readonly number[]).includes(value) ? value : undefined;
  const setSeason = useCallback(
    (next: number) =>
      setSearchParams(
        (params) => {
          params.set('season', String(next));
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [season, setSeason];
}
