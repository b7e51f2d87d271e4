import { Inject, Injectable, Logger } from '@nestjs/common';
import { leagueRecordPath } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CommandTransaction, EventStore } from '../event-store/event-store.service';
import { StoredEvent } from '../event-store/stored-event';
import { appLink } from '../mail/app-link';
import { LeagueMailUnsubscribe } from '../mail/league-mail-unsubscribe';
import { MailOutbox } from '../mail/mail-outbox';
import { deadlineMovedMail } from '../mail/templates/league-mails';
import { PushNotices } from '../push/push-notices';
import { BatchRow, dueDigestLeagues, lockBatch, saveBatch } from './deadline-moved-mail.sql';
import { DeadlineMailBatch, DeadlineMove, planDeadlineMail, releaseDeadlineMail } from './domain/deadline-moves';
import { leagueNameOf, mailableMemberEmails } from './leagues.sql';

/** After commit: a league's waiting deadline moves are due at `dueAt` (the scheduler sets a delayed job for it). */
export class DeadlineMailDue {
  constructor(
    readonly leagueId: string,
    readonly dueAt: string,
  ) {}
}

/**
 * Members hear when a deadline that affects them moves, at most once an hour per league (`planDeadlineMail`):
 * one mail per member address (unconfirmed and unsubscribed addresses excepted), recorded in the outbox in the transaction of the
 * change, keyed by its cause so a replay adds nothing. Moves within the hour wait in `deadline_mail_batches`, whose
 * `due_at` is the intent of the delayed digest, written in that same transaction.
 */
@Injectable()
export class DeadlineMovedMail {
  private readonly logger = new Logger(DeadlineMovedMail.name);

  constructor(
    private readonly outbox: MailOutbox,
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly db: DataSource,
    private readonly unsubscribe: LeagueMailUnsubscribe,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pushes: PushNotices,
  ) {}

  async record(
    tx: CommandTransaction,
    league: { leagueId: string; name: string },
    moves: readonly DeadlineMove[],
    cause: StoredEvent,
  ): Promise<void> {
    if (moves.length === 0) return;
    const batch = await lockBatch(tx.manager, league.leagueId);
    const plan = planDeadlineMail(toBatch(batch), moves, this.clock.now());
    await this.mail(tx, league, plan.mailNow, `deadline-moved:${cause.position}`);
    await saveBatch(tx.manager, league.leagueId, plan);
    // A phone hears of every move at once (one notification per change); mail waits out the hour to batch them.
    await this.pushes.deadlinesMoved(tx, league, moves, `${cause.position}`);
    if (plan.dueAt && plan.dueAt !== batch.due_at?.toISOString())
      tx.afterCommit(new DeadlineMailDue(league.leagueId, plan.dueAt));
  }

  /**
   * Sends every league's waiting moves whose hour is over at `now`, one mail per member address; answers the
   * leagues mailed. The scheduler's jobs and scan call it; tests call it after setting the clock. Each league is
   * its own transaction, taking the batch's lock: two processes (or a job and the scan) send it once.
   */
  async sendDue(now: Date = this.clock.now(), leagueId?: string): Promise<string[]> {
    const due = await dueDigestLeagues(this.db.manager, now, leagueId);
    const mailed: string[] = [];
    for (const league_id of due) {
      try {
        if (await this.sendOne(league_id, now)) mailed.push(league_id);
      } catch (error) {
        this.logger.error(`deadline digest of league ${league_id} failed: ${(error as Error).message}`);
      }
    }
    return mailed;
  }

  private sendOne(leagueId: string, now: Date): Promise<boolean> {
    return this.store.execute('SendDeadlineDigest', undefined, async (tx) => {
      const batch = await lockBatch(tx.manager, leagueId);
      if (!batch.due_at || batch.due_at.getTime() > now.getTime()) return false;
      const leagueName = await leagueNameOf(tx.manager, leagueId);
      const plan = releaseDeadlineMail(toBatch(batch), now);
      // A deleted league's waiting moves go nowhere.
      if (leagueName !== undefined)
        await this.mail(
          tx,
          { leagueId, name: leagueName },
          plan.mailNow,
          `deadline-digest:${leagueId}:${batch.due_at.getTime()}`,
        );
      await saveBatch(tx.manager, leagueId, plan);
      return leagueName !== undefined && plan.mailNow.length > 0;
    });
  }

  private async mail(
    tx: CommandTransaction,
    league: { leagueId: string; name: string },
    moves: readonly DeadlineMove[],
    intentPrefix: string,
  ): Promise<void> {
    if (moves.length === 0) return;
    const recipients = await mailableMemberEmails(tx.manager, league.leagueId);
    const mail = deadlineMovedMail(league.name, moves, appLink(this.config, leagueRecordPath(league.leagueId)));
    const scope = { leagueId: league.leagueId, leagueName: league.name };
    const intents = [];
    for (const { email } of recipients) {
      intents.push(
        await this.unsubscribe.unsubscribable({ intentKey: `${intentPrefix}:${email}`, to: email, ...mail }, scope),
      );
    }
    await this.outbox.record(tx, intents);
  }
}

const toBatch = (row: BatchRow): DeadlineMailBatch => ({
  lastMailedAt: row.last_mailed_at?.toISOString() ?? null,
  pending: row.pending,
});
