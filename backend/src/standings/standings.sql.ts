import {
  ELIMINATION_PICK_BONUS,
  MemberPageCastaway,
  MemberStanding,
  ScoreRecord,
  StandingRow,
} from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { preparedRows } from '../database/query-rows';
import { LeagueTable } from './domain/points-under-table';
import { StandingsFacts } from './domain/standings-facts';

/**
 * The SQL of the standings read side, in one place: the projection writes through it, queries read through it. It is
 * the fast path of the rules whose one TypeScript home is domain/ (the fold); each statement that mirrors a rule names
 * the domain function it mirrors, and standings-by-difference.int.spec.ts proves both agree on random seasons.
 */

/**
 * Mirrors `stintCovers` (domain/stints.ts): a score `es` counts for the stint `st` that covers its episode (spec §9: a
 * swap is not retroactive).
 */
const STINT_COVERS_SCORE = 'es.episode >= st.from_episode AND (st.to_episode IS NULL OR es.episode <= st.to_episode)';

/**
 * Mirrors `correctPicks` (domain/pick-bonus.ts): joins a pick `p` to the score that voted its castaway out in the
 * pick's episode (spec §9: +3; a double elimination makes either name right).
 */
const CORRECT_PICK_SCORE = `JOIN episode_scores es ON es.season = p.season AND es.episode = p.episode AND es.castaway_id = p.castaway_id
         AND es.voted_out`;

/**
 * Issue 32: points under a league's table. `tribal_points_under_table(record, tbl)` (migration 1763880300000) mirrors
 * `pointsUnderTable` (domain/points-under-table.ts); test/standings/points-under-table-agreement.int.spec.ts checks
 * the two agree. A league without a row in `league_scoring_tables` scores by Classic, whose points
 * `episode_scores.points` already holds (the fast path every Classic league keeps).
 */
const POINTS_UNDER_TABLE = (record: string, tbl: string) => `tribal_points_under_table(${record}, ${tbl})`;
/** `eliminationPickPointsUnder` (domain/points-under-table.ts) of the table `tbl` (null: Classic's +3). */
const PICK_POINTS_UNDER = (tbl: string) =>
  `COALESCE((${tbl}->'points'->>'eliminationPick')::numeric, ${ELIMINATION_PICK_BONUS})`;
/** Whether a record crowns its castaway Sole Survivor (`correctPredictions`, domain/pick-bonus.ts). */
const CROWNS = (record: string) => `COALESCE((${record}->>'finalPlacement')::int = 1, false)`;

interface StandingDbRow {
  rank: number;
  user_name: string;
  total: string;
  breakdown: Record<string, number>;
  team: number[] | null;
  previous_rank: number;
}

const toRow = (r: StandingDbRow): StandingRow => ({
  rank: r.rank,
  userName: r.user_name,
  total: Number(r.total),
  breakdown: r.breakdown,
  team: r.team ?? [],
  movement: r.previous_rank - r.rank,
});

/**
 * A row's total before the season's last scored episode (movement), for a season given as $1: `previous` of
 * `memberStandingsAsOf` (domain/standings.fold.ts). A row keeps the
 * points of the latest episode it was scored in (`last_episode`, `last_points`); those are the last scored
 * episode's points only if it is that episode, otherwise the member scored nothing in it. So a new episode's first
 * scores touch only the entries that score, not every row of the season.
 */
const PREVIOUS_TOTAL = `(s.total - CASE WHEN s.last_episode = (SELECT COALESCE(max(episode), 0) FROM episode_scores WHERE season = $1)
                                  THEN s.last_points ELSE 0 END)`;

/**
 * Each member's points from the read tables, as common table expressions over $1 season, $2 league (null: all) and
 * $3 member names (null: all): `member_points` (per member: total, total before the last scored episode, and points
 * per castaway held, over the episodes of each stint, the swap rule) and `pick_bonus` (spec §9: +3 for each weekly
 * pick naming a castaway voted out in that episode). Mirrors `memberEpisodePoints` and `memberStandingsAsOf`
 * (domain/standings.fold.ts), with `stintCovers` and `correctPicks`.
 */
