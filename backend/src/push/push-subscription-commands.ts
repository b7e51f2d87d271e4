import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { NotificationKind, PushSubscriptionRequestSchema } from '@tribal/contracts';
import { z } from 'zod';
import { Clock } from '../common/clock';
import { decideAndAppend } from '../event-store/decide-and-append';
import { EventStore } from '../event-store/event-store.service';
import { notificationSwitchesDecider } from './domain/notification-switches.decider';
import {
  notificationSwitchesStreamId,
  PushSubscriptionRemovalReason,
  pushSubscriptionStreamId,
} from './domain/push.events';
import { pushSubscriptionDecider } from './domain/push-subscription.decider';
import { subscriptionIdOf } from './push.sql';

/**
 * The commands of web push: a browser subscribes (or subscribes again), a subscription is removed (by its person, or
 * because its push service says it is gone), a person sets their switches. Each appends to the event store; the
 * push-subscriptions projection keeps the read tables.
 */
@Injectable()
export class PushSubscriptionCommands {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  /** Answers the subscription's id: the endpoint's own when it was subscribed before (by anyone). */
  subscribe(
    email: string,
    request: z.output<typeof PushSubscriptionRequestSchema>,
    /** the person session of the subscribing device: signing it out ends the subscription */
    sessionId?: string,
  ): Promise<string> {
    return this.store.execute('SubscribeToPush', undefined, async (tx) => {
      await decideAndAppend(
        tx,
        pushSubscriptionStreamId(request.endpoint),
        pushSubscriptionDecider,
        {
          type: 'Subscribe',
          newId: randomUUID(),
          email,
          endpoint: request.endpoint,
          p256dh: request.keys.p256dh,
          auth: request.keys.auth,
          timeZone: request.timeZone,
          spoilerShield: request.spoilerShield,
          sessionId,
          now: this.clock.now(),
        },
        { actor: `person:${email}` },
      );
      return (await subscriptionIdOf(tx.manager, request.endpoint)) as string;
    });
  }

  /** Removes the endpoint's subscription if it is still `subscriptionId` (a later subscription of it stays). */
  remove(
    endpoint: string,
    subscriptionId: string,
    reason: PushSubscriptionRemovalReason,
    actor: string,
  ): Promise<void> {
    return this.store.execute('RemovePushSubscription', undefined, async (tx) => {
      await decideAndAppend(
        tx,
        pushSubscriptionStreamId(endpoint),
        pushSubscriptionDecider,
        { type: 'RemoveSubscription', subscriptionId, reason, now: this.clock.now() },
        { actor },
      );
    });
  }

  /** Records the switches that change something; the leagues were checked to be the person's. */
  setSwitches(email: string, leagues: Record<string, Partial<Record<NotificationKind, boolean>>>): Promise<void> {
    return this.store.execute('SetNotificationSwitches', undefined, async (tx) => {
      await decideAndAppend(
        tx,
        notificationSwitchesStreamId(email),
        notificationSwitchesDecider,
        { type: 'SetNotificationSwitches', email, leagues, now: this.clock.now() },
        { actor: `person:${email}` },
      );
    });
  }
}
