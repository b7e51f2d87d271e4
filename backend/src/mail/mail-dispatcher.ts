import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleInit,
} from '@nestjs/common';
import { Queue, type Worker } from 'bullmq';
import { DataSource } from 'typeorm';
import { REDIS_SETTINGS, type RedisSettings } from '../redis/redis-availability';
import { RedisClientGroup } from '../redis/redis-client-group';
import { InProcessMailRunner } from './in-process-mail-runner';
import type { MailDeliveryContext } from './mail-delivery';
import { staleDueIds } from './mail-outbox.sql';
import { MAIL_SETTINGS, type MailSettings } from './mail-settings';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport';
import { createMailWorker, MAIL_QUEUE, mailQueueConnection, SEND_MAIL_JOB, type SendMailJob } from './mail-worker';

/**
 * Hands recorded mail to whoever sends it: the BullMQ queue when Redis is there, else the in-process runner.
 * Losing a hand-over is harmless (the row stays `pending`): the sweeper, or the runner's polling, finds it.
 */
@Injectable()
export class MailDispatcher implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailDispatcher.name);
  private readonly context: MailDeliveryContext;
  private queue: Queue<SendMailJob> | null = null;
  private worker: Worker<SendMailJob> | null = null;
  private runner: InProcessMailRunner | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;

  constructor(
    @Inject(REDIS_SETTINGS) private readonly redis: RedisSettings | null,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    dataSource: DataSource,
  ) {
    this.context = { db: dataSource, transport, settings };
  }

  get mode(): 'bullmq' | 'in-process' {
    return this.redis ? 'bullmq' : 'in-process';
  }

  onModuleInit(): void {
    if (!this.redis) return;
    this.queue = new Queue<SendMailJob>(MAIL_QUEUE, {
      connection: mailQueueConnection(this.redis, { failFast: true }),
      prefix: this.redis.prefix,
      defaultJobOptions: {
        attempts: this.settings.maxAttempts,
        backoff: { type: 'exponential', delay: this.settings.retryBaseDelayMs },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      },
    });
    new RedisClientGroup('the mail queue').bullmq(this.queue);
  }

  onApplicationBootstrap(): void {
    if (!this.settings.runWorker) return;
    if (this.redis) {
      this.worker = createMailWorker(this.redis, this.settings, this.context);
      this.sweeper = setInterval(() => void this.sweep(), this.settings.sweepIntervalMs);
      this.sweeper.unref();
      void this.sweep();
    } else {
      this.runner = new InProcessMailRunner(this.context, this.settings);
      this.runner.start();
    }
  }

  /** Never throws: a mail not handed over now is picked up by the sweeper or the runner's next poll. */
  async dispatch(outboxIds: readonly string[]): Promise<void> {
    if (outboxIds.length === 0) return;
    if (!this.queue) {
      this.runner?.wake();
      return;
    }
    try {
      // The job id is the outbox id: adding a mail that is already queued is a no-op.
      await this.queue.addBulk(
        outboxIds.map((outboxId) => ({ name: SEND_MAIL_JOB, data: { outboxId }, opts: { jobId: outboxId } })),
      );
    } catch (error) {
      this.logger.warn(
        `queueing ${outboxIds.length} mail(s) failed, the sweeper will retry: ${(error as Error).message}`,
      );
    }
  }

  /**
   * Hands the queue any mail left `pending` for a while: one whose enqueue was lost in a crash right after
   * commit, or whose job finished or gave up while the row still waits (e.g. Redis lost it).
   */
  sweep(): Promise<void> {
    this.sweeping ??= this.sweepOnce().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  private async sweepOnce(): Promise<void> {
    const queue = this.queue;
    if (!queue) return;
    try {
      const stale = await staleDueIds(this.context.db, this.settings.sweepAfterMs);
      for (const id of stale) {
        const job = await queue.getJob(id);
        if (!job) {
          await queue.add(SEND_MAIL_JOB, { outboxId: id }, { jobId: id });
          continue;
        }
        const state = await job.getState();
        if (state === 'completed' || state === 'failed') {
          // Another process's sweeper may have done it first: then the job is no longer in that state.
          await job.retry(state, { resetAttemptsMade: true }).catch(() => undefined);
        }
      }
      if (stale.length) this.logger.log(`swept ${stale.length} pending mail(s) back to the queue`);
    } catch (error) {
      this.logger.warn(`mail sweep failed: ${(error as Error).message}`);
    }
  }

  /** Before the DataSource closes: in-flight sends finish and are marked, so none is sent twice. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    await this.sweeping;
    await this.runner?.stop();
    await this.worker?.close();
    await this.queue?.close();
    this.transport.close();
  }
}
