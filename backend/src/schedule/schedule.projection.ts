import { Injectable } from '@nestjs/common';
import { EventsIn, eventTypes } from '../app-events';
import { ProjectionContext } from '../event-store/projection';
import { RegisteredProjection } from '../event-store/registered-projection';
import { StoredEvent } from '../event-store/stored-event';
import { replaceSeasonSchedule } from './schedule.sql';

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
    await replaceSeasonSchedule(manager, season, airTimes);
    afterCommit(new SeasonScheduleChanged(season));
  }
}
