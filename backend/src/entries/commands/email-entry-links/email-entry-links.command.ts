import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ENTRY_CLAIM_PATH, ENTRY_LINK_HOURS } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { EventStore } from '../../../event-store/event-store.service';
import { appLink } from '../../../mail/app-link';
import { MailOutbox } from '../../../mail/mail-outbox';
import { entrySignInLinksMail } from '../../../mail/templates/member-link-mails';
import { entrySignInCodes } from '../../../sign-in/sign-in-codes.sql';

/** "Already joined?": mail every entry of an address a single-use sign-in link. Answers nothing about the address. */
export class EmailEntryLinks extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}

interface MemberRow {
  league_id: string;
  league_name: string;
  user_name: string;
  entry_id: string;
  email: string;
}

@CommandHandler(EmailEntryLinks)
export class EmailEntryLinksHandler implements ICommandHandler<EmailEntryLinks> {
  constructor(
    private readonly store: EventStore,
    private readonly outbox: MailOutbox,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Codes and mail are written in one transaction: a code exists if and only if its mail is in the outbox. The
   * codes table keeps only digests; the code itself is in the mail, whose body waits in the outbox until it is sent
   * (or given up on) and is then cleared (mail-delivery.ts).
   */
  async execute({ email }: EmailEntryLinks): Promise<void> {
    const now = this.clock.now();
    await this.store.execute('EmailEntryLinks', undefined, async (tx) => {
      const members: MemberRow[] = await tx.manager.query(
        `SELECT m.league_id, l.name AS league_name, m.user_name, m.entry_id, m.email
         FROM league_members m JOIN leagues l ON l.id = m.league_id
         WHERE lower(m.email) = lower($1) ORDER BY l.name, m.user_name`,
        [email],
      );
      if (members.length === 0) return;
      // A new mail cancels the unused sign-in links of earlier ones: only the newest signs a device in (N9).
      await entrySignInCodes.cancelUnused(
        tx.manager,
        { entryId: members.map((m) => m.entry_id), rejoinSeason: null },
        now,
      );
      const entries = [];
      let firstCodeHash = '';
      for (const member of members) {
        const { code, codeHash } = await entrySignInCodes.issue(
          tx.manager,
          { leagueId: member.league_id, userName: member.user_name, entryId: member.entry_id, rejoinSeason: null },
          now,
          ENTRY_LINK_HOURS * 3600_000,
        );
        firstCodeHash ||= codeHash;
        entries.push({
          userName: member.user_name,
          leagueName: member.league_name,
          claimLink: appLink(this.config, ENTRY_CLAIM_PATH, { code }),
        });
      }
      await this.outbox.record(tx, [
        {
          intentKey: `entry-links:${firstCodeHash}`,
          to: members[0].email,
          ...entrySignInLinksMail(entries),
        },
      ]);
    });
  }
}
