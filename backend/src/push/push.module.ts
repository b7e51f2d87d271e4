import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { REDIS_SETTINGS, RedisSettings } from '../redis/redis-availability';
import { ClosingSoonDeadlinesChangedHandler, ClosingSoonPushes } from './closing-soon-pushes';
import { PushController } from './push.http.controller';
import { PushDispatcher } from './push-dispatcher';
import { PushNotices } from './push-notices';
import { PushQueuedHandler } from './push-outbox';
import { PushReactions } from './push-reactions.projection';
import { loadPushSettings, PUSH_SETTINGS } from './push-settings';
import { PushSubscriptionCommands } from './push-subscription-commands';
import { PushSubscriptionsProjection } from './push-subscriptions.projection';
import { SignedOutDevicesHandler } from './signed-out-devices.handler';
import { VapidKeys } from './vapid-keys';

/**
 * Issue 30, web push: a person's devices subscribe; each league's notifications are switched per kind; what a fact of
 * the game causes is recorded in its transaction (`push_outbox`) and sent as BullMQ jobs with web-push, held back on
 * shielded devices until the episode has aired there. Needs from the root: a TypeORM `DataSource`, the global
 * `APP_CONFIG` and `REDIS_SETTINGS`, the event store, and `CqrsModule.forRoot()`.
 */
@Module({
  imports: [CqrsModule],
  controllers: [PushController],
  providers: [
    {
      provide: PUSH_SETTINGS,
      useFactory: (redis: RedisSettings | null, config: AppConfig) => loadPushSettings(redis !== null, config),
      inject: [REDIS_SETTINGS, APP_CONFIG],
    },
    VapidKeys,
    PushSubscriptionCommands,
    SignedOutDevicesHandler,
    PushSubscriptionsProjection,
    PushDispatcher,
    PushQueuedHandler,
    PushNotices,
    PushReactions,
    ClosingSoonPushes,
    ClosingSoonDeadlinesChangedHandler,
  ],
  exports: [PushNotices],
})
export class PushModule {}
