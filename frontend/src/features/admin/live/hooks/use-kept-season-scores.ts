import type { SeasonScores } from '@tribal/contracts';
import { useRef } from 'react';
import { useAsync } from '@/hooks/use-async';
import { getSeasonScores } from '@/lib/api/get-season-scores';

/**
 * Who is still in the game: the season's records, reloaded as the episode's feed grows. `loaded` is the answer of
 * the latest load only; `kept` stays on the last answer for this season while the next one loads, so the tiles do
 * not flicker after every happening.
 */
export function useKeptSeasonScores(
  season: number,
  feedLength: number,
): { loaded: SeasonScores | undefined; kept: SeasonScores | undefined } {
  const scoresNow = useAsync((signal) => getSeasonScores(season, signal), [season, feedLength]);
  const last = useRef<{ season: number; data: SeasonScores } | null>(null);
  if (scoresNow.data) last.current = { season, data: scoresNow.data };
  return { loaded: scoresNow.data, kept: last.current?.season === season ? last.current.data : undefined };
}
