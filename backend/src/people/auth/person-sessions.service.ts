import { Injectable } from '@nestjs/common';
import { PERSON_SESSION_IDLE_DAYS } from '@tribal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { DeviceSessions } from '../../sign-in/device-sessions';
import { personSessions } from '../../sign-in/sessions.sql';
import { entriesOwnedBy, OwnedEntryRow } from '../people.sql';

/**
 * A person's sessions (issue 29): opened by an emailed link or a passkey, one per device, held only as digests. A
 * session names an email, not an entry: what it opens (entries, leagues run) is looked up on every request, so an
 * entry joined on another device is there at once. It slides: it ends 90 days after its last use, or when the
 * person signs it out.
 */
@Injectable()
export class PersonSessionsService extends DeviceSessions {
  constructor(db: DataSource, clock: Clock) {
    super(db, clock, personSessions, PERSON_SESSION_IDLE_DAYS * 86_400_000);
  }

  /** Every entry the person owns: joined with their address, or attached to them. */
  entriesOf(email: string, manager: EntityManager = this.db.manager): Promise<OwnedEntryRow[]> {
    return entriesOwnedBy(manager, email.toLowerCase());
  }
}
