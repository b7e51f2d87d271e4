import { Injectable } from '@nestjs/common';
import { seasonEpisodeRanges } from '@tribal/contracts';
import { EventsIn, eventTypes } from '../app-events';
import { ProjectionContext } from '../event-store/projection';
import { RegisteredProjection } from '../event-store/registered-projection';
import { StoredEvent } from '../event-store/stored-event';
import { insertSeason, updateSeason } from './seasons.sql';

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
        await insertSeason(manager, {
          number: season,
          title,
          premiere,
          episodes,
          pickFirst: pick.first,
          pickLast: pick.last,
          openedAt,
        });
        return;
      }
      case 'SeasonEdited': {
        const { season, title, premiere, episodes } = event.data;
        const { pick } = seasonEpisodeRanges(episodes);
        await updateSeason(manager, {
          number: season,
          title,
          premiere,
          episodes,
          pickFirst: pick.first,
          pickLast: pick.last,
        });
        return;
      }
    }
  }
}
