import { SeasonSchema } from '@tribal/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The season chosen in the URL (`?season=51`), so a link or a reload keeps it: undefined when absent or not a
 * season number (whether it exists is the server's answer). Choosing another replaces the history entry rather than adding one per click.
 */
export function useSeasonParam(): [number | undefined, (season: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = SeasonSchema.safeParse(searchParams.get('season') ?? undefined);
  const season = parsed.success ? parsed.data : undefined;
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
