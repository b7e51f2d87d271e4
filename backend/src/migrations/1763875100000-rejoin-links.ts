import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A league that carries on into a new season mails each past member a sign-in link that rejoins them: such a code
 * names the season it rejoins (null: an ordinary sign-in link to an entry of the current season).
 */
export class RejoinLinks1763875100000 implements MigrationInterface {
  name = 'RejoinLinks1763875100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE entry_sign_in_codes ADD COLUMN rejoin_season integer');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE entry_sign_in_codes DROP COLUMN IF EXISTS rejoin_season');
  }
}
