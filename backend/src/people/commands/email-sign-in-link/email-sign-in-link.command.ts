import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ME_SIGN_IN_PATH, PERSON_LINK_MINUTES } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { EventStore } from '../../../event-store/event-store.service';
import { appLink } from '../../../mail/app-link';
import { MailOutbox } from '../../../mail/mail-outbox';
import { personSignInMail } from '../../../mail/templates/person-mails';
import { normalisedEmail } from '../../../member-emails/domain/member-email.events';
import { personSignInCodes } from '../../../sign-in/sign-in-codes.sql';
import { isKnownAddress } from '../../people.sql';

/**
 * POST /api/me/sign-in-link: a sign-in link to the address, if the app knows it (it joined an entry, runs a league,
 * or was confirmed); the answer says nothing either way.
 */
export class EmailSignInLink extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}

@CommandHandler(EmailSignInLink)
export class EmailSignInLinkHandler implements ICommandHandler<EmailSignInLink> {
  constructor(
    private readonly store: EventStore,
    private readonly outbox: MailOutbox,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * An unknown address gets nothing: a person is their entries and leagues, and mailing strangers' addresses would
   * make this a spam gun. The code and its mail are one transaction (only the code's digest is stored), and a new
   * link cancels the address's earlier unused ones: only the newest mail signs a device in.
   */
  async execute({ email }: EmailSignInLink): Promise<void> {
    const now = this.clock.now();
    const address = normalisedEmail(email);
    await this.store.execute('EmailSignInLink', undefined, async (tx) => {
      if (!(await isKnownAddress(tx.manager, address))) return;
      await personSignInCodes.cancelUnused(tx.manager, { email: address }, now);
      const { code, codeHash } = await personSignInCodes.issue(
        tx.manager,
        { email: address },
        now,
        PERSON_LINK_MINUTES * 60_000,
      );
      await this.outbox.record(tx, [
        {
          intentKey: `person-link:${codeHash}`,
          to: address,
          ...personSignInMail({ signInLink: appLink(this.config, ME_SIGN_IN_PATH, { code }) }),
        },
      ]);
    });
  }
}
