import { Injectable } from '@nestjs/common';
import { COMMISSIONER_SESSION_IDLE_DAYS, CommissionerSession } from '@tribal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { digestSecret, newSecret } from '../../common/secrets';
import { deviceLabel } from './device-label';

const IDLE_MS = COMMISSIONER_SESSION_IDLE_DAYS * 86_400_000;

interface SessionRow {
  id: string;
  created_at: Date;
  last_used_at: Date;
  device: string | null;
}

/**
 * Commissioner sessions: like the admin's, security state rather than game facts, so a plain table holding only
 * digests. A session names an email, not a league: what it may manage is looked up on every request. It slides:
 * it ends 14 days after its last use (review 2026-11-26 N9), or when its commissioner ends it, or when the email
 * runs no league any more.
 */
@Injectable()
export class CommissionerAuthService {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * Opens a session for `email` (in the caller's transaction when given); answers the token, shown only once.
   * `userAgent` only gives the session a short label in the sessions list.
   */
  async openSession(email: string, manager: EntityManager = this.db.manager, userAgent?: string): Promise<string> {
    const token = newSecret();
    const now = this.clock.now();
    await manager.query(
      `INSERT INTO commissioner_sessions (token_hash, email, created_at, last_used_at, expires_at, device)
       VALUES ($1, $2, $3, $3, $4, $5)`,
      [digestSecret(token), email.toLowerCase(), now, new Date(now.getTime() + IDLE_MS), deviceLabel(userAgent)],
    );
    return token;
  }

  /** The email a valid session belongs to, or null. Each use moves the session's end 14 days on. */
  async emailOf(token: string | undefined): Promise<string | null> {
    return (await this.sessionOf(token))?.email ?? null;
  }

  /** The valid session of a token (its id and email), or null; its use is recorded. */
  async sessionOf(token: string | undefined): Promise<{ id: string; email: string } | null> {
    if (!token || token.length > 200) return null;
    const now = this.clock.now();
    const rows: Array<{ id: string; email: string }> = await this.db.query(
      `WITH used AS (
         UPDATE commissioner_sessions SET last_used_at = $2, expires_at = $3
          WHERE token_hash = $1 AND expires_at > $2
          RETURNING id, email)
       SELECT * FROM used`,
      [digestSecret(token), now, new Date(now.getTime() + IDLE_MS)],
    );
    return rows[0] ?? null;
  }

  /** The email's live sessions, newest use first; `current` marks the asking device's. Never a token or digest. */
  async sessionsOf(email: string, current: string): Promise<CommissionerSession[]> {
    const rows: SessionRow[] = await this.db.query(
      `SELECT id, created_at, last_used_at, device FROM commissioner_sessions
        WHERE email = $1 AND expires_at > $2 ORDER BY last_used_at DESC, id`,
      [email, this.clock.now()],
    );
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at.toISOString(),
      lastUsedAt: row.last_used_at.toISOString(),
      device: row.device,
      thisDevice: row.id === current,
    }));
  }

  /** Signs this device out. */
  async endSession(token: string): Promise<void> {
    await this.db.query('DELETE FROM commissioner_sessions WHERE token_hash = $1', [digestSecret(token)]);
  }

  /** Ends one of the email's sessions by its id; false when the email has no such session. */
  async endSessionById(email: string, id: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `WITH ended AS (DELETE FROM commissioner_sessions WHERE email = $1 AND id = $2 RETURNING 1) SELECT * FROM ended`,
      [email, id],
    );
    return rows.length > 0;
  }

  /** "Sign out every other device": ends every session of the email but `keep`. */
  async endOtherSessions(email: string, keep: string): Promise<void> {
    await this.db.query('DELETE FROM commissioner_sessions WHERE email = $1 AND id <> $2', [email, keep]);
  }

  /**
   * After a league changes hands or goes (in that command's transaction, its projection already applied): an email
   * that runs no league any more keeps no session, so a lost or shared device loses its power with the league.
   */
  async endSessionsIfRunsNoLeague(email: string | null, manager: EntityManager): Promise<void> {
    if (!email) return;
    await manager.query(
      `DELETE FROM commissioner_sessions WHERE email = $1
          AND NOT EXISTS (SELECT 1 FROM leagues WHERE commissioner_email = $1 AND active)`,
      [email.toLowerCase()],
    );
  }

  /** The active leagues an email runs, by name. */
  async leaguesOf(
    email: string,
    manager: EntityManager = this.db.manager,
  ): Promise<Array<{ id: string; name: string }>> {
    return manager.query('SELECT id, name FROM leagues WHERE commissioner_email = $1 AND active ORDER BY name, id', [
      email.toLowerCase(),
    ]);
  }
}
