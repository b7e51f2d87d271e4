import { CommissionerSession } from '@tribal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { deviceLabel } from '../common/device-label';
import { DeviceSessionStore } from './sessions.sql';

/**
 * What a commissioner's and a person's sessions have in common, over their own store and idle time: one session per
 * device, a token answered once and kept only as its digest, sliding on each use, listed by device and ended by id.
 * What each session opens is decided elsewhere (the caller resolver reads its email on every request).
 */
export abstract class DeviceSessions {
  protected constructor(
    protected readonly db: DataSource,
    protected readonly clock: Clock,
    private readonly store: DeviceSessionStore,
    private readonly idleMs: number,
  ) {}

  /**
   * Opens a session for `email` (in the caller's transaction when given); answers the token, shown only once.
   * `userAgent` only gives the session a short label in the devices list.
   */
  openSession(email: string, manager: EntityManager = this.db.manager, userAgent?: string): Promise<string> {
    return this.store.open(manager, email.toLowerCase(), this.clock.now(), this.idleMs, deviceLabel(userAgent));
  }

  /** The valid session of a token (its id and email), or null; its use is recorded. */
  async sessionOf(token: string | undefined): Promise<{ id: string; email: string } | null> {
    if (!token || token.length > 200) return null;
    return (await this.store.use(this.db, token, this.clock.now(), this.idleMs)) ?? null;
  }

  /** The email's live sessions, newest use first; `current` marks the asking device's. Never a token or digest. */
  async sessionsOf(email: string, current: string): Promise<CommissionerSession[]> {
    const rows = await this.store.list(this.db, email, this.clock.now());
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
    await this.store.end(this.db, token);
  }

  /** Ends one of the email's sessions by its id; false when the email has no such session. */
  endSessionById(email: string, id: string): Promise<boolean> {
    return this.store.endById(this.db, email, id);
  }

  /** "Sign out every other device": ends every session of the email but `keep`. */
  async endOtherSessions(email: string, keep: string): Promise<void> {
    await this.store.endOthers(this.db, email, keep);
  }
}
