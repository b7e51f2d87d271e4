import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleInit,
} from '@nestjs/common';
import { CommandBus, EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { DelayedError, Job, Queue, Worker } from 'bullmq';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { mailQueueConnection } from '../mail/mail-worker';
import { REDIS_SETTINGS, RedisSettings } from '../redis/redis-availability';
import { RedisClientGroup } from '../redis/redis-client-group';
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
  return { runWorker: env.RUN_MAIL_WORKER !== 'false', scanIntervalMs: redis ? 10 * 60_000 : 60_000 };
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
  private queue: Queue<ReminderTarget> | null = null;
  private worker: Worker<ReminderTarget> | null = null;
  private scanTimer: NodeJS.Timeout | null = null;
  private scanning: Promise<unknown> | null = null;

  constructor(
    @Inject(REDIS_SETTINGS) private readonly redis: RedisSettings | null,
    @Inject(REMINDER_SETTINGS) private readonly settings: ReminderSettings,
    private readonly commands: CommandBus,
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    if (!this.redis) return;
    this.queue = new Queue<ReminderTarget>(REMINDER_QUEUE, {
      connection: mailQueueConnection(this.redis, { failFast: true }),
      prefix: this.redis.prefix,
      defaultJobOptions: {
        attempts: 8,
        backoff: { type: 'exponential', delay: 5000 },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      },
    });
    new RedisClientGroup('the reminder queue').bullmq(this.queue);
  }

  onApplicationBootstrap(): void {
    if (!this.settings.runWorker) return;
    if (this.redis) {
      this.worker = new Worker<ReminderTarget>(REMINDER_QUEUE, (job, token) => this.processJob(job, token), {
        connection: mailQueueConnection(this.redis),
        prefix: this.redis.prefix,
        concurrency: 2,
      });
      new RedisClientGroup('the reminder worker').bullmq(this.worker);
      void this.scheduleDeadlines();
    }
    this.scanTimer = setInterval(() => void this.scan(), this.settings.scanIntervalMs);
    this.scanTimer.unref();
    void this.scan();
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
    const queue = this.queue;
    if (!queue) return;
    try {
      const now = this.clock.now().getTime();
      const targets = await findUpcomingDeadlines(this.db.manager, new Date(now), leagueId);
      if (targets.length === 0) return;
      await queue.addBulk(
        targets.map((target) => ({
          name: SEND_REMINDER_JOB,
          data: target,
          opts: { jobId: reminderJobId(target), delay: Math.max(0, reminderTime(target.deadline) - now) },
        })),
      );
    } catch (error) {
      // The safety-net scan sends what a lost hand-over would have.
      this.logger.warn(`scheduling reminders failed: ${(error as Error).message}`);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.scanTimer) clearInterval(this.scanTimer);
    await this.scanning;
    await this.worker?.close();
    await this.queue?.close();
  }

  private async processJob(job: Job<ReminderTarget>, token?: string): Promise<ReminderOutcome> {
    const now = this.clock.now();
    const remindAt = reminderTime(job.data.deadline);
    // Timers of different machines disagree a little: a job that wakes early waits rather than sending nothing.
    if (now.getTime() < remindAt) {
      await job.moveToDelayed(remindAt, token);
      throw new DelayedError();
    }
    return this.send(job.data, now);
  }

  private scan(): Promise<unknown> {
    this.scanning ??= this.runDue()
      .catch((error: Error) => this.logger.warn(`reminder scan failed: ${error.message}`))
      .finally(() => {
        this.scanning = null;
      });
    return this.scanning;
  }
}

@EventsHandler(ReminderDeadlinesChanged)
export class ReminderDeadlinesChangedHandler implements IEventHandler<ReminderDeadlinesChanged> {
  constructor(private readonly scheduler: ReminderScheduler) {}

  async handle({ leagueId }: ReminderDeadlinesChanged): Promise<void> {
    await this.scheduler.scheduleDeadlines(leagueId ?? undefined);
  }
}