const MEMBER_POINTS = `
     last AS (SELECT COALESCE(max(episode), 0) AS episode FROM episode_scores WHERE season = $1),
     league_tables AS (
       SELECT league_id, tbl FROM league_scoring_tables WHERE season = $1 AND ($2::text IS NULL OR league_id = $2)
     ),
     -- Materialized: each castaway's points of each episode are computed once per league with a table of its own
     -- (a few hundred rows), not once per member holding it (an inlined function call per joined row was seconds
     -- at 10,000 entries).
     table_scores AS MATERIALIZED (
       SELECT lt.league_id, es.episode, es.castaway_id, ${POINTS_UNDER_TABLE('es.record', 'lt.tbl')} AS points
       FROM league_tables lt JOIN episode_scores es ON es.season = $1
     ),
     stint_points AS (
       SELECT st.league_id, st.user_name, st.castaway_id,
              COALESCE(sum(COALESCE(ts.points, es.points)), 0) AS points,
              COALESCE(sum(COALESCE(ts.points, es.points)) FILTER (WHERE es.episode < (SELECT episode FROM last)), 0)
                AS previous
       FROM draft_stints st
       LEFT JOIN episode_scores es ON es.season = st.season AND es.castaway_id = st.castaway_id
         AND ${STINT_COVERS_SCORE}
       LEFT JOIN table_scores ts ON ts.league_id = st.league_id AND ts.episode = es.episode
         AND ts.castaway_id = es.castaway_id
       WHERE st.season = $1 AND ($2::text IS NULL OR st.league_id = $2) AND ($3::text[] IS NULL OR st.user_name = ANY($3))
       GROUP BY st.league_id, st.user_name, st.castaway_id
     ),
     member_points AS (
       SELECT league_id, user_name, sum(points) AS total, sum(previous) AS previous,
              jsonb_object_agg(castaway_id::text, trim_scale(points)) AS breakdown
       FROM stint_points GROUP BY league_id, user_name
     ),
     pick_bonus AS (
       SELECT p.league_id, p.user_name,
              sum(${PICK_POINTS_UNDER('lt.tbl')}) AS bonus,
              COALESCE(sum(${PICK_POINTS_UNDER('lt.tbl')}) FILTER (WHERE p.episode < (SELECT episode FROM last)), 0) AS previous
       FROM elimination_picks p
       ${CORRECT_PICK_SCORE}
       LEFT JOIN league_tables lt ON lt.league_id = p.league_id
       WHERE p.season = $1 AND ($2::text IS NULL OR p.league_id = $2) AND ($3::text[] IS NULL OR p.user_name = ANY($3))
       GROUP BY p.league_id, p.user_name
     ),
     sole_bonus AS (
       SELECT sp.league_id, sp.user_name,
              sum((lt.tbl->>'solePrediction')::numeric) AS bonus,
              COALESCE(sum((lt.tbl->>'solePrediction')::numeric) FILTER (WHERE es.episode < (SELECT episode FROM last)), 0)
                AS previous
       FROM sole_predictions sp
       JOIN league_tables lt ON lt.league_id = sp.league_id AND (lt.tbl->>'solePrediction')::numeric <> 0
       JOIN episode_scores es ON es.season = sp.season AND es.castaway_id = sp.castaway_id AND ${CROWNS('es.record')}
       WHERE sp.season = $1 AND ($2::text IS NULL OR sp.league_id = $2) AND ($3::text[] IS NULL OR sp.user_name = ANY($3))
       GROUP BY sp.league_id, sp.user_name
     )`;

/**
 * A member's breakdown from `MEMBER_POINTS` joined as `mp` and `pb`: {} for a member with no team and no bonus (the
 * breakdown of `memberStandingsAsOf`, domain/standings.fold.ts).
 */
const BREAKDOWN = `CASE WHEN mp.user_name IS NULL AND pb.user_name IS NULL THEN '{}'::jsonb
                        ELSE COALESCE(mp.breakdown, '{}'::jsonb)
                             || jsonb_build_object('eliminationPick', trim_scale(COALESCE(pb.bonus, 0)))
                   END
                   || CASE WHEN COALESCE(sb.bonus, 0) <> 0 THEN jsonb_build_object('solePrediction', trim_scale(sb.bonus))
                           ELSE '{}'::jsonb END`;
/** Joins the sole-prediction bonus of `MEMBER_POINTS` for a standings row `s` (or `r`). */
const SOLE_JOIN = (row: string) =>
  `LEFT JOIN sole_bonus sb ON sb.league_id = ${row}.league_id AND sb.user_name = ${row}.user_name`;

/**
 * Standings rows with their ranks (spec §9: total descending; equal totals share a rank, 1, 1, 3: RANK() is
 * contracts' `competitionRanks`) and movement (against the ranks before the last scored episode), as
 * `standingsAsOf` (domain/standings.fold.ts) computes them; both computed from totals here rather than stored: a total
 * that moves would otherwise re-write the rank of every row it passes. Teams come from the drafts, breakdowns from
 * the scores (`MEMBER_POINTS`), so an episode save writes only totals.
 */
