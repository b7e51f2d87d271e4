import { Decider } from '../../event-store/decider';
import { ReminderEvent, ReminderTarget } from './reminder.events';

/** A reminder goes out this long before its deadline (issue 6: 24 hours). */
export const REMINDER_LEAD_MS = 24 * 3600_000;

export interface ReminderState {
  sent: boolean;
}

export interface SendDeadlineReminder {
  type: 'SendDeadlineReminder';
  target: ReminderTarget;
  /** the league's deadline of this kind (and episode) now; null when cleared or the league is gone */
  currentDeadline: string | null;
  /** lower-cased emails of the members who have not drafted / picked, minus the unsubscribed */
  recipients: string[];
  now: Date;
}

export const reminderTime = (deadline: string) => Date.parse(deadline) - REMINDER_LEAD_MS;

/**
 * Sends at most once per deadline, and only while it is still the deadline and its reminder time has come but
 * the deadline has not passed. Anything else is "nothing to do", not an error: schedulers try freely.
 */
function decide(command: SendDeadlineReminder, state: ReminderState): ReminderEvent[] {
  if (state.sent) return [];
  const deadline = Date.parse(command.target.deadline);
  if (command.currentDeadline === null || Date.parse(command.currentDeadline) !== deadline) return [];
  const now = command.now.getTime();
  if (now < deadline - REMINDER_LEAD_MS || now >= deadline) return [];
  return [
    {
      type: 'ReminderSent',
      data: {
        ...command.target,
        deadline: new Date(deadline).toISOString(),
        recipients: command.recipients,
        sentAt: command.now.toISOString(),
      },
    },
  ];
}

export const reminderDecider: Decider<ReminderState, SendDeadlineReminder, ReminderEvent> = {
  initialState: () => ({ sent: false }),
  evolve: (state, event) => (event.type === 'ReminderSent' ? { sent: true } : state),
  decide,
};

export interface ReminderSubscriptionState {
  unsubscribed: boolean;
}

export interface UnsubscribeFromReminders {
  type: 'UnsubscribeFromReminders';
  email: string;
  now: Date;
}

/** Unsubscribing twice (a second click on the link) changes nothing. */
export const reminderSubscriptionDecider: Decider<ReminderSubscriptionState, UnsubscribeFromReminders, ReminderEvent> =
  {
    initialState: () => ({ unsubscribed: false }),
    evolve: (state, event) => (event.type === 'ReminderUnsubscribed' ? { unsubscribed: true } : state),
    decide: (command, state) =>
      state.unsubscribed
        ? []
        : [{ type: 'ReminderUnsubscribed', data: { email: command.email, unsubscribedAt: command.now.toISOString() } }],
  };
