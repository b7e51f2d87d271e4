import { Injectable } from '@nestjs/common';
import { EventsIn, eventTypes } from '../app-events';
import { ProjectionContext } from '../event-store/projection';
import { RegisteredProjection } from '../event-store/registered-projection';
import { StoredEvent } from '../event-store/stored-event';
import { insertProblemReport } from './reports.sql';

const HANDLES = eventTypes('ProblemReported');
type Handled = EventsIn<typeof HANDLES>;

/**
 * Read table `problem_reports`. The screenshots' bytes (`report_screenshots`) are not a projection: they are
 * not in the events, so a rebuild must leave them where they are.
 */
@Injectable()
export class ReportsProjection extends RegisteredProjection<Handled> {
  readonly name = 'reports';
  readonly readTables = ['problem_reports'];
  readonly handles = HANDLES;

  async apply(event: StoredEvent<Handled>, { manager }: ProjectionContext): Promise<void> {
    await insertProblemReport(manager, event.data);
  }
}
