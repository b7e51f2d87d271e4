import { Injectable } from '@nestjs/common';
import { EventsIn, eventTypes } from '../app-events';
import { ProjectionContext } from '../event-store/projection';
import { RegisteredProjection } from '../event-store/registered-projection';
import { StoredEvent } from '../event-store/stored-event';

const HANDLES = eventTypes('SeasonScheduleSet');
type Handled = EventsIn<typeof HANDLES>;

/** After commit: a season's air times changed, so default deadlines (and their reminders) moved. */
export class SeasonScheduleChanged {
  constructor(readonly season: number) {}
}

/** Read table `season_schedule`: one row per scheduled episode. */
@Injectable()
export class ScheduleProjection extends RegisteredProjection<Handled> {
  readonly name = 'season-schedule';
  readonly readTables = ['season_schedule'];
  readonly handles = HANDLES;

  async apply(event: StoredEvent<Handled>, { manager, afterCommit }: ProjectionContext): Promise<void> {
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