export async function readStandingRows(
  manager: EntityManager,
  leagueId: string,
  season: number,
  onlyUserNames?: string[],
): Promise<StandingRow[]> {
  const rows: StandingDbRow[] = await manager.query(
    `WITH ${MEMBER_POINTS},
     ranked AS (
       SELECT s.league_id, s.user_name, s.total, (RANK() OVER (ORDER BY s.total DESC))::int AS rank,
              (RANK() OVER (ORDER BY ${PREVIOUS_TOTAL} DESC))::int AS previous_rank
       FROM standings s WHERE s.league_id = $2 AND s.season = $1
     )
     SELECT r.user_name, r.total, r.rank, r.previous_rank, d.team, ${BREAKDOWN} AS breakdown
     FROM ranked r
     LEFT JOIN drafts d ON d.league_id = r.league_id AND d.season = $1 AND d.user_name = r.user_name
     LEFT JOIN member_points mp ON mp.league_id = r.league_id AND mp.user_name = r.user_name
     LEFT JOIN pick_bonus pb ON pb.league_id = r.league_id AND pb.user_name = r.user_name
     ${SOLE_JOIN('r')}
     WHERE $3::text[] IS NULL OR r.user_name = ANY($3)
     ORDER BY r.rank, r.user_name COLLATE "C"`,
    [season, leagueId, onlyUserNames ?? null],
  );
  return rows.map(toRow);
}

/** Every member's standing of a league-season, for the compact snapshot (ranks and movement follow from totals). */
export async function readMemberStandings(
  manager: EntityManager,
  leagueId: string,
  season: number,
): Promise<MemberStanding[]> {
  const rows: Array<{
    user_name: string;
    total: string;
    previous_total: string;
    breakdown: Record<string, number>;
    team: number[] | null;
  }> = await manager.query(
    `WITH ${MEMBER_POINTS}
     SELECT s.user_name, s.total, ${PREVIOUS_TOTAL} AS previous_total, d.team, ${BREAKDOWN} AS breakdown
     FROM standings s
     LEFT JOIN drafts d ON d.league_id = s.league_id AND d.season = s.season AND d.user_name = s.user_name
     LEFT JOIN member_points mp ON mp.league_id = s.league_id AND mp.user_name = s.user_name
     LEFT JOIN pick_bonus pb ON pb.league_id = s.league_id AND pb.user_name = s.user_name
     ${SOLE_JOIN('s')}
     WHERE s.league_id = $2 AND s.season = $1 ORDER BY s.user_name COLLATE "C"`,
    [season, leagueId, null],
  );
  return rows.map((r) => ({
    userName: r.user_name,
    total: Number(r.total),
    previous: Number(r.previous_total),
    breakdown: r.breakdown,
    team: r.team ?? [],
  }));
}

export async function readStandingsVersion(manager: EntityManager, leagueId: string, season: number): Promise<number> {
  const rows: Array<{ version: number }> = await manager.query(
    'SELECT version FROM standings_versions WHERE league_id = $1 AND season = $2',
    [leagueId, season],
  );
  return rows[0]?.version ?? 0;
}

export async function bumpStandingsVersion(manager: EntityManager, leagueId: string, season: number): Promise<number> {
  const rows = await preparedRows<{ version: number }>(
    manager,
    'standings.bump-version',
    `INSERT INTO standings_versions (league_id, season, version) VALUES ($1, $2, 1)
     ON CONFLICT (league_id, season) DO UPDATE SET version = standings_versions.version + 1
     RETURNING version`,
    [leagueId, season],
  );
  return rows[0].version;
}

/**
 * Recomputes totals from the read tables (`MEMBER_POINTS`), with each member's points in the last scored episode
 * (see `PREVIOUS_TOTAL`): `total` and `previous` of `memberStandingsAsOf` (domain/standings.fold.ts). Answers the (league, member) rows whose numbers changed. One statement, whatever the
 * number of entries. Totals are doubles: every rubric value is a multiple of 0.5, so sums are exact, and adding
 * differences (`applyEpisodeScoreChanges`) stores exactly what this stores.
 */
export async function recomputeTotals(
  manager: EntityManager,
  season: number,
  filter: { leagueId: string; userName?: string } | null,
): Promise<Array<{ leagueId: string; userName: string }>> {
  const rows = await preparedRows<{ league_id: string; user_name: string }>(
    manager,
    'standings.recompute-totals',
    `WITH ${MEMBER_POINTS},
     computed AS (
       SELECT s.league_id, s.user_name,
              (COALESCE(mp.total, 0) + COALESCE(pb.bonus, 0) + COALESCE(sb.bonus, 0))::float8 AS total,
              (SELECT episode FROM last) AS last_episode,
              (COALESCE(mp.total - mp.previous, 0) + COALESCE(pb.bonus - pb.previous, 0)
                + COALESCE(sb.bonus - sb.previous, 0))::float8 AS last_points
       FROM standings s
       LEFT JOIN member_points mp ON mp.league_id = s.league_id AND mp.user_name = s.user_name
       LEFT JOIN pick_bonus pb ON pb.league_id = s.league_id AND pb.user_name = s.user_name
       ${SOLE_JOIN('s')}
       WHERE s.season = $1 AND ($2::text IS NULL OR s.league_id = $2) AND ($3::text[] IS NULL OR s.user_name = ANY($3))
     )
     UPDATE standings s SET total = c.total, last_episode = c.last_episode, last_points = c.last_points
     FROM computed c
     WHERE s.league_id = c.league_id AND s.season = $1 AND s.user_name = c.user_name
       AND (s.total, s.last_episode, s.last_points) IS DISTINCT FROM (c.total, c.last_episode, c.last_points)
     RETURNING s.league_id, s.user_name`,
    [season, filter?.leagueId ?? null, filter?.userName ? [filter.userName] : null],
  );
  return rows.map((r) => ({ leagueId: r.league_id, userName: r.user_name }));
}

