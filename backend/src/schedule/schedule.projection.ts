import { Injectable, OnModuleInit } from '@nestjs/common';
import { Projection, ProjectionContext } from '../event-store/projection';
import { ProjectionRegistry } from '../event-store/projection-registry';
import { StoredEvent } from '../event-store/stored-event';
import { ScheduleEvent } from './domain/schedule.events';

/** After commit: a season's air times changed, so default deadlines (and their reminders) moved. */
export class SeasonScheduleChanged {
  constructor(readonly season: number) {}
}

/** Read table `season_schedule`: one row per scheduled episode. */
@Injectable()
export class ScheduleProjection implements Projection, OnModuleInit {
  readonly name = 'season-schedule';
  readonly readTables = ['season_schedule'] as const;

  constructor(private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async apply(stored: StoredEvent, { manager, afterCommit }: ProjectionContext): Promise<void> {
    const event = stored as unknown as ScheduleEvent;
    if (event.type !== 'SeasonScheduleSet') return;
    const { season, airTimes } = event.data;
    await manager.query('DELETE FROM season_schedule WHERE season = $1', [season]);
    await manager.query(
      `INSERT INTO season_schedule (season, episode, air_time)
       SELECT $1, key::int, value::timestamptz FROM jsonb_each_text($2::jsonb)`,
      [season, JSON.stringify(airTimes)],
    );
    afterCommit(new SeasonScheduleChanged(season));
  }
}
