import { EntityManager } from 'typeorm';
import { preparedRows } from '../database/query-rows';

/** How far a season has got: what the swap and pick rules need to know about the scores saved so far. */
export interface SeasonProgress {
  /** highest episode with saved scores (0 before the season's first scores) */
  lastScoredEpisode: number;
  /** castaway id -> the first episode whose record has votedOut (spec §4) */
  votedOutIn: Map<number, number>;
}

/**
 * `votedOutIn` mirrors contracts' `votedOutEpisodes` (libs/contracts/src/voted-out.ts) in SQL: the first episode
 * whose record says votedOut. test/scoring/voted-out-agreement checks that the two agree.
 */
export async function readSeasonProgress(manager: EntityManager, season: number): Promise<SeasonProgress> {
  const [last]: Array<{ episode: number | null }> = await manager.query(
    'SELECT max(episode) AS episode FROM episode_scores WHERE season = $1',
    [season],
  );
  const out: Array<{ castaway_id: number; episode: number }> = await manager.query(
    `SELECT castaway_id, min(episode) AS episode FROM episode_scores
     WHERE season = $1 AND voted_out GROUP BY castaway_id`,
    [season],
  );
  return {
    lastScoredEpisode: last?.episode ?? 0,
    votedOutIn: new Map(out.map((r) => [r.castaway_id, r.episode])),
  };
}

export const episodeKey = ({ season, episode }: { season: number; episode: number }) => `${season}:${episode}`;

/**
 * Which of these episodes' saved scores record a vote-out (spec §4; closes picks for an episode without a cutoff),
 * as `episodeKey`s: one look-up for a whole batch of picks. It is the vote-out half of contracts'
 * `pickWindowClosed` (libs/contracts/src/sealed-picks.ts), checked by test/picks/pick-window-agreement.
 */
export async function episodesWithVoteOut(
  manager: EntityManager,
  episodes: ReadonlyArray<{ season: number; episode: number }>,
): Promise<Set<string>> {
  const rows = await preparedRows<{ season: number; episode: number }>(
    manager,
    'season-progress.episodes-with-vote-out',
    `SELECT DISTINCT season, episode FROM episode_scores
     WHERE (season, episode) IN (SELECT * FROM unnest($1::int[], $2::int[])) AND voted_out`,
    [episodes.map((e) => e.season), episodes.map((e) => e.episode)],
  );
  return new Set(rows.map(episodeKey));
}
