import { Inject, Injectable } from '@nestjs/common';
import { leagueRecordPath } from '@tribal/contracts';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { fold } from '../event-store/decider';
import { CommandTransaction } from '../event-store/event-store.service';
import { StoredEvent } from '../event-store/stored-event';
import { LeagueManagerRole } from '../game/league-manager-role';
import { appLink } from '../mail/app-link';
import { LeagueMailUnsubscribe } from '../mail/league-mail-unsubscribe';
import { MailOutbox } from '../mail/mail-outbox';
import { entryCorrectedMail } from '../mail/templates/league-mails';
import { isCommissionersOwnEntry, leagueDecider } from './domain/league.decider';
import { leagueStreamId } from './domain/league.events';
import { castawayNamesByIds, mailableEntryEmails, memberOfEntry } from './leagues.sql';

/**
 * A correction of a member's entry (a pick, a draft) by the site admin or the commissioner: whose entry it is, and
 * the mail that tells its member (issue 33: commissioners are strangers who play; nothing changes an entry
 * silently).
 */

/** Whether the entry `entryId` of `leagueId` is the league's commissioner's own (N3): read in the command's transaction. */
export async function isCommissionersEntry(
  tx: CommandTransaction,
  leagueId: string,
  entryId: string,
): Promise<boolean> {
  const league = fold(leagueDecider, await tx.readStream(leagueStreamId(leagueId)));
  const member = await memberOfEntry(tx.manager, leagueId, entryId);
  return (
    member !== undefined &&
    isCommissionersOwnEntry(league, { entryId, userName: member.user_name, email: member.email })
  );
}

/**
 * Mails the member whose entry was corrected: recorded in the outbox in the transaction of the correction, keyed by
 * its event (a replay adds nothing), to the member's address when the league may mail it (`mailableMember`).
 */
@Injectable()
export class EntryCorrectedMail {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly unsubscribe: LeagueMailUnsubscribe,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async record(
    tx: CommandTransaction,
    entry: { leagueId: string; leagueName: string; entryId: string },
    by: LeagueManagerRole,
    change: string,
    cause: StoredEvent,
  ): Promise<void> {
    const recipients = await mailableEntryEmails(tx.manager, entry.leagueId, entry.entryId);
    const mail = entryCorrectedMail(
      entry.leagueName,
      by,
      change,
      appLink(this.config, leagueRecordPath(entry.leagueId)),
    );
    const scope = { leagueId: entry.leagueId, leagueName: entry.leagueName };
    const intents = [];
    for (const { email } of recipients)
      intents.push(
        await this.unsubscribe.unsubscribable(
          { intentKey: `entry-corrected:${cause.position}:${email}`, to: email, ...mail },
          scope,
        ),
      );
    await this.outbox.record(tx, intents);
  }
}

/** Castaway names by id for a correction's words (a name missing from the cast reads as its number). */
export async function castawayNames(tx: CommandTransaction, ids: readonly number[]): Promise<(id: number) => string> {
  const rows = await castawayNamesByIds(tx.manager, ids);
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return (id) => names.get(id) ?? `castaway #${id}`;
}
