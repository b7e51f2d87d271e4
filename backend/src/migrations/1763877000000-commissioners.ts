import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20: self-serve leagues and commissioners. A league started by a visitor waits, inactive, for its
 * commissioner to open the emailed link; the commissioner is known by email (the sign-in identity) and signs in
 * with sessions of their own (stored as digests, like the admin's). Activation and sign-in codes are single-use
 * and stored as digests. A commissioner cannot start two leagues of one name. The league's public record finds
 * the streams an admin or commissioner changed through `league_record_streams`.
 */
export class Commissioners1763877000000 implements MigrationInterface {
  name = 'Commissioners1763877000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE leagues
        ADD COLUMN commissioner_email text,
        ADD COLUMN commissioner_user_name text,
        ADD COLUMN active boolean NOT NULL DEFAULT true`);
    await q.query(
      'CREATE UNIQUE INDEX leagues_commissioner_email_name ON leagues (lower(commissioner_email), lower(name)) WHERE commissioner_email IS NOT NULL',
    );
    await q.query('CREATE INDEX leagues_inactive_created_at ON leagues (created_at) WHERE NOT active');
    await q.query(`
      CREATE TABLE commissioner_sessions (
        token_hash text PRIMARY KEY,
        email text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE commissioner_codes (
        code_hash text PRIMARY KEY,
        purpose text NOT NULL CHECK (purpose IN ('activate', 'claim')),
        email text NOT NULL,
        league_id text,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query('CREATE INDEX commissioner_codes_expiry ON commissioner_codes (expires_at)');
    // The league's record: which streams hold an admin's or commissioner's change to the league (a projection).
    await q.query(`
      CREATE TABLE league_record_streams (
        league_id text NOT NULL,
        stream_id text NOT NULL,
        PRIMARY KEY (league_id, stream_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE league_record_streams');
    await q.query('DROP TABLE commissioner_codes');
    await q.query('DROP TABLE commissioner_sessions');
    await q.query('DROP INDEX leagues_inactive_created_at');
    await q.query('DROP INDEX leagues_commissioner_email_name');
    await q.query(
      'ALTER TABLE leagues DROP COLUMN active, DROP COLUMN commissioner_user_name, DROP COLUMN commissioner_email',
    );
  }
}
