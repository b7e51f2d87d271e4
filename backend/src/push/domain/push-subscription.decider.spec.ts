import { describe, it } from 'vitest';
import { deciderSpec } from '../../event-store/decider-spec';
import { PushSubscribed } from './push.events';
import { pushSubscriptionDecider } from './push-subscription.decider';

const spec = deciderSpec(pushSubscriptionDecider);
const now = new Date('2026-11-27T08:00:00.000Z');
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc';
const subscribe = (email: string, overrides: Record<string, unknown> = {}) =>
  ({
    type: 'Subscribe',
    newId: 'new-id',
    email,
    endpoint: ENDPOINT,
    p256dh: 'BKey',
    auth: 'secret',
    timeZone: 'America/New_York',
    spoilerShield: true,
    now,
    ...overrides,
  }) as const;
const subscribed = (id: string, email: string, overrides: Partial<PushSubscribed['data']> = {}): PushSubscribed => ({
  type: 'PushSubscribed',
  data: {
    subscriptionId: id,
    email,
    endpoint: ENDPOINT,
    p256dh: 'BKey',
    auth: 'secret',
    timeZone: 'America/New_York',
    spoilerShield: true,
    subscribedAt: now.toISOString(),
    ...overrides,
  },
});

describe('a browser endpoint’s push subscription', () => {
  it('a first subscription gets the new id, its person’s address lower-cased', () => {
    spec
      .given([])
      .when(subscribe('Nora@Example.com'))
      .thenEmits([subscribed('new-id', 'nora@example.com')]);
  });

  it('the same answer again adds nothing', () => {
    spec
      .given([subscribed('s1', 'nora@example.com')])
      .when(subscribe('nora@example.com'))
      .thenEmits([]);
  });

  it('subscribed again with another zone, or by another person, it keeps its id', () => {
    spec
      .given([subscribed('s1', 'nora@example.com')])
      .when(subscribe('lars@example.com', { timeZone: 'America/Los_Angeles' }))
      .thenEmits([subscribed('s1', 'lars@example.com', { timeZone: 'America/Los_Angeles' })]);
  });

  it('removed once; removing it again, or an id it no longer has, adds nothing', () => {
    const remove = (subscriptionId: string) =>
      ({ type: 'RemoveSubscription', subscriptionId, reason: 'gone', now }) as const;
    spec
      .given([subscribed('s1', 'nora@example.com')])
      .when(remove('s1'))
      .thenEmits([
        {
          type: 'PushSubscriptionRemoved',
          data: { subscriptionId: 's1', endpoint: ENDPOINT, reason: 'gone', removedAt: now.toISOString() },
        },
      ]);
    spec
      .given([subscribed('s1', 'nora@example.com')])
      .when(remove('s0'))
      .thenEmits([]);
    spec.given([]).when(remove('s1')).thenEmits([]);
  });
});
