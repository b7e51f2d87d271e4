import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LeagueMailUnsubscribe } from './league-mail-unsubscribe';
import { MailDispatcher } from './mail-dispatcher';
import { MailOutbox } from './mail-outbox';
import { MailQueuedHandler } from './mail-queued.event';
import { loadMailSettings, MAIL_SETTINGS, type MailSettings } from './mail-settings';
import { createMailTransport, MAIL_TRANSPORT } from './mail-transport';
import { UnsubscribeTokens } from './unsubscribe-tokens';

/**
 * Mail that is neither lost nor sent twice when a process dies: commands record it in the Postgres outbox
 * (`MailOutbox`), and after commit it goes to BullMQ (Redis) or to the in-process runner.
 * Needs from the root: a TypeORM `DataSource`, the global `APP_CONFIG` and `REDIS_SETTINGS`, and
 * `CqrsModule.forRoot()`.
 */
@Module({
  imports: [CqrsModule],
  providers: [
    { provide: MAIL_SETTINGS, useFactory: () => loadMailSettings() },
    {
      provide: MAIL_TRANSPORT,
      useFactory: (config: AppConfig) => createMailTransport(config),
      inject: [APP_CONFIG],
    },
    MailDispatcher,
    MailOutbox,
    MailQueuedHandler,
    UnsubscribeTokens,
    LeagueMailUnsubscribe,
  ],
  exports: [MailOutbox, UnsubscribeTokens, LeagueMailUnsubscribe],
})
export class MailModule {
  /** The module with some settings fixed rather than read from the environment (tests, a worker entry point). */
  static withSettings(overrides: Partial<MailSettings>): DynamicModule {
    return {
      module: MailModule,
      providers: [{ provide: MAIL_SETTINGS, useFactory: () => ({ ...loadMailSettings(), ...overrides }) }],
    };
  }
}
