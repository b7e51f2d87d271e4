import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A pending mail may be claimed only once its `next_attempt_at` has passed. A claim moves it a lease ahead
 * (so a sender that died mid-send frees the mail when the lease runs out) and a failed send moves it a backoff
 * ahead. `IF NOT EXISTS` keeps it safe to run on a database the mail tests already brought forward.
 */
export class MailOutboxLease1763856100000 implements MigrationInterface {
  name = 'MailOutboxLease1763856100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS next_attempt_at timestamptz NOT NULL DEFAULT now()',
    );
    await q.query(
      `CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status = 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS mail_outbox_due');
    await q.query('ALTER TABLE mail_outbox DROP COLUMN IF EXISTS next_attempt_at');
  }
}
