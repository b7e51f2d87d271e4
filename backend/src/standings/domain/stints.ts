import { Stint } from './standings-facts';

/**
 * Spec §9, the swap: "points not retroactive". A castaway counts for a member only in the episodes of its stint on
 * the member's team: a swap ends the old castaway's stint the episode before it takes effect and starts the new
 * one's there, so the old castaway keeps what it earned before and the new one brings nothing from before.
 * Mirrored in SQL by every join of `draft_stints` to `episode_scores` in standings.sql.ts.
 */
export const stintCovers = (stint: Stint, episode: number): boolean =>
  episode >= stint.fromEpisode && (stint.toEpisode === null || episode <= stint.toEpisode);

/** The members fielding each castaway in one episode, by castaway id. */
export function fieldedIn(stints: readonly Stint[], episode: number): Map<number, string[]> {
  const holders = new Map<number, string[]>();
  for (const stint of stints) {
    if (!stintCovers(stint, episode)) continue;
    holders.set(stint.castawayId, [...(holders.get(stint.castawayId) ?? []), stint.userName]);
  }
  return holders;
}
