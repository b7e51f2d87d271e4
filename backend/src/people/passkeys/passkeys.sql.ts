import { digestSecret } from '../../common/secrets';
import { Queryable } from '../../sign-in/sign-in-codes.sql';

/**
 * The SQL of passkeys (issue 29): the only writer of `passkeys` and `passkey_challenges`. Security state, like
 * sessions, so plain tables rather than events.
 */

export type ChallengePurpose = 'registration' | 'authentication';

/** A stored passkey as verification needs it. */
export interface PasskeyRow {
  id: string;
  credentialId: string;
  email: string;
  publicKey: Buffer;
  counter: number;
  transports: string[];
}

/** A passkey as its owner's list shows it. */
export interface PasskeyListRow {
  id: string;
  device: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export const passkeyChallenges = {
  /**
   * Records a challenge just issued, good until `expiresAt`; the long-expired ones are swept on the way (they open
   * nothing, and anyone may ask for sign-in options).
   */
  async issue(
    db: Queryable,
    challenge: string,
    purpose: ChallengePurpose,
    who: { email: string; userHandle: string } | null,
    now: Date,
    expiresAt: Date,
  ): Promise<void> {
    await db.query('DELETE FROM passkey_challenges WHERE expires_at < $1', [new Date(now.getTime() - 86_400_000)]);
    await db.query(
      `INSERT INTO passkey_challenges (challenge_hash, purpose, email, user_handle, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [digestSecret(challenge), purpose, who?.email ?? null, who?.userHandle ?? null, now, expiresAt],
    );
  },

  /**
   * Uses the challenge up if it was issued for this purpose (and, for a registration, this person), is unused and
   * unexpired: answers it once (with the user id a registration offered), undefined ever after. The UPDATE holds the
   * row, so two racing copies of one response cannot both pass.
   */
  async redeem(
    db: Queryable,
    challenge: string,
    purpose: ChallengePurpose,
    email: string | null,
    now: Date,
  ): Promise<{ userHandle: string | null } | undefined> {
    const rows = (await db.query(
      `WITH used AS (
         UPDATE passkey_challenges SET used_at = $3
          WHERE challenge_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
            AND email IS NOT DISTINCT FROM $4
          RETURNING user_handle AS "userHandle")
       SELECT * FROM used`,
      [digestSecret(challenge), purpose, now, email],
    )) as Array<{ userHandle: string | null }>;
    return rows[0];
  },
};

export const passkeys = {
  /** The person's WebAuthn user id: the one their passkeys already carry, or none yet. */
  async userHandleOf(db: Queryable, email: string): Promise<string | undefined> {
    const rows = (await db.query('SELECT user_handle FROM passkeys WHERE email = $1 LIMIT 1', [email])) as Array<{
      user_handle: string;
    }>;
    return rows[0]?.user_handle;
  },

  /** The credential ids of the person's passkeys (so an authenticator is not asked to add one it already holds). */
  async credentialsOf(db: Queryable, email: string): Promise<Array<{ id: string; transports: string[] }>> {
    return (await db.query('SELECT credential_id AS id, transports FROM passkeys WHERE email = $1', [email])) as Array<{
      id: string;
      transports: string[];
    }>;
  },

  /** Stores a verified new passkey; answers its id, or undefined when that credential is already stored. */
  async add(
    db: Queryable,
    passkey: {
      credentialId: string;
      email: string;
      userHandle: string;
      publicKey: Uint8Array;
      counter: number;
      transports: string[];
      device: string | null;
    },
    now: Date,
  ): Promise<string | undefined> {
    const rows = (await db.query(
      `WITH added AS (
         INSERT INTO passkeys (credential_id, email, user_handle, public_key, counter, transports, device, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (credential_id) DO NOTHING
         RETURNING id)
       SELECT * FROM added`,
      [
        passkey.credentialId,
        passkey.email,
        passkey.userHandle,
        Buffer.from(passkey.publicKey),
        passkey.counter,
        passkey.transports,
        passkey.device,
        now,
      ],
    )) as Array<{ id: string }>;
    return rows[0]?.id;
  },

  async byCredentialId(db: Queryable, credentialId: string): Promise<PasskeyRow | undefined> {
    const rows = (await db.query(
      `SELECT id, credential_id AS "credentialId", email, public_key AS "publicKey", counter::float8 AS counter,
              transports
         FROM passkeys WHERE credential_id = $1`,
      [credentialId],
    )) as PasskeyRow[];
    return rows[0];
  },

  /** Records a sign-in: the authenticator's new signature counter and when. */
  async used(db: Queryable, id: string, counter: number, now: Date): Promise<void> {
    await db.query('UPDATE passkeys SET counter = $2, last_used_at = $3 WHERE id = $1', [id, counter, now]);
  },

  async list(db: Queryable, email: string): Promise<PasskeyListRow[]> {
    return (await db.query(
      `SELECT id, device, created_at AS "createdAt", last_used_at AS "lastUsedAt"
         FROM passkeys WHERE email = $1 ORDER BY created_at DESC, id`,
      [email],
    )) as PasskeyListRow[];
  },

  /** Removes one of the person's passkeys; false when they have no passkey of that id. */
  async remove(db: Queryable, email: string, id: string): Promise<boolean> {
    const rows = (await db.query(
      'WITH removed AS (DELETE FROM passkeys WHERE id = $1 AND email = $2 RETURNING 1 AS removed) SELECT * FROM removed',
      [id, email],
    )) as unknown[];
    return rows.length > 0;
  },
};