/** Cumulative totals after each scored episode, per member, for the standings chart: `standingsHistory` (domain/standings.fold.ts). */
export async function readStandingsHistory(
  manager: EntityManager,
  leagueId: string,
  season: number,
): Promise<{ episodes: number[]; series: Array<{ userName: string; totals: number[] }> }> {
  const episodes: Array<{ episode: number }> = await manager.query(
    'SELECT DISTINCT episode FROM episode_scores WHERE season = $1 ORDER BY episode',
    [season],
  );
  const points: Array<{ user_name: string; episode: number; points: string }> = await manager.query(
    `WITH lt AS MATERIALIZED (SELECT tbl FROM league_scoring_tables WHERE league_id = $1 AND season = $2),
     -- each castaway's points of each episode under the league's table, computed once (not once per holder)
     scored AS MATERIALIZED (
       SELECT es.episode, es.castaway_id,
              CASE WHEN lt.tbl IS NULL THEN es.points ELSE ${POINTS_UNDER_TABLE('es.record', 'lt.tbl')} END AS points
       FROM episode_scores es LEFT JOIN lt ON true WHERE es.season = $2
     )
     SELECT user_name, episode, sum(points) AS points FROM (
       SELECT st.user_name, es.episode, es.points
       FROM draft_stints st
       JOIN scored es ON es.castaway_id = st.castaway_id AND ${STINT_COVERS_SCORE}
       WHERE st.league_id = $1 AND st.season = $2
       UNION ALL
       SELECT p.user_name, p.episode, ${PICK_POINTS_UNDER('lt.tbl')}
       FROM elimination_picks p
       ${CORRECT_PICK_SCORE}
       LEFT JOIN lt ON true
       WHERE p.league_id = $1 AND p.season = $2
       UNION ALL
       SELECT sp.user_name, es.episode, (lt.tbl->>'solePrediction')::numeric
       FROM sole_predictions sp
       JOIN lt ON (lt.tbl->>'solePrediction')::numeric <> 0
       JOIN episode_scores es ON es.season = sp.season AND es.castaway_id = sp.castaway_id AND ${CROWNS('es.record')}
       WHERE sp.league_id = $1 AND sp.season = $2
     ) scored GROUP BY user_name, episode`,
    [leagueId, season],
  );
  const members: Array<{ user_name: string }> = await manager.query(
    'SELECT user_name FROM standings WHERE league_id = $1 AND season = $2 ORDER BY user_name COLLATE "C"',
    [leagueId, season],
  );
  const byMember = new Map<string, Map<number, number>>();
  for (const p of points) {
    if (!byMember.has(p.user_name)) byMember.set(p.user_name, new Map());
    byMember.get(p.user_name)?.set(p.episode, Number(p.points));
  }
  const episodeNumbers = episodes.map((e) => e.episode);
  return {
    episodes: episodeNumbers,
    series: members.map(({ user_name }) => {
      let running = 0;
      return {
        userName: user_name,
        totals: episodeNumbers.map((episode) => {
          running += byMember.get(user_name)?.get(episode) ?? 0;
          return running;
        }),
      };
    }),
  };
}

/** One castaway's change in one episode, between what the standings count and what `episode_scores` holds. */
export interface ScoreChange {
  episode: number;
  castawayId: number;
  /** points now minus points counted (numeric text, exact) */
  points: string;
  /** +1 voted out now and not before, -1 the other way, 0 unchanged */
  votedOut: number;
  /** the record the standings counted, and the record now (null: none), for leagues with a table of their own */
  before: Partial<ScoreRecord> | null;
  after: Partial<ScoreRecord> | null;
}

/**
 * Compares `episode_scores` of a season (one episode, or all with `episode` null) with what the standings count
 * (`standings_counted_scores`), makes the counted copy equal again, and answers the differences with the last
 * scored episode before and after. One statement: the comparison reads the copy as it was before the statement.
 */
