import { Injectable, OnModuleInit } from '@nestjs/common';
import { Projection, ProjectionContext } from '../event-store/projection';
import { ProjectionRegistry } from '../event-store/projection-registry';
import { StoredEvent } from '../event-store/stored-event';
import { LeagueEvent } from '../leagues/domain/league.events';
import { ScheduleEvent } from '../schedule/domain/schedule.events';
import { ReminderEvent } from './domain/reminder.events';

/** After commit: a league's draft deadline or cutoffs changed (null: a season's schedule, so any league's). */
export class ReminderDeadlinesChanged {
  constructor(readonly leagueId: string | null) {}
}

/** Read tables `reminders_sent` and `reminder_unsubscribes`. */
@Injectable()
export class RemindersProjection implements Projection, OnModuleInit {
  readonly name = 'reminders';
  readonly readTables = ['reminders_sent', 'reminder_unsubscribes'] as const;

  constructor(private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async apply(stored: StoredEvent, { manager, afterCommit }: ProjectionContext): Promise<void> {
    const event = stored as unknown as ReminderEvent | LeagueEvent | ScheduleEvent;
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
