import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleInit,
} from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { DelayedError, Job, Queue, Worker } from 'bullmq';
import { Clock } from '../common/clock';
import { loadMailSettings } from '../mail/mail-settings';
import { mailQueueConnection } from '../mail/mail-worker';
import { REDIS_SETTINGS, RedisSettings } from '../redis/redis-availability';
import { RedisClientGroup } from '../redis/redis-client-group';
import { DeadlineMailDue, DeadlineMovedMail } from './deadline-moved-mail';

export const DEADLINE_MAIL_QUEUE = 'deadline-mail';
const SEND_DIGEST_JOB = 'send-deadline-digest';

/** BullMQ job ids may not hold ':'; the id names the league and the due time, so adding it twice is a no-op. */
const digestJobId = ({ leagueId, dueAt }: DeadlineMailDue) => `deadline-digest-${leagueId}-${Date.parse(dueAt)}`;

/**
 * When a league's waiting deadline moves go out (as reminders do): with Redis, a BullMQ delayed job per due digest,
 * added after the move commits, behind a safety-net scan every 10 minutes; without Redis, a scan every minute. The
 * intent is the `due_at` the move wrote in PostgreSQL, and `sendDue` sends a digest once whoever calls it.
 */
@Injectable()
export class DeadlineMailScheduler implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(DeadlineMailScheduler.name);
  private queue: Queue<DeadlineMailDue> | null = null;
  private worker: Worker<DeadlineMailDue> | null = null;
  private scanTimer: NodeJS.Timeout | null = null;
  private scanning: Promise<unknown> | null = null;

  constructor(
    @Inject(REDIS_SETTINGS) private readonly redis: RedisSettings | null,
    private readonly mail: DeadlineMovedMail,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    if (!this.redis) return;
    this.queue = new Queue<DeadlineMailDue>(DEADLINE_MAIL_QUEUE, {
      connection: mailQueueConnection(this.redis, { failFast: true }),
      prefix: this.redis.prefix,
      defaultJobOptions: {
        attempts: 8,
        backoff: { type: 'exponential', delay: 5000 },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      },
    });
    new RedisClientGroup('the deadline mail queue').bullmq(this.queue);
  }

  onApplicationBootstrap(): void {
    // The same switch as mail and reminders: RUN_MAIL_WORKER=false turns this process's sending off.
    if (!loadMailSettings().runWorker) return;
    if (this.redis) {
      this.worker = new Worker<DeadlineMailDue>(DEADLINE_MAIL_QUEUE, (job, token) => this.processJob(job, token), {
        connection: mailQueueConnection(this.redis),
        prefix: this.redis.prefix,
        concurrency: 1,
      });
      new RedisClientGroup('the deadline mail worker').bullmq(this.worker);
    }
    this.scanTimer = setInterval(() => void this.scan(), this.redis ? 10 * 60_000 : 60_000);
    this.scanTimer.unref();
    void this.scan();
  }

  /** BullMQ mode: a delayed job for a league's waiting moves (the scan sends them if this hand-over is lost). */
  async schedule(due: DeadlineMailDue): Promise<void> {
    if (!this.queue) return;
    try {
      const delay = Math.max(0, Date.parse(due.dueAt) - this.clock.now().getTime());
      await this.queue.add(SEND_DIGEST_JOB, { ...due }, { jobId: digestJobId(due), delay });
    } catch (error) {
      this.logger.warn(`scheduling a deadline digest failed: ${(error as Error).message}`);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.scanTimer) clearInterval(this.scanTimer);
    await this.scanning;
    await this.worker?.close();
    await this.queue?.close();
  }

  private async processJob(job: Job<DeadlineMailDue>, token?: string): Promise<string[]> {
    const dueAt = Date.parse(job.data.dueAt);
    // Timers of different machines disagree a little: a job that wakes early waits rather than sending nothing.
    if (this.clock.now().getTime() < dueAt) {
      await job.moveToDelayed(dueAt, token);
      throw new DelayedError();
    }
    return this.mail.sendDue(this.clock.now(), job.data.leagueId);
  }

  private scan(): Promise<unknown> {
    this.scanning ??= this.mail
      .sendDue()
      .catch((error: Error) => this.logger.warn(`deadline digest scan failed: ${error.message}`))
      .finally(() => {
        this.scanning = null;
      });
    return this.scanning;
  }
}

@EventsHandler(DeadlineMailDue)
export class DeadlineMailDueHandler implements IEventHandler<DeadlineMailDue> {
  constructor(private readonly scheduler: DeadlineMailScheduler) {}

  handle(due: DeadlineMailDue): Promise<void> {
    return this.scheduler.schedule(due);
  }
}