export async function takeScoreChanges(
  manager: EntityManager,
  season: number,
  episode: number | null,
): Promise<{ changes: ScoreChange[]; lastBefore: number; lastAfter: number }> {
  const rows = await preparedRows<{
    episode: number | null;
    castaway_id: number | null;
    points: string | null;
    voted_out: number | null;
    before: Partial<ScoreRecord> | null;
    after: Partial<ScoreRecord> | null;
    last_before: number;
    last_after: number;
  }>(
    manager,
    'standings.take-score-changes',
    `WITH fresh AS (
       SELECT episode, castaway_id, points, voted_out, record FROM episode_scores
       WHERE season = $1 AND ($2::int IS NULL OR episode = $2)
     ),
     counted AS (
       SELECT episode, castaway_id, points, voted_out, record FROM standings_counted_scores
       WHERE season = $1 AND ($2::int IS NULL OR episode = $2)
     ),
     changes AS (
       SELECT COALESCE(f.episode, c.episode) AS episode, COALESCE(f.castaway_id, c.castaway_id) AS castaway_id,
              (COALESCE(f.points, 0) - COALESCE(c.points, 0))::text AS points,
              COALESCE(f.voted_out, false)::int - COALESCE(c.voted_out, false)::int AS voted_out,
              c.record AS before, f.record AS after
       FROM fresh f FULL JOIN counted c ON c.episode = f.episode AND c.castaway_id = f.castaway_id
       WHERE (f.points, f.voted_out, f.record) IS DISTINCT FROM (c.points, c.voted_out, c.record)
     ),
     gone AS (
       DELETE FROM standings_counted_scores sc
       WHERE sc.season = $1 AND ($2::int IS NULL OR sc.episode = $2)
         AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.episode = sc.episode AND f.castaway_id = sc.castaway_id)
     ),
     kept AS (
       INSERT INTO standings_counted_scores (season, episode, castaway_id, points, voted_out, record)
       SELECT $1, episode, castaway_id, points, voted_out, record FROM fresh
       ON CONFLICT (season, episode, castaway_id) DO UPDATE
         SET points = EXCLUDED.points, voted_out = EXCLUDED.voted_out, record = EXCLUDED.record
       WHERE (standings_counted_scores.points, standings_counted_scores.voted_out, standings_counted_scores.record)
         IS DISTINCT FROM (EXCLUDED.points, EXCLUDED.voted_out, EXCLUDED.record)
     ),
     last AS (
       SELECT (SELECT COALESCE(max(episode), 0) FROM standings_counted_scores WHERE season = $1) AS last_before,
              (SELECT COALESCE(max(episode), 0) FROM episode_scores WHERE season = $1) AS last_after
     )
     SELECT changes.*, last.last_before, last.last_after FROM last LEFT JOIN changes ON true`,
    [season, episode],
  );
  return {
    changes: rows
      .filter((r) => r.episode !== null)
      .map((r) => ({
        episode: Number(r.episode),
        castawayId: Number(r.castaway_id),
        points: String(r.points),
        votedOut: Number(r.voted_out),
        before: r.before,
        after: r.after,
      })),
    lastBefore: rows[0]?.last_before ?? 0,
    lastAfter: rows[0]?.last_after ?? 0,
  };
}

/**
 * Applies one episode's score changes to the standings by difference: only entries holding a changed castaway in
 * that episode (the swap rule: within its stint), or a pick of a castaway whose vote-out changed (spec §9: +3), get
 * a new total and last-episode points (`PREVIOUS_TOTAL`), each row written once; ranks follow from totals and
 * breakdowns from scores when read. Answers the leagues with a changed row.
 *
 * Equal to `recomputeTotals` over the whole season (in totals and totals before the last scored episode) unless
 * the change moved the last scored episode back; then use that.
 */
