import { EmailAllEvent } from './admin/email-all/domain/email-all.events';
import { CastawayEvent } from './castaways/domain/castaway.events';
import { ChatEvent } from './chat/domain/chat.events';
import { DraftEvent } from './drafts/domain/draft.events';
import { LeagueScoringEvent } from './league-scoring/domain/league-scoring.events';
import { LeagueEvent } from './leagues/domain/league.events';
import { MemberEmailEvent } from './member-emails/domain/member-email.events';
import { PersonEvent } from './people/domain/person.events';
import { PickEvent } from './picks/domain/pick.events';
import { PushEvent } from './push/domain/push.events';
import { ReminderEvent } from './reminders/domain/reminder.events';
import { ProblemReportEvent } from './reports/domain/problem-report.events';
import { ScheduleEvent } from './schedule/domain/schedule.events';
import { InventoryAdjusted, ScoreEvent } from './scoring/domain/score.events';
import { SeasonEvent } from './seasons/domain/season.events';

/** Every event the app stores, feature by feature (each feature's `*.events.ts` declares its own union). */
export type AppEvent =
  | LeagueEvent
  | DraftEvent
  | PickEvent
  | ScoreEvent
  | InventoryAdjusted
  | CastawayEvent
  | SeasonEvent
  | ScheduleEvent
  | ReminderEvent
  | ProblemReportEvent
  | EmailAllEvent
  | MemberEmailEvent
  | PersonEvent
  | PushEvent
  | LeagueScoringEvent
  | ChatEvent;

export type AppEventType = AppEvent['type'];

/** The events of the given type names. */
export type AppEventOf<Type extends AppEventType> = Extract<AppEvent, { type: Type }>;

/**
 * The event types a projection handles: the event store passes it only events of these types, and its `apply`
 * takes `StoredEvent<EventsIn<typeof ...>>`, so a `switch` on the type narrows each event's data.
 */
export const eventTypes = <const Type extends AppEventType>(...types: Type[]): ReadonlySet<Type> => new Set(types);

/** The events named by a set of event types (see `eventTypes`). */
export type EventsIn<Types extends ReadonlySet<AppEventType>> =
  Types extends ReadonlySet<infer Type extends AppEventType> ? AppEventOf<Type> : never;
