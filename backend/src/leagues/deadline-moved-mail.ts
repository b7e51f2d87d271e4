import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { CommandTransaction } from '../event-store/event-store.service';
import { StoredEvent } from '../event-store/stored-event';
import { mailableMember } from '../mail/league-mail-audience';
import { LeagueMailUnsubscribe } from '../mail/league-mail-unsubscribe';
import { MailOutbox } from '../mail/mail-outbox';
import { APP_CONFIG } from '../redis/redis-availability';
import { DeadlineMove, deadlineMovedMail } from './domain/deadline-moves';

/**
 * Members hear when a deadline that affects them moves: one mail per member address (unconfirmed and unsubscribed
 * addresses excepted), recorded in the outbox in the transaction of the change, keyed by its event so a replay adds nothing.
 */
@Injectable()
export class DeadlineMovedMail {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly unsubscribe: LeagueMailUnsubscribe,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async record(
    tx: CommandTransaction,
    league: { leagueId: string; name: string },
    moves: readonly DeadlineMove[],
    cause: StoredEvent,
  ): Promise<void> {
    if (moves.length === 0) return;
    const recipients: Array<{ email: string }> = await tx.manager.query(
      `SELECT DISTINCT lower(m.email) AS email FROM league_members m
       WHERE m.league_id = $1 AND ${mailableMember('m')}
       ORDER BY 1`,
      [league.leagueId],
    );
    const leagueUrl = `${this.config.publicUrl.replace(/\/+$/, '')}/league/${encodeURIComponent(league.leagueId)}`;
    const mail = deadlineMovedMail(league.name, moves, leagueUrl);
    const scope = { leagueId: league.leagueId, leagueName: league.name };
    const intents = [];
    for (const { email } of recipients) {
      intents.push(
        await this.unsubscribe.unsubscribable(
          { intentKey: `deadline-moved:${cause.position}:${email}`, to: email, ...mail },
          scope,
        ),
      );
    }
    await this.outbox.record(tx, intents);
  }
}
