import { Agent } from 'node:https';
import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleInit,
} from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DelayedMailJobs, RetryLater } from '../mail/delayed-mail-jobs';
import { REDIS_SETTINGS, RedisSettings } from '../redis/redis-availability';
import { claimPush, duePushIds, releaseForRetry, settlePush } from './push.sql';
import { pushServiceAgent, sendPush } from './push-sender';
import { PUSH_SETTINGS, PushSettings, pushRetryDelayMs } from './push-settings';
import { PushSubscriptionCommands } from './push-subscription-commands';
import { VapidKeys } from './vapid-keys';

export const PUSH_QUEUE = 'push';
const SEND_PUSH_JOB = 'send-push';

interface PushJob {
  outboxId: string;
  /** not before (ISO): the spoiler rule's answer, recorded with the intent */
  dueAt: string;
}

/**
 * What one try did: `sent`; `gone` (404/410: the subscription is removed); `dropped` (its subscription was removed
 * before); `failed` (a refusal that retrying cannot fix, or the last try); `skipped` (not due, held by another
 * sender, or settled already: a repeated job lands here and sends nothing).
 */
export type PushOutcome = 'sent' | 'gone' | 'dropped' | 'failed' | 'skipped';

/** A push service asking for more than an hour is not waited for longer: the notification would be stale anyway. */
const MAX_RETRY_AFTER_MS = 3600_000;

/** 429 (too many) and 5xx (the push service's trouble), or no answer at all: worth another try later. */
const worthRetrying = (status: number | null) => status === null || status === 429 || status >= 500;

/**
 * Sends recorded notifications: a BullMQ delayed job per notification (due when the spoiler rule says), behind a
 * safety-net scan; without Redis, the scan alone (`DelayedMailJobs`, as reminders). Each try claims the row first,
 * so a job run twice, a job and the scan, or two processes send it once.
 */
@Injectable()
export class PushDispatcher implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(PushDispatcher.name);
  private readonly jobs: DelayedMailJobs<PushJob>;
  private agent: Agent | undefined;

  constructor(
    @Inject(REDIS_SETTINGS) redis: RedisSettings | null,
    @Inject(PUSH_SETTINGS) private readonly settings: PushSettings,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly vapid: VapidKeys,
    private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly subscriptions: PushSubscriptionCommands,
  ) {
    this.jobs = new DelayedMailJobs<PushJob>(redis, clock, {
      queue: PUSH_QUEUE,
      label: 'push',
      concurrency: 4,
      scanIntervalMs: settings.scanIntervalMs,
      dueAt: (job) => Date.parse(job.dueAt),
      run: (job, now) => this.deliver(job.outboxId, now),
      scan: () => this.runDue(),
      retry: { attempts: settings.maxAttempts, backoffMs: settings.retryBaseDelayMs },
    });
  }

  onModuleInit(): void {
    this.agent = pushServiceAgent(this.config);
    this.jobs.open();
  }

  onApplicationBootstrap(): void {
    if (this.settings.runWorker) this.jobs.start();
  }

  /** After commit: a delayed job per notification (the job id is the row's, so adding it again is a no-op). */
  queue(rows: ReadonlyArray<{ id: string; dueAt: string }>): Promise<void> {
    return this.jobs.add(
      rows.map((row) => ({
        name: SEND_PUSH_JOB,
        data: { outboxId: row.id, dueAt: row.dueAt },
        jobId: `push-${row.id}`,
      })),
    );
  }

  /** Tries every notification due at `now` and not yet settled; the scan's timer calls it, tests after setting the clock. */
  async runDue(now: Date = this.clock.now()): Promise<PushOutcome[]> {
    const outcomes: PushOutcome[] = [];
    for (const id of await duePushIds(this.db.manager, now)) {
      try {
        outcomes.push(await this.deliver(id, now));
      } catch (error) {
        // Recorded on the row (a retry waits its backoff, a refusal is settled): the next scan weighs it again.
        this.logger.warn(`push ${id}: ${(error as Error).message}`);
      }
    }
    return outcomes;
  }

  /**
   * One try of one notification. Throws when the push service should be tried again later (429, 5xx, no answer),
   * and an UnrecoverableError when it refused for good, so that BullMQ retries the one and not the other.
   */
  async deliver(outboxId: string, now: Date = this.clock.now()): Promise<PushOutcome> {
    const claimed = await claimPush(this.db.manager, outboxId, now, this.settings.leaseMs);
    if (!claimed) return 'skipped';
    if (!claimed.endpoint || !claimed.p256dh || !claimed.auth) {
      await settlePush(this.db.manager, claimed.id, 'dropped');
      return 'dropped';
    }
    const destination = { endpoint: claimed.endpoint, p256dh: claimed.p256dh, auth: claimed.auth };
    const answer = await sendPush(destination, claimed.payload, {
      vapid: await this.vapid.current(),
      ttlSeconds: this.settings.ttlSeconds,
      agent: this.agent,
      // A Retry-After date is the push service's wall clock, and the retry time is kept by the database's.
      now: Date.now(),
    });
    if (answer.ok) {
      await settlePush(this.db.manager, claimed.id, 'sent');
      return 'sent';
    }
    if (answer.status === 404 || answer.status === 410) {
      // The browser dropped the subscription: nothing more goes there.
      await settlePush(this.db.manager, claimed.id, 'gone', answer.message);
      await this.subscriptions.remove(claimed.endpoint, claimed.subscription_id, 'gone', 'push-service');
      return 'gone';
    }
    if (worthRetrying(answer.status) && claimed.attempts < this.settings.maxAttempts) {
      // The push service's own Retry-After, when longer than our backoff (and sane), is the one to honour.
      const wait = Math.max(
        pushRetryDelayMs(this.settings, claimed.attempts),
        Math.min(answer.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS),
      );
      await releaseForRetry(this.db.manager, claimed.id, answer.message, wait);
      throw new RetryLater(`push service answered ${answer.message}; trying again in ${wait} ms`, wait);
    }
    await settlePush(this.db.manager, claimed.id, 'failed', answer.message);
    this.logger.warn(`push ${claimed.id} given up: the push service answered ${answer.message}`);
    throw new UnrecoverableError(`push ${claimed.id} refused: ${answer.message}`);
  }

  beforeApplicationShutdown(): Promise<void> {
    this.agent?.destroy();
    return this.jobs.close();
  }
}
