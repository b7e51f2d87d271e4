import { Injectable } from '@nestjs/common';
import { EventsIn, eventTypes } from '../app-events';
import { ProjectionContext } from '../event-store/projection';
import { RegisteredProjection } from '../event-store/registered-projection';
import { StoredEvent } from '../event-store/stored-event';
import { changeTribes, deleteCastaway, setCastawayPhoto, upsertCastaway } from './castaways.sql';

const HANDLES = eventTypes(
  'CastawayAdded',
  'CastawayUpdated',
  'CastawayRemoved',
  'CastawayPhotoChanged',
  'TribesChanged',
);
type Handled = EventsIn<typeof HANDLES>;

/** Read tables `castaways` and `castaway_tribes` (tribe changes from an episode on). */
@Injectable()
export class CastawaysProjection extends RegisteredProjection<Handled> {
  readonly name = 'castaways';
  readonly readTables = ['castaways', 'castaway_tribes'];
  readonly handles = HANDLES;

  async apply(event: StoredEvent<Handled>, { manager }: ProjectionContext): Promise<void> {
    switch (event.type) {
      case 'CastawayAdded':
      case 'CastawayUpdated':
        await upsertCastaway(manager, event.data);
        return;
      case 'CastawayRemoved':
        await deleteCastaway(manager, event.data.castawayId);
        return;
      case 'CastawayPhotoChanged':
        await setCastawayPhoto(manager, event.data.castawayId, event.data.sha256);
        return;
      case 'TribesChanged':
        await changeTribes(manager, event.data.season, event.data.fromEpisode, event.data.tribes);
        return;
    }
  }
}
