import { Decider } from '../../event-store/decider';
import { PushSubscribed, PushSubscriptionRemovalReason, PushSubscriptionRemoved } from './push.events';

type SubscriptionEvent = PushSubscribed | PushSubscriptionRemoved;

export interface PushSubscriptionState {
  /** the endpoint's subscription while it has one */
  current: PushSubscribed['data'] | null;
}

export type PushSubscriptionCommand =
  | {
      type: 'Subscribe';
      /** the id a new subscription gets (an endpoint subscribed already keeps its own) */
      newId: string;
      email: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      timeZone: string;
      spoilerShield: boolean;
      /** the person session of the device subscribing */
      sessionId?: string;
      now: Date;
    }
  | { type: 'RemoveSubscription'; subscriptionId: string; reason: PushSubscriptionRemovalReason; now: Date };

const SAME_FIELDS = ['email', 'p256dh', 'auth', 'timeZone', 'spoilerShield', 'sessionId'] as const;

/**
 * A browser endpoint has one subscription: subscribing it again keeps its id and takes the new keys, zone, shield
 * and person (a shared computer signed into by someone else); the same answer twice adds nothing. Removing it twice,
 * or removing an id it no longer has, adds nothing.
 */
function decide(command: PushSubscriptionCommand, { current }: PushSubscriptionState): SubscriptionEvent[] {
  if (command.type === 'RemoveSubscription') {
    if (!current || current.subscriptionId !== command.subscriptionId) return [];
    return [
      {
        type: 'PushSubscriptionRemoved',
        data: {
          subscriptionId: current.subscriptionId,
          endpoint: current.endpoint,
          reason: command.reason,
          removedAt: command.now.toISOString(),
        },
      },
    ];
  }
  const email = command.email.trim().toLowerCase();
  const next = { ...command, email };
  if (current && SAME_FIELDS.every((field) => current[field] === next[field])) return [];
  return [
    {
      type: 'PushSubscribed',
      data: {
        subscriptionId: current?.subscriptionId ?? command.newId,
        email,
        endpoint: command.endpoint,
        p256dh: command.p256dh,
        auth: command.auth,
        timeZone: command.timeZone,
        spoilerShield: command.spoilerShield,
        subscribedAt: command.now.toISOString(),
        ...(command.sessionId ? { sessionId: command.sessionId } : {}),
      },
    },
  ];
}

export const pushSubscriptionDecider: Decider<PushSubscriptionState, PushSubscriptionCommand, SubscriptionEvent> = {
  initialState: () => ({ current: null }),
  evolve: (_state, event) => (event.type === 'PushSubscribed' ? { current: event.data } : { current: null }),
  decide,
};