export async function applyEpisodeScoreChanges(
  manager: EntityManager,
  season: number,
  episode: number,
  changes: ScoreChange[],
): Promise<string[]> {
  const rows = await preparedRows<{ league_id: string }>(
    manager,
    'standings.apply-episode-score-changes',
    `WITH change AS (
       SELECT c.*, ${CROWNS('c.after')}::int - ${CROWNS('c.before')}::int AS crowned
       FROM unnest($3::int[], $4::float8[], $5::int[], $6::jsonb[], $7::jsonb[]) AS c(castaway_id, points, voted_out, before, after)
     ),
     league_tables AS MATERIALIZED (SELECT league_id, tbl FROM league_scoring_tables WHERE season = $1),
     -- each changed castaway's difference under each league's own table, computed once per league (not per holder)
     table_change AS MATERIALIZED (
       SELECT lt.league_id, c.castaway_id,
              (COALESCE(${POINTS_UNDER_TABLE('c.after', 'lt.tbl')}, 0)
               - COALESCE(${POINTS_UNDER_TABLE('c.before', 'lt.tbl')}, 0))::float8 AS points
       FROM league_tables lt CROSS JOIN change c
     ),
     -- A member holds a castaway through at most one stint at a given episode. The stint covering episode $2 is
     -- stintCovers (domain/stints.ts) and the pick of a castaway whose vote-out changed correctPicks
     -- (domain/pick-bonus.ts), applied to the difference.
     delta AS (
       SELECT league_id, user_name, sum(points) AS points FROM (
         SELECT st.league_id, st.user_name, COALESCE(tc.points, c.points) AS points
         FROM change c
         JOIN draft_stints st ON st.season = $1 AND st.castaway_id = c.castaway_id
           AND st.from_episode <= $2 AND (st.to_episode IS NULL OR st.to_episode >= $2)
         LEFT JOIN table_change tc ON tc.league_id = st.league_id AND tc.castaway_id = c.castaway_id
         WHERE c.points <> 0 OR c.before IS DISTINCT FROM c.after
         UNION ALL
         SELECT p.league_id, p.user_name, (${PICK_POINTS_UNDER('lt.tbl')} * c.voted_out)::float8
         FROM change c
         JOIN elimination_picks p ON p.season = $1 AND p.episode = $2 AND p.castaway_id = c.castaway_id
         LEFT JOIN league_tables lt ON lt.league_id = p.league_id
         WHERE c.voted_out <> 0
         UNION ALL
         -- correctPredictions (domain/pick-bonus.ts): a castaway crowned (or uncrowned) Sole Survivor in episode $2
         SELECT sp.league_id, sp.user_name, ((lt.tbl->>'solePrediction')::numeric * c.crowned)::float8
         FROM change c
         JOIN sole_predictions sp ON sp.season = $1 AND sp.castaway_id = c.castaway_id
         JOIN league_tables lt ON lt.league_id = sp.league_id
         WHERE c.crowned <> 0
       ) moved GROUP BY league_id, user_name
       HAVING sum(points) <> 0
     ),
     -- The rows are joined once, by the update itself (a join in a CTE first read every row twice).
     updated AS (
       UPDATE standings s SET total = s.total + d.points,
              last_episode = GREATEST(s.last_episode, $2),
              last_points = CASE WHEN $2 = s.last_episode THEN s.last_points + d.points
                                 WHEN $2 > s.last_episode THEN d.points
                                 ELSE s.last_points END
       FROM delta d
       WHERE s.league_id = d.league_id AND s.season = $1 AND s.user_name = d.user_name
       RETURNING s.league_id
     )
     SELECT DISTINCT league_id FROM updated`,
    [
      season,
      episode,
      changes.map((c) => c.castawayId),
      changes.map((c) => c.points),
      changes.map((c) => c.votedOut),
      changes.map((c) => (c.before ? JSON.stringify(c.before) : null)),
      changes.map((c) => (c.after ? JSON.stringify(c.after) : null)),
    ],
  );
  return rows.map((r) => r.league_id);
}

/** Every league of a season (a new last scored episode moves every member's total before it). */
export async function readSeasonLeagues(manager: EntityManager, season: number): Promise<string[]> {
  const rows = await preparedRows<{ league_id: string }>(
    manager,
    'standings.season-leagues',
    'SELECT league_id FROM standings_versions WHERE season = $1',
    [season],
  );
  return rows.map((r) => r.league_id);
}

/** Bumps the version of several league-seasons in one statement; answers each league's new version. */
export async function bumpStandingsVersions(
  manager: EntityManager,
  season: number,
  leagueIds: string[],
): Promise<Map<string, number>> {
  const rows = await preparedRows<{ league_id: string; version: number }>(
    manager,
    'standings.bump-versions',
    `INSERT INTO standings_versions (league_id, season, version) SELECT league_id, $1, 1 FROM unnest($2::text[]) AS league_id
     ON CONFLICT (league_id, season) DO UPDATE SET version = standings_versions.version + 1
     RETURNING league_id, version`,
    [season, leagueIds],
  );
  return new Map(rows.map((r) => [r.league_id, r.version]));
}

/** Each league's totals and previous-episode totals in member-name order: the live `totals` message. */
export async function readLeagueTotalsInNameOrder(
  manager: EntityManager,
  season: number,
  leagueIds: string[],
): Promise<Map<string, { total: number[]; previous: number[] }>> {
  const rows = await preparedRows<{ league_id: string; total: string[]; previous: string[] }>(
    manager,
    'standings.league-totals-in-name-order',
    `SELECT league_id, array_agg(total ORDER BY user_name COLLATE "C") AS total,
            array_agg(${PREVIOUS_TOTAL} ORDER BY user_name COLLATE "C") AS previous
     FROM standings s WHERE season = $1 AND league_id = ANY($2) GROUP BY league_id`,
    [season, leagueIds],
  );
  return new Map(rows.map((r) => [r.league_id, { total: r.total.map(Number), previous: r.previous.map(Number) }]));
}

/** A new league-season's standings start at version 0; one already there (a continued league's past) keeps its own. */
export async function openStandingsVersion(manager: EntityManager, leagueId: string, season: number): Promise<void> {
  await manager.query(
    'INSERT INTO standings_versions (league_id, season, version) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING',
    [leagueId, season],
  );
}

