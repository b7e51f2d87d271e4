import { Logger } from '@nestjs/common';
import { DelayedError, Job, Queue, Worker } from 'bullmq';
import { Clock } from '../common/clock';
import { RedisSettings } from '../redis/redis-availability';
import { RedisClientGroup } from '../redis/redis-client-group';
import { mailQueueConnection } from './mail-worker';

export interface DelayedMailJobsOptions<T> {
  /** the BullMQ queue's name */
  queue: string;
  /** what the jobs are, in log lines and Redis client groups ("the reminder queue") */
  label: string;
  concurrency: number;
  /** the safety-net scan's interval (a scan is the whole mechanism without Redis); default `scanIntervalFor` */
  scanIntervalMs?: number;
  /** when a job's mail is due (ms since the epoch) */
  dueAt(data: T): number;
  /** sends a job's mail; called at or after its due time */
  run(data: T, now: Date): Promise<unknown>;
  /** sends whatever is due and unsent, whoever else tries: the scan without Redis, the safety net with it */
  scan(): Promise<unknown>;
  /** BullMQ's tries of a job whose `run` throws, and the first wait (doubling); default 8 tries from 5 s */
  retry?: { attempts: number; backoffMs: number };
}

/**
 * How often mail sent at a time is looked for: every minute without Redis, where the scan is all there is (a
 * reminder goes within a minute of its time); every 10 minutes with Redis, where it only catches a lost hand-over.
 */
export const scanIntervalFor = (redis: RedisSettings | null) => (redis ? 10 * 60_000 : 60_000);

/**
 * Thrown by a job's `run` when whoever it sends to asked for a wait (an HTTP Retry-After): BullMQ tries the job
 * again no sooner than `afterMs`, nor sooner than its own backoff.
 */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly afterMs: number,
  ) {
    super(message);
  }
}

/** The backoff type of our jobs: BullMQ's exponential one, stretched to a wait the other side asked for. */
const ASKED_OR_EXPONENTIAL = 'asked-or-exponential';

/**
 * Mail sent at a time (deadline reminders, deadline-move digests): with Redis, a BullMQ delayed job per mail,
 * added after its intent commits, behind a safety-net scan; without Redis, the scan alone. The intent lives in
 * PostgreSQL and the sending is idempotent, so a lost hand-over, two paths and several processes do no harm.
 * Its owner calls `open` at module init, `start` at bootstrap (when this process sends mail) and `close` at shutdown.
 */
export class DelayedMailJobs<T extends object> {
  private readonly logger: Logger;
  private queue: Queue<T> | null = null;
  private worker: Worker<T> | null = null;
  private scanTimer: NodeJS.Timeout | null = null;
  private scanning: Promise<unknown> | null = null;

  constructor(
    private readonly redis: RedisSettings | null,
    private readonly clock: Clock,
    private readonly options: DelayedMailJobsOptions<T>,
  ) {
    this.logger = new Logger(`DelayedMailJobs(${options.label})`);
  }

  private get backoffMs(): number {
    return this.options.retry?.backoffMs ?? 5000;
  }

  open(): void {
    if (!this.redis) return;
    this.queue = new Queue<T>(this.options.queue, {
      connection: mailQueueConnection(this.redis, { failFast: true }),
      prefix: this.redis.prefix,
      defaultJobOptions: {
        attempts: this.options.retry?.attempts ?? 8,
        backoff: { type: ASKED_OR_EXPONENTIAL, delay: this.backoffMs },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      },
    });
    new RedisClientGroup(`the ${this.options.label} queue`).bullmq(this.queue);
  }

  start(): void {
    if (this.redis) {
      this.worker = new Worker<T>(this.options.queue, (job, token) => this.processJob(job, token), {
        connection: mailQueueConnection(this.redis),
        prefix: this.redis.prefix,
        concurrency: this.options.concurrency,
        settings: {
          // Jobs queued before this strategy existed say 'exponential' and keep BullMQ's own.
          backoffStrategy: (attemptsMade: number, _type?: string, error?: Error | null) => {
            const doubling = this.backoffMs * 2 ** Math.max(0, attemptsMade - 1);
            return error instanceof RetryLater ? Math.max(doubling, error.afterMs) : doubling;
          },
        },
      });
      new RedisClientGroup(`the ${this.options.label} worker`).bullmq(this.worker);
    }
    this.scanTimer = setInterval(() => void this.scan(), this.options.scanIntervalMs ?? scanIntervalFor(this.redis));
    this.scanTimer.unref();
    void this.scan();
  }

  /** Whether jobs are queued at all (with Redis): without, adding is a no-op and the caller may skip its reads. */
  get queued(): boolean {
    return this.queue !== null;
  }

  /** Adds delayed jobs; a job id already queued is a no-op. A failure is logged: the scan sends what it missed. */
  async add(jobs: Array<{ name: string; data: T; jobId: string }>): Promise<void> {
    if (!this.queue || jobs.length === 0) return;
    try {
      const now = this.clock.now().getTime();
      await this.queue.addBulk(
        jobs.map(({ name, data, jobId }) => ({
          name,
          data,
          opts: { jobId, delay: Math.max(0, this.options.dueAt(data) - now) },
          // BullMQ's conditional job types cannot see through a generic T: the data is T, as the queue says.
        })) as Parameters<Queue<T>['addBulk']>[0],
      );
    } catch (error) {
      this.logger.warn(`scheduling ${this.options.label} jobs failed: ${(error as Error).message}`);
    }
  }

  async close(): Promise<void> {
    if (this.scanTimer) clearInterval(this.scanTimer);
    await this.scanning;
    await this.worker?.close();
    await this.queue?.close();
  }

  private async processJob(job: Job<T>, token?: string): Promise<unknown> {
    const now = this.clock.now();
    const dueAt = this.options.dueAt(job.data);
    // Timers of different machines disagree a little: a job that wakes early waits rather than sending nothing.
    if (now.getTime() < dueAt) {
      await job.moveToDelayed(dueAt, token);
      throw new DelayedError();
    }
    return this.options.run(job.data, now);
  }

  private scan(): Promise<unknown> {
    this.scanning ??= this.options
      .scan()
      .catch((error: Error) => this.logger.warn(`${this.options.label} scan failed: ${error.message}`))
      .finally(() => {
        this.scanning = null;
      });
    return this.scanning;
  }
}
