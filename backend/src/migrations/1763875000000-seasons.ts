import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Seasons are data (issue 19): read table `seasons`, projected from each season's stream. The sample seasons of
 * an existing database get their SeasonOpened events at start-up (SampleSeasonsSeeder), so a rebuild from events
 * gives this table too. `pick_first`/`pick_last` are contracts' seasonEpisodeRanges(episodes).pick, kept for SQL
 * that needs the pick episodes (reminders).
 */
export class Seasons1763875000000 implements MigrationInterface {
  name = 'Seasons1763875000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE seasons (
        number integer PRIMARY KEY,
        title text NOT NULL,
        premiere text NOT NULL,
        episodes integer NOT NULL,
        pick_first integer NOT NULL,
        pick_last integer NOT NULL,
        opened_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS seasons');
  }
}
