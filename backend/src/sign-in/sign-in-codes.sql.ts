import { digestSecret, newSecret } from '../common/secrets';

/**
 * The single-use codes mailed as links: a commissioner's activation and sign-in links, a member's sign-in and
 * rejoin links, a person's sign-in link, the email-confirmation link and the admin's password-reset link. Each kind keeps its own table
 * (their rows carry different things), but they are one concept with one life: issued with its mail, redeemed at
 * most once before it expires, cancelled by a newer link, swept once long expired. This store is the only writer
 * of those tables.
 *
 * Secrets are kept out of the event log on purpose: the tables hold only each code's digest, the code itself
 * travels in the mail (whose body the outbox clears once settled).
 */

/** Runs a statement: a command's `tx.manager`, so the code lives and dies with its transaction, or the data source. */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** One kind of code: its table, the column its digest is in, and the column of each field it carries. */
interface CodeKind<F> {
  table: string;
  digestColumn: string;
  columns: { readonly [K in keyof F]-?: string };
}

/** Which codes a statement concerns: a value matches itself, a list any of its values, null an empty column. */
export type CodeMatch<F> = { [K in keyof F]?: F[K] | readonly NonNullable<F[K]>[] };

/** What the mail needs (the code) and what names the mail once (the digest, for its intent key). */
export interface IssuedCode {
  code: string;
  codeHash: string;
}

export class SignInCodeStore<F extends object> {
  constructor(private readonly kind: CodeKind<F>) {}

