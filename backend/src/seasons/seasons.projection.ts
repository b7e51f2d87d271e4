import { Injectable, OnModuleInit } from '@nestjs/common';
import { seasonEpisodeRanges } from '@tribal/contracts';
import { Projection, ProjectionContext } from '../event-store/projection';
import { ProjectionRegistry } from '../event-store/projection-registry';
import { StoredEvent } from '../event-store/stored-event';
import { SeasonEvent } from './domain/season.events';

/** Read table `seasons`: one row per season opened, with its pick episodes (for SQL) from contracts' ranges. */
@Injectable()
export class SeasonsProjection implements Projection, OnModuleInit {
  readonly name = 'seasons';
  readonly readTables = ['seasons'] as const;

  constructor(private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async apply(stored: StoredEvent, { manager }: ProjectionContext): Promise<void> {
    const event = stored as unknown as SeasonEvent;
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
