import { Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DevicesSignedOut } from '../people/auth/devices-signed-out.notification';
import { subscriptionsOfSessions } from './push.sql';
import { PushSubscriptionCommands } from './push-subscription-commands';

/**
 * A device signed out stops hearing the person's leagues: each subscription it made is removed (an event, so a
 * rebuild agrees). A failure is logged; the subscription then stays until its person or its push service ends it.
 */
@EventsHandler(DevicesSignedOut)
export class SignedOutDevicesHandler implements IEventHandler<DevicesSignedOut> {
  private readonly logger = new Logger(SignedOutDevicesHandler.name);

  constructor(
    private readonly db: DataSource,
    private readonly commands: PushSubscriptionCommands,
  ) {}

  async handle(notice: DevicesSignedOut): Promise<void> {
    try {
      for (const { id, endpoint } of await subscriptionsOfSessions(this.db.manager, notice.sessionIds)) {
        await this.commands.remove(endpoint, id, 'signedOut', `person:${notice.email}`);
      }
    } catch (error) {
      this.logger.error('could not end the push subscriptions of signed-out devices', error as Error);
    }
  }
}
