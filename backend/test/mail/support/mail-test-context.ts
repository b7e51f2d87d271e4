import 'reflect-metadata';
import { type DynamicModule, type INestApplicationContext, type LogLevel, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, loadConfig } from '../../../src/config/app-config';
import { dataSourceOptions } from '../../../src/database/data-source';
import { EventStoreModule } from '../../../src/event-store/event-store.module';
import { MailModule } from '../../../src/mail/mail.module';
import type { MailSettings } from '../../../src/mail/mail-settings';
import { REDIS_SETTINGS, type RedisSettings } from '../../../src/redis/redis-availability';

/** Everything a process of the mail tests needs; plain data, so a child process can be handed it. */
export interface MailContextOptions {
  databaseUrl: string;
  redis: RedisSettings | null;
  /** Absent: mail is written as .eml files under `dataDir`. */
  smtpUrl?: string;
  dataDir?: string;
  settings?: Partial<MailSettings>;
  /** The event store too, for recording mail inside a command transaction. */
  withEventStore?: boolean;
}

/** Timings scaled down so retries, leases and BullMQ's stalled-job recovery happen within a test. */
export const FAST_MAIL_SETTINGS: Partial<MailSettings> = {
  retryBaseDelayMs: 300,
  leaseMs: 2000,
  pollIntervalMs: 500,
  sweepIntervalMs: 60_000,
  sweepAfterMs: 1000,
  lockDurationMs: 2000,
  stalledIntervalMs: 1000,
};

@Module({})
class TestRuntimeModule {}

/** Boots the real MailModule (and its real DataSource, BullMQ, nodemailer) in a Nest application context. */
export async function startMailContext(options: MailContextOptions): Promise<INestApplicationContext> {
  const config = loadConfig({ SMTP_URL: options.smtpUrl, DATA_DIR: options.dataDir ?? '/tmp/tribal-pool-mail-test' });
  const runtime: DynamicModule = {
    module: TestRuntimeModule,
    global: true,
    providers: [
      { provide: APP_CONFIG, useValue: config },
      { provide: REDIS_SETTINGS, useValue: options.redis },
    ],
    exports: [APP_CONFIG, REDIS_SETTINGS],
  };
  @Module({
    imports: [
      runtime,
      CqrsModule.forRoot(),
      TypeOrmModule.forRoot(dataSourceOptions(options.databaseUrl, 5)),
      ...(options.withEventStore ? [EventStoreModule] : []),
      MailModule.withSettings({ ...FAST_MAIL_SETTINGS, ...options.settings }),
    ],
  })
  class MailTestRootModule {}
  const logger: LogLevel[] | false = process.env.MAIL_TEST_LOG ? ['log', 'warn', 'error'] : false;
  const app = await NestFactory.createApplicationContext(MailTestRootModule, { logger });
  await app.init();
  return app;
}

export async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
