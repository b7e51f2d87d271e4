import { Injectable } from '@nestjs/common';
import { COMMISSIONER_SESSION_IDLE_DAYS, CommissionerSession } from '@tribal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { deviceLabel } from '../../common/device-label';
import { commissionerSessions } from '../../sign-in/sessions.sql';

const IDLE_MS = COMMISSIONER_SESSION_IDLE_DAYS * 86_400_000;

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
    return commissionerSessions.open(manager, email.toLowerCase(), this.clock.now(), IDLE_MS, deviceLabel(userAgent));
  }

  /** The valid session of a token (its id and email), or null; its use is recorded. */
  async sessionOf(token: string | undefined): Promise<{ id: string; email: string } | null> {
    if (!token || token.length > 200) return null;
    return (await commissionerSessions.use(this.db, token, this.clock.now(), IDLE_MS)) ?? null;
  }

  /** The email's live sessions, newest use first; `current` marks the asking device's. Never a token or digest. */
  async sessionsOf(email: string, current: string): Promise<CommissionerSession[]> {
    const rows = await commissionerSessions.list(this.db, email, this.clock.now());
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      device: row.device,
      thisDevice: row.id === current,
    }));
  }

  /** Signs this device out. */
  async endSession(token: string): Promise<void> {
    await commissionerSessions.end(this.db, token);
  }

  /** Ends one of the email's sessions by its id; false when the email has no such session. */
  async endSessionById(email: string, id: string): Promise<boolean> {
    return commissionerSessions.endById(this.db, email, id);
  }

  /** "Sign out every other device": ends every session of the email but `keep`. */
  async endOtherSessions(email: string, keep: string): Promise<void> {
    await commissionerSessions.endOthers(this.db, email, keep);
  }

  /**
   * After a league changes hands or goes (in that command's transaction, its projection already applied): an email
   * that runs no league any more keeps no session, so a lost or shared device loses its power with the league.
   */
  async endSessionsIfRunsNoLeague(email: string | null, manager: EntityManager): Promise<void> {
    if (!email) return;
    await commissionerSessions.endIfRunsNoLeague(manager, email.toLowerCase());
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
