import { Injectable } from '@nestjs/common';
import { seasonEpisodeRanges } from '@tribal/contracts';
import { EventsIn, eventTypes } from '../app-events';
import { ProjectionContext } from '../event-store/projection';
import { RegisteredProjection } from '../event-store/registered-projection';
import { StoredEvent } from '../event-store/stored-event';

const HANDLES = eventTypes('SeasonOpened', 'SeasonEdited');
type Handled = EventsIn<typeof HANDLES>;

/** Read table `seasons`: one row per season opened, with its pick episodes (for SQL) from contracts' ranges. */
@Injectable()
export class SeasonsProjection extends RegisteredProjection<Handled> {
  readonly name = 'seasons';
  readonly readTables = ['seasons'];
  readonly handles = HANDLES;

  async apply(event: StoredEvent<Handled>, { manager }: ProjectionContext): Promise<void> {
    switch (event.type) {
      case 'SeasonOpened': {
        const { season, title, premiere, episodes, openedAt } = event.data;
        const { pick } = seasonEpisodeRanges(episodes);
        await manager.query(
          `INSERT INTO seasons (number, title, premiere, episodes, pick_first, pick_last, opened_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [season, title, premiere, episodes, pick.first, pick.last, openedAt],
        );
        return;
      }
      case 'SeasonEdited': {
        const { season, title, premiere, episodes } = event.data;
        const { pick } = seasonEpisodeRanges(episodes);
        await manager.query(
          'UPDATE seasons SET title = $2, premiere = $3, episodes = $4, pick_first = $5, pick_last = $6 WHERE number = $1',
          [season, title, premiere, episodes, pick.first, pick.last],
        );
        return;
      }
    }
  }
}
