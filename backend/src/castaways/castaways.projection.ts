import { Injectable } from '@nestjs/common';
import { castawayPhotoUrl } from '@tribal/contracts';
import { EventsIn, eventTypes } from '../app-events';
import { ProjectionContext } from '../event-store/projection';
import { RegisteredProjection } from '../event-store/registered-projection';
import { StoredEvent } from '../event-store/stored-event';

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
      case 'CastawayUpdated': {
        const d = event.data;
        await manager.query(
          `INSERT INTO castaways (id, season, name, age, occupation, tribe, image_url) VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (id) DO UPDATE SET name = $3, age = $4, occupation = $5, tribe = $6, image_url = $7`,
          [d.castawayId, d.season, d.name, d.age, d.occupation, d.tribe, d.imageUrl],
        );
        return;
      }
      case 'CastawayRemoved':
        await manager.query('DELETE FROM castaways WHERE id = $1', [event.data.castawayId]);
        await manager.query('DELETE FROM castaway_tribes WHERE castaway_id = $1', [event.data.castawayId]);
        return;
      case 'CastawayPhotoChanged': {
        const { castawayId, sha256 } = event.data;
        await manager.query('UPDATE castaways SET photo_sha256 = $2, image_url = $3 WHERE id = $1', [
          castawayId,
          sha256,
          castawayPhotoUrl(castawayId, sha256),
        ]);
        return;
      }
      case 'TribesChanged': {
        const { season, fromEpisode, tribes } = event.data;
        const ids = Object.keys(tribes).map(Number);
        await manager.query(
          `INSERT INTO castaway_tribes (season, castaway_id, from_episode, tribe)
           SELECT $1, id, $2, tribe FROM unnest($3::int[], $4::text[]) AS t(id, tribe)
           ON CONFLICT (season, castaway_id, from_episode) DO UPDATE SET tribe = EXCLUDED.tribe`,
          [season, fromEpisode, ids, ids.map((id) => tribes[id])],
        );
        return;
      }
    }
  }
}
