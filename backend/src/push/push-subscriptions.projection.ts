import { Injectable } from '@nestjs/common';
import { EventsIn, eventTypes } from '../app-events';
import { ProjectionContext } from '../event-store/projection';
import { RegisteredProjection } from '../event-store/registered-projection';
import { StoredEvent } from '../event-store/stored-event';
import { recordSubscribed, recordSubscriptionRemoved, recordSwitches } from './push.sql';

const HANDLES = eventTypes('PushSubscribed', 'PushSubscriptionRemoved', 'NotificationSwitchesSet');
type Handled = EventsIn<typeof HANDLES>;

/** Read tables `push_subscriptions` (where notifications go) and `notification_switches` (who hears which kind). */
@Injectable()
export class PushSubscriptionsProjection extends RegisteredProjection<Handled> {
  readonly name = 'push-subscriptions';
  readonly readTables = ['push_subscriptions', 'notification_switches'];
  readonly handles = HANDLES;

  async apply(event: StoredEvent<Handled>, { manager }: ProjectionContext): Promise<void> {
    switch (event.type) {
      case 'PushSubscribed':
        return recordSubscribed(manager, event.data);
      case 'PushSubscriptionRemoved':
        return recordSubscriptionRemoved(manager, event.data.subscriptionId);
      case 'NotificationSwitchesSet':
        return recordSwitches(manager, event.data);
    }
  }
}
