import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Standings rows hold only what scoring changes: the total and the total before the last scored episode. An
 * episode save moves every entry's total, so at 10,000 entries it writes 10,000 rows; a copied team (names and
 * portrait addresses, most of a row's 590 bytes), a breakdown patched per row and a stored rank (every row behind a
 * mover re-written) made that 200 ms. Teams are read from `drafts`, breakdowns from the scores and ranks from
 * totals when standings are read; half of each page is left free so that a total's update stays on its page and
 * leaves the key index alone (a HOT update).
 */
export class StandingsNarrowRows1763865000000 implements MigrationInterface {
  name = 'StandingsNarrowRows1763865000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE standings DROP COLUMN rank, DROP COLUMN team, DROP COLUMN breakdown');
    await q.query('ALTER TABLE standings SET (fillfactor = 50)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE standings RESET (fillfactor)');
    await q.query(`ALTER TABLE standings ADD COLUMN rank integer NOT NULL DEFAULT 1,
                   ADD COLUMN team jsonb NOT NULL DEFAULT '[]'::jsonb, ADD COLUMN breakdown jsonb NOT NULL DEFAULT '{}'::jsonb`);
  }
}
