import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29: a person's passkeys, and the challenges their ceremonies are signed over.
 * - `passkeys`: one WebAuthn credential of a person (the lower-case email that registered it), its public key and
 *   signature counter. `user_handle` is the person's opaque WebAuthn user id, the same for all their passkeys, so an
 *   authenticator keeps one discoverable credential per person rather than piling them up.
 * - `passkey_challenges`: each challenge issued with options, held as its digest, good once for 5 minutes: a
 *   response signed over a used or expired challenge (a replay) is refused. A registration's challenge names the
 *   person it was issued to (and the WebAuthn user id it offered), so one person's options cannot register a passkey
 *   for another.
 */
export class Passkeys1763880100000 implements MigrationInterface {
  name = 'Passkeys1763880100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE passkeys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        credential_id text NOT NULL UNIQUE,
        email text NOT NULL,
        user_handle text NOT NULL,
        public_key bytea NOT NULL,
        counter bigint NOT NULL DEFAULT 0,
        transports text[] NOT NULL DEFAULT '{}',
        device text,
        created_at timestamptz NOT NULL,
        last_used_at timestamptz
      )`);
    await q.query('CREATE INDEX passkeys_email ON passkeys (email)');
    await q.query(`
      CREATE TABLE passkey_challenges (
        challenge_hash text PRIMARY KEY,
        purpose text NOT NULL CHECK (purpose IN ('registration', 'authentication')),
        email text,
        user_handle text,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query('CREATE INDEX passkey_challenges_expiry ON passkey_challenges (expires_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE passkey_challenges');
    await q.query('DROP TABLE passkeys');
  }
}
