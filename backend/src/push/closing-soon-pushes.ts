import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleInit,
} from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { DRAFT_CLOSING_NOTICE_HOURS, PICK_CLOSING_NOTICE_MINUTES } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { EventStore } from '../event-store/event-store.service';
import { DelayedMailJobs } from '../mail/delayed-mail-jobs';
import { REDIS_SETTINGS, RedisSettings } from '../redis/redis-availability';
import { ReminderTarget } from '../reminders/domain/reminder.events';
import { ReminderDeadlinesChanged } from '../reminders/reminders.projection';
import {
  findDeadlinesClosingWithin,
  findEntriesToRemind,
  findUpcomingDeadlines,
  readReminderLeague,
} from '../reminders/reminders.sql';
import { PushNotices } from './push-notices';
import { PUSH_SETTINGS, PushSettings } from './push-settings';

export const CLOSING_PUSH_QUEUE = 'push-closing';

/** How long before its deadline each kind's "closes soon" goes: a pick 1 hour, the draft 24 hours. */
export const closingNoticeMs = (target: Pick<ReminderTarget, 'kind'>) =>
  target.kind === 'draft' ? DRAFT_CLOSING_NOTICE_HOURS * 3600_000 : PICK_CLOSING_NOTICE_MINUTES * 60_000;
const LONGEST_NOTICE_MS = Math.max(DRAFT_CLOSING_NOTICE_HOURS * 3600_000, PICK_CLOSING_NOTICE_MINUTES * 60_000);

/** BullMQ job ids may not hold ':'; the id names the deadline, so a moved deadline is a job of its own. */
const closingJobId = (target: ReminderTarget) =>
  `push-closing-${target.leagueId}-${target.kind}-${target.episode ?? 0}-${Date.parse(target.deadline)}`;

/**
 * "A pick closes in 1 hour" and "the draft closes in 24 hours", on the reminders' schedule (the same deadlines, read
 * by the same SQL, a lead of their own): a delayed job per deadline with Redis, behind a scan; the scan alone without.
 * Each try re-reads the deadline in force and who is still missing, and the intents are keyed by the deadline, so
 * a moved deadline sends nothing for its old time and every deadline's notice goes once.
 */
@Injectable()
export class ClosingSoonPushes implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ClosingSoonPushes.name);
  private readonly jobs: DelayedMailJobs<ReminderTarget>;

  constructor(
    @Inject(REDIS_SETTINGS) redis: RedisSettings | null,
    @Inject(PUSH_SETTINGS) private readonly settings: PushSettings,
    private readonly store: EventStore,
    private readonly notices: PushNotices,
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {
    this.jobs = new DelayedMailJobs(redis, clock, {
      queue: CLOSING_PUSH_QUEUE,
      label: 'closing-soon push',
      concurrency: 1,
      dueAt: (target) => Date.parse(target.deadline) - closingNoticeMs(target),
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
    void this.schedule();
  }

  /** Records the notices of every deadline whose notice time has come at `now`; answers how many were recorded. */
  async runDue(now: Date = this.clock.now()): Promise<number> {
    let recorded = 0;
    for (const target of await findDeadlinesClosingWithin(this.db.manager, now, LONGEST_NOTICE_MS)) {
      if (now.getTime() < Date.parse(target.deadline) - closingNoticeMs(target)) continue;
      try {
        recorded += await this.send(target, now);
      } catch (error) {
        this.logger.error(`closing-soon push for ${closingJobId(target)} failed: ${(error as Error).message}`);
      }
    }
    return recorded;
  }

  /** One deadline's notices, if it is still the deadline and its notice time has come but it has not passed. */
  send(target: ReminderTarget, now: Date = this.clock.now()): Promise<number> {
    return this.store.execute('RecordClosingSoonPushes', undefined, async (tx) => {
      const league = await readReminderLeague(tx.manager, target);
      const deadline = Date.parse(target.deadline);
      if (!league?.currentDeadline || Date.parse(league.currentDeadline) !== deadline) return 0;
      if (now.getTime() < deadline - closingNoticeMs(target) || now.getTime() >= deadline) return 0;
      const missing = await findEntriesToRemind(tx.manager, target, league.season);
      return this.notices.closingSoon(tx, target, missing);
    });
  }

  /** BullMQ mode: a delayed job for each upcoming deadline (of one league, or all); adding one twice is a no-op. */
  async schedule(leagueId?: string): Promise<void> {
    if (!this.jobs.queued) return;
    try {
      const targets = await findUpcomingDeadlines(this.db.manager, this.clock.now(), leagueId);
      await this.jobs.add(
        targets.map((target) => ({ name: 'push-closing', data: target, jobId: closingJobId(target) })),
      );
    } catch (error) {
      this.logger.warn(`scheduling closing-soon pushes failed: ${(error as Error).message}`);
    }
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.jobs.close();
  }
}

@EventsHandler(ReminderDeadlinesChanged)
export class ClosingSoonDeadlinesChangedHandler implements IEventHandler<ReminderDeadlinesChanged> {
  constructor(private readonly pushes: ClosingSoonPushes) {}

  async handle({ leagueId }: ReminderDeadlinesChanged): Promise<void> {
    await this.pushes.schedule(leagueId ?? undefined);
  }
}
