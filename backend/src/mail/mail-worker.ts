import { Logger } from '@nestjs/common';
import { DelayedError, type Job, UnrecoverableError, Worker } from 'bullmq';
import type { RedisSettings } from '../redis/redis-availability';
import { RedisClientGroup } from '../redis/redis-client-group';
import { deliverOutboxMail, type MailDeliveryContext, MailGaveUp } from './mail-delivery';
import type { MailSettings } from './mail-settings';

export const MAIL_QUEUE = 'mail';
export const SEND_MAIL_JOB = 'send';

export interface SendMailJob {
  outboxId: string;
}

/** BullMQ connection options: `maxRetriesPerRequest: null` lets blocking commands wait out a Redis restart. */
export function mailQueueConnection(redis: RedisSettings, options: { failFast?: boolean } = {}) {
  // A producer fails fast while Redis is away rather than hanging a request: the sweeper hands the row over later.
  return { url: redis.url, maxRetriesPerRequest: null, ...(options.failFast ? { enableOfflineQueue: false } : {}) };
}

/**
 * Sends queued mail. Attempts and backoff are the outbox row's (mail-delivery.ts); BullMQ's own retries only
 * bring the job back, and a job that finds its mail held by another sender waits in `delayed` without using up
 * an attempt.
 */
export function createMailWorker(
  redis: RedisSettings,
  settings: MailSettings,
  context: MailDeliveryContext,
): Worker<SendMailJob> {
  const logger = new Logger('MailWorker');
  const worker = new Worker<SendMailJob>(
    MAIL_QUEUE,
    async (job: Job<SendMailJob>, token?: string) => {
      let outcome: Awaited<ReturnType<typeof deliverOutboxMail>>;
      try {
        outcome = await deliverOutboxMail(context, job.data.outboxId);
      } catch (error) {
        if (error instanceof MailGaveUp) throw new UnrecoverableError(error.message);
        throw error;
      }
      if (outcome.kind === 'busy') {
        await job.moveToDelayed(outcome.until.getTime(), token);
        throw new DelayedError();
      }
      return outcome.kind;
    },
    {
      connection: mailQueueConnection(redis),
      prefix: redis.prefix,
      concurrency: settings.concurrency,
      limiter: { max: settings.ratePerMinute, duration: 60_000 },
      lockDuration: settings.lockDurationMs,
      stalledInterval: settings.stalledIntervalMs,
    },
  );
  new RedisClientGroup('the mail worker').bullmq(worker);
  worker.on('failed', (job, error) => {
    if (job && !(error instanceof DelayedError)) {
      logger.warn(`mail ${job.data.outboxId} attempt ${job.attemptsMade} failed: ${error.message}`);
    }
  });
  return worker;
}
