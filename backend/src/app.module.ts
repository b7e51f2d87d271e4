import { existsSync } from 'node:fs';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MESSAGES } from '@tribal/contracts';
import { LoggerModule } from 'nestjs-pino';
import type { LevelWithSilent } from 'pino';
import { AdminModule } from './admin/admin.module';
import { AdminAuthModule } from './admin/auth/admin-auth.module';
import { CastawaysModule } from './castaways/castaways.module';
import { ChatModule } from './chat/chat.module';
import { CommissionersModule } from './commissioners/commissioners.module';
import { Clock } from './common/clock';
import { DatabaseReadHandler } from './common/database-read';
import { APP_CONFIG, AppConfig } from './config/app-config';
import { dataSourceOptions } from './database/data-source';
import { DraftsModule } from './drafts/drafts.module';
import { EntriesModule } from './entries/entries.module';
import { EventStoreModule } from './event-store/event-store.module';
import { GameModule } from './game/game.module';
import { LeagueScoringModule } from './league-scoring/league-scoring.module';
import { LeaguesModule } from './leagues/leagues.module';
import { LiveModule } from './live/live.module';
import { MailModule } from './mail/mail.module';
import { MemberEmailsModule } from './member-emails/member-emails.module';
import { loggingParams } from './operations/logs/logging';
import { OperationsModule } from './operations/operations.module';
import { HealthController } from './operations/readiness/health.http.controller';
import { PasskeysModule } from './people/passkeys/passkeys.module';
import { PeopleModule } from './people/people.module';
import { PicksModule } from './picks/picks.module';
import { PushModule } from './push/push.module';
import { throttlerStorageFor } from './rate-limits/throttler-storage';
import { REDIS_SETTINGS, RedisSettings } from './redis/redis-availability';
import { RemindersModule } from './reminders/reminders.module';
import { ReportsModule } from './reports/reports.module';
import { RetentionModule } from './retention/retention-sweeper';
import { ScheduleModule } from './schedule/schedule.module';
import { ScoringModule } from './scoring/scoring.module';
import { SeasonsModule } from './seasons/seasons.module';
import { StandingsModule } from './standings/standings.module';
import { TestingClockModule } from './testing-clock/testing-clock.module';
import { WebAppModule } from './web-app/web-app.module';

/** What start-up decided: which database, whether Redis is in play. */
export interface AppRuntime {
  config: AppConfig;
  databaseUrl: string;
  redis: RedisSettings | null;
}

@Global()
@Module({})
class RuntimeModule {
  static register(runtime: AppRuntime): DynamicModule {
    return {
      module: RuntimeModule,
      providers: [
        { provide: APP_CONFIG, useValue: runtime.config },
        { provide: REDIS_SETTINGS, useValue: runtime.redis },
        Clock,
        // One handler for every feature's DatabaseRead queries, so it is registered once for the whole app.
        DatabaseReadHandler,
      ],
      exports: [APP_CONFIG, REDIS_SETTINGS, Clock],
    };
  }
}

@Module({})
export class AppModule {
  /** `logs: false`: nothing is logged (tests that keep their output quiet). */
  static forRuntime(runtime: AppRuntime, { logs = true }: { logs?: boolean } = {}): DynamicModule {
    const serveFrontend = existsSync(runtime.config.frontendDist)
      ? [WebAppModule.serving(runtime.config.frontendDist)]
      : [];
    return {
      module: AppModule,
      controllers: [HealthController],
      imports: [
        RuntimeModule.register(runtime),
        LoggerModule.forRoot(
          loggingParams({
            level: (logs ? runtime.config.logLevel : 'silent') as LevelWithSilent,
            pretty: runtime.config.logPretty,
          }),
        ),
        CqrsModule.forRoot(),
        // Migrations ran before, under the start-up lock (createApp): processes started together never race them.
        TypeOrmModule.forRoot(dataSourceOptions(runtime.databaseUrl, runtime.config.databasePoolSize)),
        ThrottlerModule.forRoot({
          throttlers: [{ ttl: 60_000, limit: 10 }],
          errorMessage: MESSAGES.tooManyLoginAttempts,
          storage: throttlerStorageFor(runtime.redis),
        }),
        OperationsModule,
        EventStoreModule,
        GameModule,
        AdminAuthModule,
        SeasonsModule,
        StandingsModule,
        LeaguesModule,
        EntriesModule,
        CommissionersModule,
        PeopleModule,
        PasskeysModule,
        CastawaysModule,
        DraftsModule,
        ScheduleModule,
        ScoringModule,
        PicksModule,
        LeagueScoringModule,
        LiveModule,
        MailModule,
        AdminModule,
        ReportsModule,
        RemindersModule,
        PushModule,
        ChatModule,
        MemberEmailsModule,
        RetentionModule,
        // Browser tests only (TESTING_CLOCK=1, refused in production): PUT /api/testing/clock.
        ...(runtime.config.testingClock ? [TestingClockModule] : []),
        ...serveFrontend,
      ],
    };
  }
}
