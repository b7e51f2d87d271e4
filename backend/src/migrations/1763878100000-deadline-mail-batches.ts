import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33 (N1): members hear of deadline moves at most once an hour per league. `deadline_mail_batches` holds,
 * per league, when its members were last mailed a move and the moves waiting for the next mail (`due_at`, the
 * delayed job's intent: written in the transaction of the move, so a crash loses no digest). Like the mail
 * outbox and the rate limits, it is the mail's own state, not a projection.
 */
export class DeadlineMailBatches1763878100000 implements MigrationInterface {
  name = 'DeadlineMailBatches1763878100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE deadline_mail_batches (
        league_id text PRIMARY KEY,
        last_mailed_at timestamptz,
        pending jsonb NOT NULL DEFAULT '[]',
        due_at timestamptz
      )`);
    await q.query(
      'CREATE INDEX deadline_mail_batches_due_at ON deadline_mail_batches (due_at) WHERE due_at IS NOT NULL',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE deadline_mail_batches');
  }
}
