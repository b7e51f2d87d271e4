import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { COMMISSIONER_CLAIM_PATH, COMMISSIONER_LINK_HOURS } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { EventStore } from '../../../event-store/event-store.service';
import { appLink } from '../../../mail/app-link';
import { MailOutbox } from '../../../mail/mail-outbox';
import { commissionerSignInMail } from '../../../mail/templates/commissioner-mails';
import { commissionerCodes } from '../../../sign-in/sign-in-codes.sql';
import { CommissionerAuthService } from '../../auth/commissioner-auth.service';

/** POST /api/commissioner/email-link: a sign-in link to the address, if it runs a league; the answer says nothing. */
export class EmailCommissionerLink extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}

@CommandHandler(EmailCommissionerLink)
export class EmailCommissionerLinkHandler implements ICommandHandler<EmailCommissionerLink> {
  constructor(
    private readonly store: EventStore,
    private readonly outbox: MailOutbox,
    private readonly sessions: CommissionerAuthService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The code and its mail are written in one transaction; only the code's digest is stored. A new link cancels the
   * address's earlier unused ones: only the newest mail signs a device in (review 2026-11-26 N9).
   */
  async execute({ email }: EmailCommissionerLink): Promise<void> {
    const now = this.clock.now();
    const address = email.toLowerCase();
    await this.store.execute('EmailCommissionerLink', undefined, async (tx) => {
      const leagues = await this.sessions.leaguesOf(address, tx.manager);
      if (leagues.length === 0) return;
      await commissionerCodes.cancelUnused(tx.manager, { email: address, purpose: 'claim' }, now);
      const { code, codeHash } = await commissionerCodes.issue(
        tx.manager,
        { purpose: 'claim', email: address, leagueId: null },
        now,
        COMMISSIONER_LINK_HOURS * 3600_000,
      );
      await this.outbox.record(tx, [
        {
          intentKey: `commissioner-link:${codeHash}`,
          to: address,
          ...commissionerSignInMail({
            leagueNames: leagues.map((league) => league.name),
            claimLink: appLink(this.config, COMMISSIONER_CLAIM_PATH, { code }),
          }),
        },
      ]);
    });
  }
}
