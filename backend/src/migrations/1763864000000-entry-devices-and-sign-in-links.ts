import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An entry on several devices: a stable entry id and the digests of every token that opens the entry (joined,
 * claimed by an emailed link; rotation leaves one). Emailed sign-in codes, stored hashed, single-use, 24 hours.
 * Idempotency keys remember the request they answered, so a reused key with another body is refused.
 */
export class EntryDevicesAndSignInLinks1763864000000 implements MigrationInterface {
  name = 'EntryDevicesAndSignInLinks1763864000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE league_members ADD COLUMN entry_id text, ADD COLUMN entry_token_hashes text[]');
    await q.query(
      'UPDATE league_members SET entry_id = left(entry_token_hash, 16), entry_token_hashes = ARRAY[entry_token_hash]',
    );
    await q.query(`
      ALTER TABLE league_members
        ALTER COLUMN entry_id SET NOT NULL,
        ALTER COLUMN entry_token_hashes SET NOT NULL,
        DROP COLUMN entry_token_hash`);
    await q.query(`
      CREATE TABLE entry_sign_in_codes (
        code_hash text PRIMARY KEY,
        league_id text NOT NULL,
        user_name text NOT NULL,
        entry_id text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query('CREATE INDEX entry_sign_in_codes_expiry ON entry_sign_in_codes (expires_at)');
    await q.query('ALTER TABLE command_results ADD COLUMN fingerprint text');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE command_results DROP COLUMN fingerprint');
    await q.query('DROP TABLE entry_sign_in_codes');
    await q.query('ALTER TABLE league_members ADD COLUMN entry_token_hash text');
    await q.query('UPDATE league_members SET entry_token_hash = entry_token_hashes[1]');
    await q.query('ALTER TABLE league_members DROP COLUMN entry_id, DROP COLUMN entry_token_hashes');
  }
}
