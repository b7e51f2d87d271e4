import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { digestSecret, newSecret } from '../../common/secrets';

/** A commissioner stays signed in on a device for this long; signing in again by link gives a fresh session. */
export const COMMISSIONER_SESSION_DAYS = 30;

/**
 * Commissioner sessions: like the admin's, security state rather than game facts, so a plain table holding only
 * digests. A session names an email, not a league: what it may manage is looked up on every request.
 */
@Injectable()
export class CommissionerAuthService {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Opens a session for `email` (in the caller's transaction when given); answers the token, shown only once. */
  async openSession(email: string, manager: EntityManager = this.db.manager): Promise<string> {
    const token = newSecret();
    const now = this.clock.now();
    await manager.query(
      'INSERT INTO commissioner_sessions (token_hash, email, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [digestSecret(token), email.toLowerCase(), now, new Date(now.getTime() + COMMISSIONER_SESSION_DAYS * 86_400_000)],
    );
    return token;
  }

  /** The email a valid session belongs to, or null. */
  async emailOf(token: string | undefined): Promise<string | null> {
    if (!token || token.length > 200) return null;
    const rows: Array<{ email: string }> = await this.db.query(
      'SELECT email FROM commissioner_sessions WHERE token_hash = $1 AND expires_at > $2',
      [digestSecret(token), this.clock.now()],
    );
    return rows[0]?.email ?? null;
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
