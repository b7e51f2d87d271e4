import { Injectable } from '@nestjs/common';
import { EventsIn, eventTypes } from '../app-events';
import { ProjectionContext } from '../event-store/projection';
import { RegisteredProjection } from '../event-store/registered-projection';
import { StoredEvent } from '../event-store/stored-event';
import { recordEntryAttached } from './people.sql';

const HANDLES = eventTypes('EntryAttachedToPerson');
type Handled = EventsIn<typeof HANDLES>;

/** Read table `person_entries`, read by `entriesOwnedBy` (who may play an entry with only their session). */
@Injectable()
export class PersonEntriesProjection extends RegisteredProjection<Handled> {
  readonly name = 'person-entries';
  readonly readTables = ['person_entries'];
  readonly handles = HANDLES;

  async apply(event: StoredEvent<Handled>, { manager }: ProjectionContext): Promise<void> {
    await recordEntryAttached(manager, event.data);
  }
}