  /** Stores a new code's digest, valid for `lifetimeMs` from `now`; answers the code, which only the mail keeps. */
  async issue(db: Queryable, fields: F, now: Date, lifetimeMs: number): Promise<IssuedCode> {
    const code = newSecret();
    const codeHash = digestSecret(code);
    const keys = this.keys();
    const columns = [this.kind.digestColumn, ...keys.map((k) => this.kind.columns[k]), 'created_at', 'expires_at'];
    await db.query(
      `INSERT INTO ${this.kind.table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      [codeHash, ...keys.map((k) => fields[k] ?? null), now, new Date(now.getTime() + lifetimeMs)],
    );
    return { code, codeHash };
  }

  /**
   * Uses the code up, if it is unused, unexpired and matches `match`; answers what it carries, or undefined. In the
   * caller's transaction the UPDATE holds the row's lock: two devices racing with one link cannot both win, and a
   * claim refused later in the transaction leaves the code as it was.
   */
  async redeem(db: Queryable, code: string, now: Date, match: CodeMatch<F> = {}): Promise<F | undefined> {
    const parameters: unknown[] = [digestSecret(code), now];
    const returning = this.keys().map((k) => `${this.kind.columns[k]} AS "${String(k)}"`);
    const rows = (await db.query(
      // (TypeORM answers an UPDATE's RETURNING as [rows, count]; a CTE makes it a plain SELECT answer.)
      `WITH used AS (
         UPDATE ${this.kind.table} SET used_at = $2
          WHERE ${this.kind.digestColumn} = $1 AND used_at IS NULL AND expires_at > $2${this.and(match, parameters)}
          RETURNING ${returning.length > 0 ? returning.join(', ') : '1 AS used'})
       SELECT * FROM used`,
      parameters,
    )) as F[];
    return rows[0];
  }

  /** A newer link cancels the earlier unused ones that match: only the newest mail opens anything (review N9). */
  async cancelUnused(db: Queryable, match: CodeMatch<F>, now: Date): Promise<void> {
    const parameters: unknown[] = [now];
    await db.query(
      `UPDATE ${this.kind.table} SET expires_at = $1
        WHERE used_at IS NULL AND expires_at > $1${this.and(match, parameters)}`,
      parameters,
    );
  }

  /** Whether a matching code issued after `issuedAfter` is still unused and open (its mail is still in the inbox). */
  async hasOpen(db: Queryable, match: CodeMatch<F>, now: Date, issuedAfter: Date): Promise<boolean> {
    const parameters: unknown[] = [now, issuedAfter];
    const rows = (await db.query(
      `SELECT 1 FROM ${this.kind.table}
        WHERE used_at IS NULL AND expires_at > $1 AND created_at > $2${this.and(match, parameters)} LIMIT 1`,
      parameters,
    )) as unknown[];
    return rows.length > 0;
  }

  /**
   * Whether a code was ever issued (used, expired or open): a link that fails to redeem but was issued is gone (410,
   * ask for a new one); one never issued is wrong (400).
   */
  async wasIssued(db: Queryable, code: string): Promise<boolean> {
    const rows = (await db.query(`SELECT 1 FROM ${this.kind.table} WHERE ${this.kind.digestColumn} = $1`, [
      digestSecret(code),
    ])) as unknown[];
    return rows.length > 0;
  }

  /** Deletes the codes that expired before `before`: they open nothing any more. */
  async sweepExpired(db: Queryable, before: Date): Promise<void> {
    await db.query(`DELETE FROM ${this.kind.table} WHERE expires_at < $1`, [before]);
  }

  private keys(): Array<keyof F> {
    return Object.keys(this.kind.columns) as Array<keyof F>;
  }

  /** ` AND column = $n` for each field of `match`, its values appended to `parameters`. */
  private and(match: CodeMatch<F>, parameters: unknown[]): string {
    let sql = '';
    for (const [key, value] of Object.entries(match) as Array<[keyof F, unknown]>) {
      if (value === undefined) continue;
      const column = this.kind.columns[key];
      if (value === null) {
        sql += ` AND ${column} IS NULL`;
        continue;
      }
      parameters.push(value);
      sql += Array.isArray(value)
        ? ` AND ${column} = ANY($${parameters.length})`
        : ` AND ${column} = $${parameters.length}`;
    }
    return sql;
  }
}

/** A commissioner's link: `activate` starts their league (and names it), `claim` signs a device in. */
export interface CommissionerCode {
  purpose: 'activate' | 'claim';
  email: string;
  leagueId: string | null;
}

/** A member's link to one entry: a sign-in link, or a rejoin link for the season the league moved on to. */
export interface EntrySignInCode {
  leagueId: string;
  userName: string;
  entryId: string;
  /** the season a rejoin link was mailed for; null for a sign-in link */
  rejoinSeason: number | null;
}

/** The link that confirms an address owner reads it (no league mail reaches it before). */
export interface EmailConfirmationCode {
  email: string;
}

export const commissionerCodes = new SignInCodeStore<CommissionerCode>({
  table: 'commissioner_codes',
  digestColumn: 'code_hash',
  columns: { purpose: 'purpose', email: 'email', leagueId: 'league_id' },
});

export const entrySignInCodes = new SignInCodeStore<EntrySignInCode>({
  table: 'entry_sign_in_codes',
  digestColumn: 'code_hash',
  columns: { leagueId: 'league_id', userName: 'user_name', entryId: 'entry_id', rejoinSeason: 'rejoin_season' },
});

export const emailConfirmationCodes = new SignInCodeStore<EmailConfirmationCode>({
  table: 'email_confirmation_codes',
  digestColumn: 'code_hash',
  columns: { email: 'email' },
});

/** A person's sign-in link (issue 29): it signs a device in as the person of that address. */
export interface PersonSignInCode {
  email: string;
}

export const personSignInCodes = new SignInCodeStore<PersonSignInCode>({
  table: 'person_sign_in_codes',
  digestColumn: 'code_hash',
  columns: { email: 'email' },
});

/** The admin's password-reset link carries nothing: there is one admin. */
export const adminPasswordResetCodes = new SignInCodeStore<Record<never, never>>({
  table: 'admin_password_resets',
  digestColumn: 'token_hash',
  columns: {},
});
