import { describe, it } from 'vitest';
import { deciderSpec } from '../../event-store/decider-spec';
import { reminderDecider, reminderSubscriptionDecider, SendDeadlineReminder } from './reminder.decider';
import { ReminderSent, ReminderTarget } from './reminder.events';

const spec = deciderSpec(reminderDecider);
const deadline = '2026-03-05T00:00:00.000Z';
const target: ReminderTarget = { leagueId: 'L1', kind: 'elimination-pick', episode: 4, deadline };
const at = (iso: string) => new Date(iso);
const send = (now: string, overrides: Partial<SendDeadlineReminder> = {}): SendDeadlineReminder => ({
  type: 'SendDeadlineReminder',
  target,
  currentDeadline: deadline,
  recipients: ['rob@example.com'],
  now: at(now),
  ...overrides,
});
const sent = (now: string, recipients = ['rob@example.com']): ReminderSent => ({
  type: 'ReminderSent',
  data: { ...target, recipients, sentAt: at(now).toISOString() },
});

describe('deadline reminder decider', () => {
  it('goes out once its time has come: 24 hours before the cutoff', () => {
    for (const now of ['2026-03-04T00:00:00.000Z', '2026-03-04T23:59:59.000Z']) {
      spec
        .given([])
        .when(send(now))
        .thenEmits([sent(now)]);
    }
  });

  it('a second try sends nothing more', () => {
    spec
      .given([sent('2026-03-04T00:00:00.000Z')])
      .when(send('2026-03-04T00:01:00.000Z'))
      .thenEmits([]);
  });

  it('nothing before its time, nor once the deadline has passed', () => {
    spec.given([]).when(send('2026-03-03T23:59:59.999Z')).thenEmits([]);
    spec.given([]).when(send(deadline)).thenEmits([]);
  });

  it('a deadline moved away or cleared is not reminded of', () => {
    for (const currentDeadline of ['2026-03-06T00:00:00.000Z', null]) {
      spec.given([]).when(send('2026-03-04T12:00:00.000Z', { currentDeadline })).thenEmits([]);
    }
  });

  it('with nobody left to remind it is still recorded, so it is not looked at again', () => {
    spec
      .given([])
      .when(send('2026-03-04T12:00:00.000Z', { recipients: [] }))
      .thenEmits([sent('2026-03-04T12:00:00.000Z', [])]);
  });
});

describe('reminder subscription decider', () => {
  const now = at('2026-03-04T12:00:00.000Z');
  it('unsubscribes once; a second click changes nothing', () => {
    const unsubscribed = {
      type: 'ReminderUnsubscribed' as const,
      data: { email: 'rob@example.com', unsubscribedAt: now.toISOString() },
    };
    const subscriptions = deciderSpec(reminderSubscriptionDecider);
    subscriptions
      .given([])
      .when({ type: 'UnsubscribeFromReminders', email: 'rob@example.com', now })
      .thenEmits([unsubscribed]);
    subscriptions
      .given([unsubscribed])
      .when({ type: 'UnsubscribeFromReminders', email: 'rob@example.com', now })
      .thenEmits([]);
  });
});