/** A member who joins starts at a total of 0. */
export async function insertMemberStanding(
  manager: EntityManager,
  leagueId: string,
  season: number,
  userName: string,
): Promise<void> {
  await manager.query('INSERT INTO standings (league_id, season, user_name, total) VALUES ($1, $2, $3, 0)', [
    leagueId,
    season,
    userName,
  ]);
}

export async function deleteMemberStanding(
  manager: EntityManager,
  leagueId: string,
  season: number,
  userName: string,
): Promise<void> {
  await manager.query('DELETE FROM standings WHERE league_id = $1 AND season = $2 AND user_name = $3', [
    leagueId,
    season,
    userName,
  ]);
}

/** A deleted league's standings and versions, every season. */
export async function deleteLeagueStandings(manager: EntityManager, leagueId: string): Promise<void> {
  await manager.query('DELETE FROM standings WHERE league_id = $1', [leagueId]);
  await manager.query('DELETE FROM standings_versions WHERE league_id = $1', [leagueId]);
}

/** The members holding a castaway on their current team, by league (their rows travel when it is renamed). */
export async function readCastawayHolders(
  manager: EntityManager,
  season: number,
  castawayId: number,
): Promise<Array<{ leagueId: string; userNames: string[] }>> {
  const rows: Array<{ league_id: string; user_names: string[] }> = await manager.query(
    'SELECT league_id, array_agg(user_name) AS user_names FROM drafts WHERE season = $1 AND $2 = ANY(team) GROUP BY league_id',
    [season, castawayId],
  );
  return rows.map((r) => ({ leagueId: r.league_id, userNames: r.user_names }));
}

/**
 * Everything the standings fold (domain/standings.fold.ts) needs for one league-season, in one snapshot of the
 * read tables.
 */
export async function readStandingsFacts(
  manager: EntityManager,
  leagueId: string,
  season: number,
): Promise<StandingsFacts> {
  // One after another: the manager may be a transaction's single connection.
  const queries: Array<[string, unknown[]]> = [
    [
      `SELECT s.user_name,
              COALESCE((SELECT jsonb_agg(jsonb_build_object('castawayId', c.id, 'name', c.name, 'imageUrl', c.image_url)
                                         ORDER BY t.ord)
                        FROM unnest(d.team) WITH ORDINALITY AS t(id, ord) JOIN castaways c ON c.id = t.id), '[]'::jsonb) AS team
       FROM standings s
       LEFT JOIN drafts d ON d.league_id = s.league_id AND d.season = s.season AND d.user_name = s.user_name
       WHERE s.league_id = $1 AND s.season = $2 ORDER BY s.user_name COLLATE "C"`,
      [leagueId, season],
    ],
    [
      `SELECT user_name, castaway_id, from_episode, to_episode FROM draft_stints
       WHERE league_id = $1 AND season = $2 ORDER BY user_name COLLATE "C", from_episode, castaway_id`,
      [leagueId, season],
    ],
    [
      'SELECT episode, castaway_id, points, voted_out, record FROM episode_scores WHERE season = $1 ORDER BY episode, castaway_id',
      [season],
    ],
    [
      'SELECT user_name, episode, castaway_id FROM elimination_picks WHERE league_id = $1 AND season = $2',
      [leagueId, season],
    ],
    ['SELECT id, name, image_url FROM castaways WHERE season = $1', [season]],
    ['SELECT tbl FROM league_scoring_tables WHERE league_id = $1 AND season = $2', [leagueId, season]],
    [
      'SELECT user_name, castaway_id FROM sole_predictions WHERE league_id = $1 AND season = $2 ORDER BY user_name COLLATE "C"',
      [leagueId, season],
    ],
  ];
  const results: unknown[] = [];
  for (const [sql, params] of queries) results.push(await manager.query(sql, params));
  const [members, stints, scores, picks, castaways, tables, predictions] = results as [
    Array<{ user_name: string; team: MemberPageCastaway[] }>,
    Array<{ user_name: string; castaway_id: number; from_episode: number; to_episode: number | null }>,
    Array<{ episode: number; castaway_id: number; points: string; voted_out: boolean; record: Partial<ScoreRecord> }>,
    Array<{ user_name: string; episode: number; castaway_id: number }>,
    Array<{ id: number; name: string; image_url: string }>,
    Array<{ tbl: LeagueTable }>,
    Array<{ user_name: string; castaway_id: number }>,
  ];
  return {
    members: members.map((m) => ({ userName: m.user_name, team: m.team })),
    stints: stints.map((s) => ({
      userName: s.user_name,
      castawayId: s.castaway_id,
      fromEpisode: s.from_episode,
      toEpisode: s.to_episode,
    })),
    scores: scores.map((s) => ({
      episode: s.episode,
      castawayId: s.castaway_id,
      points: Number(s.points),
      votedOut: s.voted_out,
      record: s.record,
    })),
    picks: picks.map((p) => ({ userName: p.user_name, episode: p.episode, castawayId: p.castaway_id })),
    castaways: new Map(castaways.map((c) => [c.id, { castawayId: c.id, name: c.name, imageUrl: c.image_url }])),
    ...(tables[0] && { table: tables[0].tbl }),
    predictions: predictions.map((p) => ({ userName: p.user_name, castawayId: p.castaway_id })),
  };
}

