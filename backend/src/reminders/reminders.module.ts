import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MailModule } from '../mail/mail.module';
import { REDIS_SETTINGS, RedisSettings } from '../redis/redis-availability';
import { SendDeadlineReminderHandler } from './commands/send-deadline-reminder/send-deadline-reminder.command';
import { UnsubscribeController } from './commands/unsubscribe-from-reminders/unsubscribe.http.controller';
import { UnsubscribeFromRemindersHandler } from './commands/unsubscribe-from-reminders/unsubscribe-from-reminders.command';
import {
  loadReminderSettings,
  REMINDER_SETTINGS,
  ReminderDeadlinesChangedHandler,
  ReminderScheduler,
} from './reminder-scheduler';
import { RemindersProjection } from './reminders.projection';

/**
 * Deadline reminders: 24 hours before the draft deadline and each elimination cutoff, one mail to every member
 * who has not drafted / picked, with a one-click unsubscribe link.
 */
@Module({
  imports: [CqrsModule, MailModule],
  controllers: [UnsubscribeController],
  providers: [
    {
      provide: REMINDER_SETTINGS,
      useFactory: (redis: RedisSettings | null) => loadReminderSettings(redis),
      inject: [REDIS_SETTINGS],
    },
    RemindersProjection,
    SendDeadlineReminderHandler,
    UnsubscribeFromRemindersHandler,
    ReminderScheduler,
    ReminderDeadlinesChangedHandler,
  ],
  exports: [ReminderScheduler],
})
export class RemindersModule {}
