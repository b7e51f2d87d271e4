import { digestSecret, newSecret } from '../common/secrets';
import { Queryable } from './sign-in-codes.sql';

/**
 * The sessions a sign-in opens: the admin's (after the password), a commissioner's (after an emailed link) and a
 * person's (after an emailed link or a passkey).
 * Security state, not game facts, so plain tables rather than events, and they hold only each token's digest: the
 * token is answered once, to the device that signed in. This store is the only writer of both tables; the
 * services (`AdminAuthService`, `CommissionerAuthService`) decide when a session opens or ends.
 */

export const adminSessions = {
  /** Opens an admin session that ends at `expiresAt` whatever its use (the admin signs in again after 12 hours). */
  async open(db: Queryable, expiresAt: Date): Promise<string> {
    const token = newSecret();
    await db.query('INSERT INTO admin_sessions (token_hash, expires_at) VALUES ($1, $2)', [
      digestSecret(token),
      expiresAt,
    ]);
    return token;
  },

  async isOpen(db: Queryable, token: string, now: Date): Promise<boolean> {
    const rows = (await db.query('SELECT 1 FROM admin_sessions WHERE token_hash = $1 AND expires_at > $2', [
      digestSecret(token),
      now,
    ])) as unknown[];
    return rows.length > 0;
  },

  async end(db: Queryable, token: string): Promise<void> {
    await db.query('DELETE FROM admin_sessions WHERE token_hash = $1', [digestSecret(token)]);
  },

  /** A password change ends every admin session. */
  async endAll(db: Queryable): Promise<void> {
    await db.query('DELETE FROM admin_sessions');
  },
};

/** A device's session as its list shows it: never its token or digest. */
export interface DeviceSessionRow {
  id: string;
  createdAt: Date;
  lastUsedAt: Date;
  device: string | null;
}
/**
 * Sessions that name an email and slide: a commissioner's (after an emailed link, 14 days) and a person's (after a
 * link or a passkey, 90 days). One shape, one life, two tables: what each opens differs, so each keeps its own.
 */
export class DeviceSessionStore {
  constructor(private readonly table: 'commissioner_sessions' | 'person_sessions') {}

  /** Opens a session for `email` that ends `idleMs` after its last use; `device` labels it in the list. */
  async open(db: Queryable, email: string, now: Date, idleMs: number, device: string | null): Promise<string> {
    const token = newSecret();
    await db.query(
      `INSERT INTO ${this.table} (token_hash, email, created_at, last_used_at, expires_at, device)
       VALUES ($1, $2, $3, $3, $4, $5)`,
      [digestSecret(token), email, now, new Date(now.getTime() + idleMs), device],
    );
    return token;
  }

  /** The open session of a token (its id and email), or undefined; using it moves its end `idleMs` on (it slides). */
  async use(
    db: Queryable,
    token: string,
    now: Date,
    idleMs: number,
  ): Promise<{ id: string; email: string } | undefined> {
    const rows = (await db.query(
      `WITH used AS (
         UPDATE ${this.table} SET last_used_at = $2, expires_at = $3
          WHERE token_hash = $1 AND expires_at > $2
          RETURNING id, email)
       SELECT * FROM used`,
      [digestSecret(token), now, new Date(now.getTime() + idleMs)],
    )) as Array<{ id: string; email: string }>;
    return rows[0];
  }

  /** The email's open sessions, newest use first. */
  list(db: Queryable, email: string, now: Date): Promise<DeviceSessionRow[]> {
    return db.query(
      `SELECT id, created_at AS "createdAt", last_used_at AS "lastUsedAt", device FROM ${this.table}
        WHERE email = $1 AND expires_at > $2 ORDER BY last_used_at DESC, id`,
      [email, now],
    ) as Promise<DeviceSessionRow[]>;
  }

  async end(db: Queryable, token: string): Promise<void> {
    await db.query(`DELETE FROM ${this.table} WHERE token_hash = $1`, [digestSecret(token)]);
  }

  /** Ends one of the email's sessions by its id; false when the email has no such session. */
  async endById(db: Queryable, email: string, id: string): Promise<boolean> {
    const rows = (await db.query(
      `WITH ended AS (DELETE FROM ${this.table} WHERE email = $1 AND id = $2 RETURNING 1) SELECT * FROM ended`,
      [email, id],
    )) as unknown[];
    return rows.length > 0;
  }

  /** Ends every session of the email but `keep`. */
  async endOthers(db: Queryable, email: string, keep: string): Promise<void> {
    await db.query(`DELETE FROM ${this.table} WHERE email = $1 AND id <> $2`, [email, keep]);
  }

  /** Deletes the sessions that ended before `before`. */
  async sweepExpired(db: Queryable, before: Date): Promise<void> {
    await db.query(`DELETE FROM ${this.table} WHERE expires_at < $1`, [before]);
  }
}

class CommissionerSessionStore extends DeviceSessionStore {
  constructor() {
    super('commissioner_sessions');
  }

  /** Ends every session of an email that runs no active league (any more). */
  async endIfRunsNoLeague(db: Queryable, email: string): Promise<void> {
    await db.query(
      `DELETE FROM commissioner_sessions WHERE email = $1
          AND NOT EXISTS (SELECT 1 FROM leagues WHERE commissioner_email = $1 AND active)`,
      [email],
    );
  }
}

export const commissionerSessions = new CommissionerSessionStore();

/** A person's devices (issue 29): signed in by a mailed link or a passkey. */
export const personSessions = new DeviceSessionStore('person_sessions');
