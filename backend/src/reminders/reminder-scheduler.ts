import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleInit,
} from '@nestjs/common';
import { CommandBus, EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { DelayedMailJobs, scanIntervalFor } from '../mail/delayed-mail-jobs';
import { REDIS_SETTINGS, RedisSettings } from '../redis/redis-availability';
import {
  ReminderOutcome,
  SendDeadlineReminder,
} from './commands/send-deadline-reminder/send-deadline-reminder.command';
import { reminderTime } from './domain/reminder.decider';
import { ReminderTarget } from './domain/reminder.events';
import { ReminderDeadlinesChanged } from './reminders.projection';
import { findDueReminders, findUpcomingDeadlines } from './reminders.sql';

export const REMINDER_QUEUE = 'reminders';
const SEND_REMINDER_JOB = 'send-reminder';

export interface ReminderSettings {
  /** Whether this process sends reminders (same switch as mail: RUN_MAIL_WORKER=false turns both off). */
  runWorker: boolean;
  /** Without Redis, the scan interval; with Redis, the safety-net scan behind the delayed jobs. */
  scanIntervalMs: number;
}
export const REMINDER_SETTINGS = Symbol('REMINDER_SETTINGS');

export function loadReminderSettings(redis: RedisSettings | null, env = process.env): ReminderSettings {
  return { runWorker: env.RUN_MAIL_WORKER !== 'false', scanIntervalMs: scanIntervalFor(redis) };
}

/** BullMQ job ids may not hold ':'; the id names the deadline, so a moved deadline is a new job. */
export const reminderJobId = (target: ReminderTarget) =>
  `reminder-${target.leagueId}-${target.kind}-${target.episode ?? 0}-${Date.parse(target.deadline)}`;

/**
 * When reminders go out. With Redis: a BullMQ delayed job per deadline, added when a deadline is set (and for
 * every upcoming deadline at start-up), due 24 hours before it. Without Redis: a scan every minute. Either way
 * the sending is `SendDeadlineReminder`, which sends at most once per deadline and nothing for a deadline that
 * moved, so the two paths, several processes and a slow safety-net scan can all try without harm.
 */
@Injectable()
export class ReminderScheduler implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ReminderScheduler.name);
  private readonly jobs: DelayedMailJobs<ReminderTarget>;

  constructor(
    @Inject(REDIS_SETTINGS) redis: RedisSettings | null,
    @Inject(REMINDER_SETTINGS) private readonly settings: ReminderSettings,
    private readonly commands: CommandBus,
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {
    this.jobs = new DelayedMailJobs(redis, clock, {
      queue: REMINDER_QUEUE,
      label: 'reminder',
      concurrency: 2,
      scanIntervalMs: settings.scanIntervalMs,
      dueAt: (target) => reminderTime(target.deadline),
      run: (target, now) => this.send(target, now),
      scan: () => this.runDue(),
    });
  }

  onModuleInit(): void {
    this.jobs.open();
  }

  onApplicationBootstrap(): void {
    if (!this.settings.runWorker) return;
    this.jobs.start();
    void this.scheduleDeadlines();
  }

  /**
   * Sends every reminder that is due at `now` and not yet sent; answers what each try did. The timer calls it;
   * tests call it after setting the clock.
   */
  async runDue(now: Date = this.clock.now()): Promise<ReminderOutcome[]> {
    const outcomes: ReminderOutcome[] = [];
    for (const target of await findDueReminders(this.db.manager, now)) {
      try {
        outcomes.push(await this.send(target, now));
      } catch (error) {
        this.logger.error(`reminder for ${reminderJobId(target)} failed: ${(error as Error).message}`);
      }
    }
    return outcomes;
  }

  /** Tries one deadline's reminder now. */
  send(target: ReminderTarget, now: Date = this.clock.now()): Promise<ReminderOutcome> {
    return this.commands.execute(new SendDeadlineReminder(target, now));
  }

  /**
   * BullMQ mode: a delayed job for each upcoming deadline (of one league, or all). The job id names the
   * deadline, so adding an existing one is a no-op and a moved deadline gets a job of its own.
   */
  async scheduleDeadlines(leagueId?: string): Promise<void> {
    if (!this.jobs.queued) return;
    let targets: ReminderTarget[];
    try {
      targets = await findUpcomingDeadlines(this.db.manager, this.clock.now(), leagueId);
    } catch (error) {
      // The safety-net scan sends what a lost hand-over would have.
      this.logger.warn(`scheduling reminders failed: ${(error as Error).message}`);
      return;
    }
    await this.jobs.add(
      targets.map((target) => ({ name: SEND_REMINDER_JOB, data: target, jobId: reminderJobId(target) })),
    );
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.jobs.close();
  }
}

@EventsHandler(ReminderDeadlinesChanged)
export class ReminderDeadlinesChangedHandler implements IEventHandler<ReminderDeadlinesChanged> {
  constructor(private readonly scheduler: ReminderScheduler) {}

  async handle({ leagueId }: ReminderDeadlinesChanged): Promise<void> {
    await this.scheduler.scheduleDeadlines(leagueId ?? undefined);
  }
}
