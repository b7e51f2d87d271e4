import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { Clock } from '../common/clock';
import { DelayedMailJobs } from '../mail/delayed-mail-jobs';
import { loadMailSettings } from '../mail/mail-settings';
import { REDIS_SETTINGS, RedisSettings } from '../redis/redis-availability';
import { DeadlineMailDue, DeadlineMovedMail } from './deadline-moved-mail';

export const DEADLINE_MAIL_QUEUE = 'deadline-mail';
const SEND_DIGEST_JOB = 'send-deadline-digest';

/** BullMQ job ids may not hold ':'; the id names the league and the due time, so adding it twice is a no-op. */
const digestJobId = ({ leagueId, dueAt }: DeadlineMailDue) => `deadline-digest-${leagueId}-${Date.parse(dueAt)}`;

/**
 * When a league's waiting deadline moves go out (as reminders do, `DelayedMailJobs`): with Redis, a delayed job
 * per due digest, added after the move commits, behind a safety-net scan every 10 minutes; without Redis, a scan
 * every minute. The intent is the `due_at` the move wrote in PostgreSQL, and `sendDue` sends a digest once whoever
 * calls it.
 */
@Injectable()
export class DeadlineMailScheduler implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly jobs: DelayedMailJobs<DeadlineMailDue>;

  constructor(@Inject(REDIS_SETTINGS) redis: RedisSettings | null, mail: DeadlineMovedMail, clock: Clock) {
    this.jobs = new DelayedMailJobs(redis, clock, {
      queue: DEADLINE_MAIL_QUEUE,
      label: 'deadline mail',
      concurrency: 1,
      dueAt: (due) => Date.parse(due.dueAt),
      run: (due, now) => mail.sendDue(now, due.leagueId),
      scan: () => mail.sendDue(),
    });
  }

  onModuleInit(): void {
    this.jobs.open();
  }

  onApplicationBootstrap(): void {
    // The same switch as mail and reminders: RUN_MAIL_WORKER=false turns this process's sending off.
    if (loadMailSettings().runWorker) this.jobs.start();
  }

  /** BullMQ mode: a delayed job for a league's waiting moves (the scan sends them if this hand-over is lost). */
  schedule(due: DeadlineMailDue): Promise<void> {
    return this.jobs.add([{ name: SEND_DIGEST_JOB, data: { ...due }, jobId: digestJobId(due) }]);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.jobs.close();
  }
}

@EventsHandler(DeadlineMailDue)
export class DeadlineMailDueHandler implements IEventHandler<DeadlineMailDue> {
  constructor(private readonly scheduler: DeadlineMailScheduler) {}

  handle(due: DeadlineMailDue): Promise<void> {
    return this.scheduler.schedule(due);
  }
}
