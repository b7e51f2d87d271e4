import { randomBytes } from 'node:crypto';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Review 2026-11-26 N9 and N10.
 * - Commissioner sessions get an id of their own (listed and ended by it, never by the token or its digest), the
 *   time they were last used (they slide: 14 days since then) and a short label of the device's browser.
 * - `command_results` keeps only a digest of each Idempotency-Key: an answer holding a token is sealed under the
 *   raw key, so the database must not hold it. Its salt is this database's own secret, made here once.
 */
export class CommissionerSessionsAndSealedAnswers1763878400000 implements MigrationInterface {
  name = 'CommissionerSessionsAndSealedAnswers1763878400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE commissioner_sessions
        ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid(),
        ADD COLUMN last_used_at timestamptz,
        ADD COLUMN device text`);
    await q.query('UPDATE commissioner_sessions SET last_used_at = created_at');
    await q.query('ALTER TABLE commissioner_sessions ALTER COLUMN last_used_at SET NOT NULL');
    await q.query('CREATE UNIQUE INDEX commissioner_sessions_id ON commissioner_sessions (id)');
    await q.query('CREATE INDEX commissioner_sessions_email ON commissioner_sessions (email)');
    await q.query('CREATE INDEX commissioner_codes_open ON commissioner_codes (email, purpose) WHERE used_at IS NULL');
    await q.query(
      `UPDATE command_results SET idempotency_key = encode(sha256(convert_to(idempotency_key, 'UTF8')), 'hex')`,
    );
    await q.query('CREATE TABLE command_result_salt (salt text NOT NULL)');
    await q.query('INSERT INTO command_result_salt (salt) VALUES ($1)', [randomBytes(32).toString('hex')]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE command_result_salt');
    // A digest cannot be turned back into its key: the stored answers go (they live a day anyway).
    await q.query('DELETE FROM command_results');
    await q.query('DROP INDEX commissioner_codes_open');
    await q.query('DROP INDEX commissioner_sessions_email');
    await q.query('DROP INDEX commissioner_sessions_id');
    await q.query('ALTER TABLE commissioner_sessions DROP COLUMN device, DROP COLUMN last_used_at, DROP COLUMN id');
  }
}
