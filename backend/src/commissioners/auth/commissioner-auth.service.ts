import { Injectable } from '@nestjs/common';
import { COMMISSIONER_SESSION_IDLE_DAYS } from '@tribal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { DeviceSessions } from '../../sign-in/device-sessions';
import { commissionerSessions } from '../../sign-in/sessions.sql';

/**
 * Commissioner sessions: like the admin's, security state rather than game facts, so a plain table holding only
 * digests. A session names an email, not a league: what it may manage is looked up on every request. It slides:
 * it ends 14 days after its last use (review 2026-11-26 N9), or when its commissioner ends it, or when the email
 * runs no league any more.
 */
@Injectable()
export class CommissionerAuthService extends DeviceSessions {
  constructor(db: DataSource, clock: Clock) {
    super(db, clock, commissionerSessions, COMMISSIONER_SESSION_IDLE_DAYS * 86_400_000);
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
