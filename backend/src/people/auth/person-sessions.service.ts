import { Injectable } from '@nestjs/common';
import { PERSON_SESSION_IDLE_DAYS, PersonSession } from '@tribal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { deviceLabel } from '../../common/device-label';
import { personSessions } from '../../sign-in/sessions.sql';
import { entriesOwnedBy, OwnedEntryRow } from '../people.sql';

const IDLE_MS = PERSON_SESSION_IDLE_DAYS * 86_400_000;

/**
 * A person's sessions (issue 29): opened by an emailed link or a passkey, one per device, held only as digests. A
 * session names an email, not an entry: what it opens (entries, leagues run) is looked up on every request, so an
 * entry joined on another device is there at once. It slides: it ends 90 days after its last use, or when the
 * person signs it out.
 */
@Injectable()
export class PersonSessionsService {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * Opens a session for `email` (in the caller's transaction when given); answers the token, shown only once.
   * `userAgent` only gives the session a short label in the devices list.
   */
  openSession(email: string, manager: EntityManager = this.db.manager, userAgent?: string): Promise<string> {
    return personSessions.open(manager, email.toLowerCase(), this.clock.now(), IDLE_MS, deviceLabel(userAgent));
  }

  /** The valid session of a token (its id and email), or null; its use is recorded. */
  async sessionOf(token: string | undefined): Promise<{ id: string; email: string } | null> {
    if (!token || token.length > 200) return null;
    return (await personSessions.use(this.db, token, this.clock.now(), IDLE_MS)) ?? null;
  }

  /** The email's live sessions, newest use first; `current` marks the asking device's. Never a token or digest. */
  async sessionsOf(email: string, current: string): Promise<PersonSession[]> {
    const rows = await personSessions.list(this.db, email, this.clock.now());
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      device: row.device,
      thisDevice: row.id === current,
    }));
  }

  /** Signs one of the email's devices out by its session id; false when the email has no such session. */
  endSessionById(email: string, id: string): Promise<boolean> {
    return personSessions.endById(this.db, email, id);
  }

  /** Every entry the person owns: joined with their address, or attached to them. */
  entriesOf(email: string, manager: EntityManager = this.db.manager): Promise<OwnedEntryRow[]> {
    return entriesOwnedBy(manager, email.toLowerCase());
  }
}
