import { Injectable } from '@nestjs/common';
import { EventsIn, eventTypes } from '../app-events';
import { ProjectionContext } from '../event-store/projection';
import { RegisteredProjection } from '../event-store/registered-projection';
import { StoredEvent } from '../event-store/stored-event';

const HANDLES = eventTypes(
  'ReminderSent',
  'ReminderUnsubscribed',
  'SeasonScheduleSet',
  'DraftDeadlineSet',
  'EliminationCutoffsSet',
);
type Handled = EventsIn<typeof HANDLES>;

/** After commit: a league's draft deadline or cutoffs changed (null: a season's schedule, so any league's). */
export class ReminderDeadlinesChanged {
  constructor(readonly leagueId: string | null) {}
}

/** Read tables `reminders_sent` and `reminder_unsubscribes`. */
@Injectable()
export class RemindersProjection extends RegisteredProjection<Handled> {
  readonly name = 'reminders';
  readonly readTables = ['reminders_sent', 'reminder_unsubscribes'];
  readonly handles = HANDLES;

  async apply(event: StoredEvent<Handled>, { manager, afterCommit }: ProjectionContext): Promise<void> {
    switch (event.type) {
      case 'ReminderSent': {
        const d = event.data;
        // No ON CONFLICT: a second reminder for one deadline would be a bug, and failing keeps its mail unsent.
        await manager.query(
          `INSERT INTO reminders_sent (league_id, kind, episode, deadline, recipients, sent_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [d.leagueId, d.kind, d.episode ?? 0, d.deadline, d.recipients.length, d.sentAt],
        );
        return;
      }
      case 'ReminderUnsubscribed':
        await manager.query(
          'INSERT INTO reminder_unsubscribes (email, unsubscribed_at) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING',
          [event.data.email, event.data.unsubscribedAt],
        );
        return;
      // The schedule's air times are the default cutoffs of every league of the season.
      case 'SeasonScheduleSet':
        afterCommit(new ReminderDeadlinesChanged(null));
        return;
      case 'DraftDeadlineSet':
      case 'EliminationCutoffsSet':
        afterCommit(new ReminderDeadlinesChanged(event.data.leagueId));
        return;
    }
  }
}