/*
 * What the standings queries read beside the standings tables: the league they answer for, and the episode's feed
 * and grid-save time for a replay.
 */

/** The league's name and current season, or undefined for an unknown league. */
export async function readLeagueNameAndSeason(
  manager: EntityManager,
  leagueId: string,
): Promise<{ name: string; season: number } | undefined> {
  const [league]: Array<{ name: string; season: number }> = await manager.query(
    'SELECT name, season FROM leagues WHERE id = $1',
    [leagueId],
  );
  return league;
}

/** The league's current season, or undefined for an unknown league. */
export async function readLeagueSeason(manager: EntityManager, leagueId: string): Promise<number | undefined> {
  const league: Array<{ season: number }> = await manager.query('SELECT season FROM leagues WHERE id = $1', [leagueId]);
  return league[0]?.season;
}

/** The league's current season and its own cutoffs, or undefined for an unknown league. */
export async function readLeagueSeasonAndCutoffs(
  manager: EntityManager,
  leagueId: string,
): Promise<{ season: number; weekly_elimination_cutoffs: Record<string, string> | null } | undefined> {
  const [league]: Array<{ season: number; weekly_elimination_cutoffs: Record<string, string> | null }> =
    await manager.query('SELECT season, weekly_elimination_cutoffs FROM leagues WHERE id = $1', [leagueId]);
  return league;
}

/**
 * The season asked for (else the league's current one) and its standings version (0 before any), or null for an
 * unknown league: one round trip.
 */
export async function readWantedStandingsVersion(
  manager: EntityManager,
  leagueId: string,
  season?: number,
): Promise<{ season: number; version: number } | null> {
  const rows: Array<{ season: number; version: number | null }> = await manager.query(
    `SELECT COALESCE($2::int, l.season) AS season, v.version
       FROM leagues l LEFT JOIN standings_versions v ON v.league_id = l.id AND v.season = COALESCE($2::int, l.season)
       WHERE l.id = $1`,
    [leagueId, season ?? null],
  );
  return rows.length ? { season: rows[0].season, version: rows[0].version ?? 0 } : null;
}

/** The names of the members who played the league's season (its standings keep them after the league moved on). */
export async function readSeasonPlayers(
  manager: EntityManager,
  leagueId: string,
  season: number,
): Promise<Array<{ user_name: string }>> {
  return manager.query('SELECT user_name FROM standings WHERE league_id = $1 AND season = $2', [leagueId, season]);
}

/** When the episode's scores were last saved (the grid-save step's time). */
export async function lastGridSave(manager: EntityManager, season: number, episode: number): Promise<string | null> {
  const [row]: Array<{ at: Date | null }> = await manager.query(
    `SELECT max(occurred_at) AS at FROM events
     WHERE stream_id = $1 AND type = 'EpisodeScored' AND (data->>'episode')::int = $2`,
    [`scores-season-${season}`, episode],
  );
  return row?.at ? new Date(row.at).toISOString() : null;
}

/**
 * What each happening of an episode added to the castaways' records (happening id -> castaway id -> delta), for the
 * replay of a league with a table of its own (issue 32): the feed's `points` are Classic's. The feed's read table
 * does not keep the deltas, so they are read from the score stream's events, as `lastGridSave` reads its time.
 */
export async function readReplayHappeningChanges(
  manager: EntityManager,
  season: number,
  episode: number,
): Promise<Map<number, Record<string, Partial<ScoreRecord>>>> {
  const rows: Array<{ id: number; changes: Record<string, Partial<ScoreRecord>> }> = await manager.query(
    `SELECT stream_version AS id, data->'changes' AS changes FROM events
     WHERE stream_id = $1 AND type = 'HappeningRecorded' AND (data->>'episode')::int = $2`,
    [`scores-season-${season}`, episode],
  );
  return new Map(rows.map((r) => [r.id, r.changes ?? {}]));
}

/** The live feed's happenings of an episode, in the order they were recorded, without the undone ones. */
export async function readReplayHappenings(
  manager: EntityManager,
  season: number,
  episode: number,
): Promise<
  Array<{
    id: number;
    kind: string;
    detail: { votedOut?: number[] };
    points: Record<string, number>;
    occurred_at: Date | string;
  }>
> {
  return manager.query(
    'SELECT id, kind, detail, points, occurred_at FROM happenings WHERE season = $1 AND episode = $2 AND NOT undone ORDER BY id',
    [season, episode],
  );
}
