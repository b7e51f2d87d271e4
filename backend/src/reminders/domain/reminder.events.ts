import { createHash } from 'node:crypto';
import { NewEvent, streamOf } from '../../event-store/stored-event';

export type ReminderKind = 'draft' | 'elimination-pick';

/**
 * One deadline a reminder is for. A deadline is identified by its time: moving it makes a new target, and a
 * reminder scheduled for the old time finds its deadline gone and sends nothing.
 */
export interface ReminderTarget {
  leagueId: string;
  kind: ReminderKind;
  /** the episode of an elimination cutoff; null for the draft deadline */
  episode: number | null;
  /** ISO date-time (UTC) */
  deadline: string;
}

/** A deadline's reminder went out (its mail intents were recorded in the same transaction). */
export type ReminderSent = NewEvent<'ReminderSent', ReminderTarget & { recipients: string[]; sentAt: string }>;
/** Whoever holds this email asked, through the link in a reminder, to receive no more reminders. */
export type ReminderUnsubscribed = NewEvent<'ReminderUnsubscribed', { email: string; unsubscribedAt: string }>;
export type ReminderEvent = ReminderSent | ReminderUnsubscribed;

/** One stream per deadline: two schedulers (a BullMQ job, a scan in another process) queue on its lock. */
export const reminderStreamId = (target: ReminderTarget) =>
  streamOf<ReminderEvent>(
    `reminder-${target.leagueId}-${target.kind}-${target.episode ?? 0}-${Date.parse(target.deadline)}`,
  );

export const reminderSubscriptionStreamId = (email: string) =>
  streamOf<ReminderEvent>(`reminder-subscription-${createHash('sha256').update(email).digest('hex').slice(0, 32)}`);
