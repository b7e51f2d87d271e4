import { MigrationInterface, QueryRunner } from 'typeorm';

/** Read table of each season's episode air times; each league's commissioner settings (handles, fee, payouts). */
export class SeasonScheduleAndCommissionerSettings1763863000000 implements MigrationInterface {
  name = 'SeasonScheduleAndCommissionerSettings1763863000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE season_schedule (
        season integer NOT NULL,
        episode integer NOT NULL,
        air_time timestamptz NOT NULL,
        PRIMARY KEY (season, episode)
      )`);
    // NULL until the admin saves them: the league shows the spec's fee and split and no handles.
    await q.query('ALTER TABLE leagues ADD COLUMN commissioner_settings jsonb');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE leagues DROP COLUMN IF EXISTS commissioner_settings');
    await q.query('DROP TABLE IF EXISTS season_schedule');
  }
}
