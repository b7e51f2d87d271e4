import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Security review (issue 24):
 * - `admin_login_attempts`: the admin sign-in backoff counts an attempt in one statement BEFORE the password is
 *   checked, so concurrent guesses cannot all slip past it (they were counted only after scrypt had answered).
 * - `leagues.join_code`: the league password is now the league's join code. A league created from now on keeps it
 *   readable so that the admin can show the invite link; an older league keeps only its password's hash
 *   (`password_hash`, now nullable: an open league has neither) and still requires that password to join.
 * - indexes for pruning `command_results` (24 hours) and sent or failed `mail_outbox` rows (7 days).
 */
export class SecurityReview1763872000000 implements MigrationInterface {
  name = 'SecurityReview1763872000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE admin_login_attempts (
        address_hash text PRIMARY KEY,
        attempts integer NOT NULL,
        failures integer NOT NULL DEFAULT 0,
        window_started_at timestamptz NOT NULL,
        last_attempt_at timestamptz NOT NULL,
        blocked_until timestamptz
      )`);
    await q.query('ALTER TABLE leagues ALTER COLUMN password_hash DROP NOT NULL, ADD COLUMN join_code text');
    await q.query('CREATE INDEX command_results_created_at ON command_results (created_at)');
    await q.query(`CREATE INDEX mail_outbox_settled ON mail_outbox (created_at) WHERE status <> 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS mail_outbox_settled');
    await q.query('DROP INDEX IF EXISTS command_results_created_at');
    await q.query('ALTER TABLE leagues DROP COLUMN join_code');
    await q.query(`UPDATE leagues SET password_hash = '' WHERE password_hash IS NULL`);
    await q.query('ALTER TABLE leagues ALTER COLUMN password_hash SET NOT NULL');
    await q.query('DROP TABLE admin_login_attempts');
  }
}
