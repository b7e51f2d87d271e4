import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33 (N1): league mail goes only to an address whose owner confirmed it, and each league's mail can be
 * stopped with one click. `confirmed_emails` and `league_mail_unsubscribes` are projections (EmailConfirmed,
 * LeagueMailUnsubscribed); `email_confirmation_codes` holds the mailed codes' digests, single use, like the
 * sign-in codes. Outbox rows carry their own mail headers (List-Unsubscribe).
 *
 * Addresses of members who joined before this have not been confirmed: they get league mail again once they
 * open a sign-in link (which confirms) or a confirmation link.
 */
export class ConfirmedEmails1763878000000 implements MigrationInterface {
  name = 'ConfirmedEmails1763878000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE confirmed_emails (
        email text PRIMARY KEY,
        confirmed_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE league_mail_unsubscribes (
        email text NOT NULL,
        league_id text NOT NULL,
        unsubscribed_at timestamptz NOT NULL,
        PRIMARY KEY (email, league_id)
      )`);
    await q.query(`
      CREATE TABLE email_confirmation_codes (
        code_hash text PRIMARY KEY,
        email text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query('CREATE INDEX email_confirmation_codes_email ON email_confirmation_codes (email, created_at)');
    await q.query('CREATE INDEX email_confirmation_codes_expiry ON email_confirmation_codes (expires_at)');
    await q.query(`ALTER TABLE mail_outbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'::jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE mail_outbox DROP COLUMN headers');
    await q.query('DROP TABLE email_confirmation_codes');
    await q.query('DROP TABLE league_mail_unsubscribes');
    await q.query('DROP TABLE confirmed_emails');
  }
}
