import { EntityManager } from 'typeorm';
import { preparedRows } from '../database/query-rows';

/** How far a season has got: what the swap and pick rules need to know about the scores saved so far. */
export interface SeasonProgress {
  /** highest episode with saved scores (0 before the season's first scores) */
  lastScoredEpisode: number;
  /** castaway id -> the first episode whose record has votedOut (spec §4) */
  votedOutIn: Map<number, number>;
}

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

/** Whether an episode's saved scores record a vote-out (spec §4; closes picks for an episode without a cutoff). */
export async function episodeHasVoteOut(manager: EntityManager, season: number, episode: number): Promise<boolean> {
  const rows = await preparedRows(
    manager,
    'season-progress.episode-has-vote-out',
    'SELECT 1 FROM episode_scores WHERE season = $1 AND episode = $2 AND voted_out LIMIT 1',
    [season, episode],
  );
  return rows.length > 0;
}

/**
 * Everything a weekly pick is judged against, in one round trip: the season's castaway ids, the episode each
 * voted-out castaway left in, whether the picked episode already records a vote-out, and its air time.
 */
export async function readPickRules(
  manager: EntityManager,
  season: number,
  episode: number,
): Promise<{
  seasonCastawayIds: Set<number>;
  votedOutIn: Map<number, number>;
  episodeHasVoteOut: boolean;
  /** the picked episode's scheduled air time, if any (the cutoff when the league set none) */
  airTime: Date | null;
}> {
  const [row] = await preparedRows<{
    ids: number[] | null;
    out: Array<[number, number]> | null;
    closed: boolean;
    air_time: Date | null;
  }>(
    manager,
    'season-progress.pick-rules',
    `SELECT
       (SELECT array_agg(id) FROM castaways WHERE season = $1) AS ids,
       (SELECT json_agg(json_build_array(castaway_id, first_episode)) FROM (
          SELECT castaway_id, min(episode) AS first_episode FROM episode_scores
          WHERE season = $1 AND voted_out GROUP BY castaway_id) outs) AS out,
       EXISTS (SELECT 1 FROM episode_scores WHERE season = $1 AND episode = $2 AND voted_out) AS closed,
       (SELECT air_time FROM season_schedule WHERE season = $1 AND episode = $2) AS air_time`,
    [season, episode],
  );
  return {
    seasonCastawayIds: new Set(row.ids ?? []),
    votedOutIn: new Map(row.out ?? []),
    episodeHasVoteOut: row.closed,
    airTime: row.air_time ? new Date(row.air_time) : null,
  };
}
