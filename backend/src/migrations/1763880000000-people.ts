import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29: a person (a verified email) signs in once per device and owns entries in many leagues.
 * - `person_sessions`: like commissioner sessions, security state holding only each token's digest; they slide
 *   (90 days since last use).
 * - `person_sign_in_codes`: the mailed single-use sign-in links (15 minutes).
 * - `person_entries`: the projection of `EntryAttachedToPerson`, the entries a person owns though joined with another
 *   address (a browser's saved entry attached at sign-in, a join while signed in with another address). Entries
 *   joined with the person's own address are theirs without a row here.
 */
export class People1763880000000 implements MigrationInterface {
  name = 'People1763880000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE person_sessions (
        token_hash text PRIMARY KEY,
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        email text NOT NULL,
        created_at timestamptz NOT NULL,
        last_used_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        device text
      )`);
    await q.query('CREATE UNIQUE INDEX person_sessions_id ON person_sessions (id)');
    await q.query('CREATE INDEX person_sessions_email ON person_sessions (email)');
    await q.query(`
      CREATE TABLE person_sign_in_codes (
        code_hash text PRIMARY KEY,
        email text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query('CREATE INDEX person_sign_in_codes_open ON person_sign_in_codes (email) WHERE used_at IS NULL');
    await q.query(`
      CREATE TABLE person_entries (
        league_id text NOT NULL,
        entry_id text NOT NULL,
        email text NOT NULL,
        attached_at timestamptz NOT NULL,
        PRIMARY KEY (league_id, entry_id)
      )`);
    await q.query('CREATE INDEX person_entries_email ON person_entries (email)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE person_entries');
    await q.query('DROP TABLE person_sign_in_codes');
    await q.query('DROP TABLE person_sessions');
  }
}
