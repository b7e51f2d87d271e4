import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Standings rows hold only what scoring changes: the total, and the points of the latest episode the member was
 * scored in (`last_episode`, `last_points`), from which the total before the season's last scored episode follows
 * (movement). An episode save moves every entry's total, so at 10,000 entries it writes 10,000 rows; a copied team
 * (names and portrait addresses, most of a row's 590 bytes), a breakdown patched per row and a stored rank (every
 * row behind a mover re-written) made that 200 ms, and a previous total stored per row made a new episode's first
 * happening re-write every row of the season. Teams are read from `drafts`, breakdowns from the scores and ranks
 * from totals when standings are read; half of each page is left free so that a total's update stays on its page
 * and leaves the key index alone (a HOT update). Totals are doubles, cheaper to add than numerics and exact here:
 * every rubric value is a multiple of 0.5.
 */
export class StandingsNarrowRows1763865000000 implements MigrationInterface {
  name = 'StandingsNarrowRows1763865000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE standings ADD COLUMN last_episode integer NOT NULL DEFAULT 0,
                   ADD COLUMN last_points numeric NOT NULL DEFAULT 0`);
    await q.query(`
      UPDATE standings s
      SET last_episode = COALESCE((SELECT max(episode) FROM episode_scores e WHERE e.season = s.season), 0),
          last_points = trim_scale(s.total - s.previous_total)`);
    await q.query(
      'ALTER TABLE standings DROP COLUMN rank, DROP COLUMN team, DROP COLUMN breakdown, DROP COLUMN previous_total',
    );
    await q.query(`ALTER TABLE standings ALTER COLUMN total TYPE double precision,
                   ALTER COLUMN last_points TYPE double precision`);
    await q.query('ALTER TABLE standings SET (fillfactor = 50)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE standings RESET (fillfactor)');
    await q.query(`ALTER TABLE standings ALTER COLUMN total TYPE numeric USING trim_scale(total::numeric),
                   ALTER COLUMN last_points TYPE numeric USING trim_scale(last_points::numeric)`);
    await q.query(`ALTER TABLE standings ADD COLUMN rank integer NOT NULL DEFAULT 1,
                   ADD COLUMN team jsonb NOT NULL DEFAULT '[]'::jsonb,
                   ADD COLUMN breakdown jsonb NOT NULL DEFAULT '{}'::jsonb,
                   ADD COLUMN previous_total numeric NOT NULL DEFAULT 0`);
    await q.query(`
      UPDATE standings s SET previous_total = s.total - CASE
        WHEN s.last_episode = (SELECT COALESCE(max(episode), 0) FROM episode_scores e WHERE e.season = s.season)
        THEN s.last_points ELSE 0 END`);
    await q.query('ALTER TABLE standings DROP COLUMN last_episode, DROP COLUMN last_points');
  }
}
