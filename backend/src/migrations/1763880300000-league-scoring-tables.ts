import { MigrationInterface, QueryRunner } from 'typeorm';

/** The counted categories of the score record (spec §9), as they were when this function was written. */
const COUNTED = [
  'tribeImmunityWins',
  'tribeRewardWins',
  'individualRewardWins',
  'rightSideOfVote',
  'shotInDarkWin',
  'idolObtained',
  'advantageObtained',
  'playedIdolAdvantage',
  'advantageAbandoned',
  'idolAbandoned',
  'votesAgainst',
];

/**
 * Issue 32: a league's own scoring table and the Sole Survivor prediction.
 * - `league_scoring_tables`: a league-season's table (`tbl`: points, finalPlacement, solePrediction,
 *   predictionDeadline, preset) once its commissioner changed it; a league without a row scores by Classic.
 * - `sole_predictions`: each member's Sole Survivor prediction.
 * - `standings_counted_scores.record`: the standings follow score changes by difference; under a table of its own a
 *   league needs the record (not Classic's points) before and after a change.
 * - `tribal_points_under_table(record, tbl)`: the SQL mirror of `pointsUnderTable`
 *   (backend/src/standings/domain/points-under-table.ts): counts times the table's points, individual immunity's
 *   Classic value scaled by the table's base (13 players left) and rounded to the nearest half point (halves away
 *   from zero, as `round(numeric)` does), and the table's value of a final placement. An inlinable SQL function.
 */
export class LeagueScoringTables1763880300000 implements MigrationInterface {
  name = 'LeagueScoringTables1763880300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE league_scoring_tables (
        league_id text NOT NULL,
        season integer NOT NULL,
        tbl jsonb NOT NULL,
        PRIMARY KEY (league_id, season)
      )`);
    await q.query(`
      CREATE TABLE sole_predictions (
        league_id text NOT NULL,
        season integer NOT NULL,
        user_name text NOT NULL,
        castaway_id integer NOT NULL,
        made_at timestamptz NOT NULL,
        PRIMARY KEY (league_id, season, user_name)
      )`);
    await q.query('CREATE INDEX sole_predictions_castaway ON sole_predictions (season, castaway_id)');
    await q.query(`ALTER TABLE standings_counted_scores ADD COLUMN record jsonb NOT NULL DEFAULT '{}'::jsonb`);
    await q.query(`
      UPDATE standings_counted_scores sc SET record = es.record FROM episode_scores es
      WHERE es.season = sc.season AND es.episode = sc.episode AND es.castaway_id = sc.castaway_id`);
    const counted = COUNTED.map(
      (c) => `COALESCE((record->>'${c}')::numeric, 0) * COALESCE((tbl->'points'->>'${c}')::numeric, 0)`,
    ).join('\n + ');
    await q.query(`
      CREATE FUNCTION tribal_points_under_table(record jsonb, tbl jsonb) RETURNS numeric
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
        SELECT ${counted}
          + round(COALESCE((record->>'individualImmunityWins')::numeric, 0)
                  * COALESCE((tbl->'points'->>'individualImmunityWins')::numeric, 0) * 2 / 3) / 2
          + CASE COALESCE((record->>'finalPlacement')::int, 0)
              WHEN 1 THEN COALESCE((tbl->'finalPlacement'->>0)::numeric, 0)
              WHEN 2 THEN COALESCE((tbl->'finalPlacement'->>1)::numeric, 0)
              WHEN 3 THEN COALESCE((tbl->'finalPlacement'->>2)::numeric, 0)
              ELSE 0 END
      $fn$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION IF EXISTS tribal_points_under_table(jsonb, jsonb)');
    await q.query('ALTER TABLE standings_counted_scores DROP COLUMN IF EXISTS record');
    await q.query('DROP TABLE IF EXISTS sole_predictions');
    await q.query('DROP TABLE IF EXISTS league_scoring_tables');
  }
}
