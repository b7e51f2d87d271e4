import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { COMMISSIONER_LINK_HOURS } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { digestSecret, newSecret } from '../../../common/secrets';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { EventStore } from '../../../event-store/event-store.service';
import { MailOutbox } from '../../../mail/mail-outbox';
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
      const code = newSecret();
      const codeHash = digestSecret(code);
      await tx.manager.query(
        `UPDATE commissioner_codes SET expires_at = $2
          WHERE email = $1 AND purpose = 'claim' AND used_at IS NULL AND expires_at > $2`,
        [address, now],
      );
      await tx.manager.query(
        `INSERT INTO commissioner_codes (code_hash, purpose, email, created_at, expires_at)
         VALUES ($1, 'claim', $2, $3, $4)`,
        [codeHash, address, now, new Date(now.getTime() + COMMISSIONER_LINK_HOURS * 3600_000)],
      );
      const link = `${this.config.publicUrl.replace(/\/+$/, '')}/commissioner/claim?code=${encodeURIComponent(code)}`;
      await this.outbox.record(tx, [
        {
          intentKey: `commissioner-link:${codeHash}`,
          to: address,
          subject: 'Your Tribal Pool commissioner sign-in link',
          text: [
            'Someone (hopefully you) asked to manage your Tribal Pool leagues on a device:',
            ...leagues.map((league) => `- ${league.name}`),
            '',
            'Open this link on that device to sign it in as the commissioner:',
            link,
            '',
            `The link works once and expires in ${COMMISSIONER_LINK_HOURS} hours.`,
            'If you did not ask for this, ignore this email: nothing changes.',
          ].join('\n'),
        },
      ]);
    });
  }
}
