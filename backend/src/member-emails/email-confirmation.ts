import { Inject, Injectable } from '@nestjs/common';
import { CONFIRM_EMAIL_PATH, EMAIL_CONFIRMATION_DAYS } from '@tribal/contracts';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { decideAndAppend } from '../event-store/decide-and-append';
import { CommandTransaction } from '../event-store/event-store.service';
import { appLink } from '../mail/app-link';
import { MailOutbox } from '../mail/mail-outbox';
import { emailConfirmationMail } from '../mail/templates/member-link-mails';
import { emailConfirmationCodes } from '../sign-in/sign-in-codes.sql';
import { memberEmailDecider } from './domain/member-email.decider';
import { EmailConfirmedVia, memberEmailStreamId, normalisedEmail } from './domain/member-email.events';

/**
 * The address's owner opened a link mailed to it: the address is confirmed (once; later calls add nothing). Called
 * in the transaction of whatever used the link (a confirmation code, an entry or rejoin link, a commissioner's
 * activation or sign-in link), so the confirmation holds if and only if the link was used.
 */
export function confirmEmail(tx: CommandTransaction, email: string, via: EmailConfirmedVia, now: Date) {
  const address = normalisedEmail(email);
  return decideAndAppend(
    tx,
    memberEmailStreamId(address),
    memberEmailDecider,
    { type: 'ConfirmEmail', email: address, via, now },
    { actor: `member-email:${address}` },
  );
}

/**
 * A new league joins bring no one-click spam gun: one small mail asks the address's owner to confirm it, and no
 * league mail reaches it before. One such mail per address per hour at most (an unused code younger than that is
 * still in its inbox), so joining a stranger's address many times mails it once.
 */
const REMAIL_AFTER_MS = 3600_000;

@Injectable()
export class EmailConfirmationMail {
  constructor(
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Codes and mail are written in one transaction, like the sign-in links: a code exists iff its mail does. */
  async recordFor(tx: CommandTransaction, email: string, leagueName: string, now: Date): Promise<void> {
    const address = normalisedEmail(email);
    const confirmed: unknown[] = await tx.manager.query('SELECT 1 FROM confirmed_emails WHERE email = $1', [address]);
    if (confirmed.length > 0) return;
    const since = new Date(now.getTime() - REMAIL_AFTER_MS);
    if (await emailConfirmationCodes.hasOpen(tx.manager, { email: address }, now, since)) return;
    const { code, codeHash } = await emailConfirmationCodes.issue(
      tx.manager,
      { email: address },
      now,
      EMAIL_CONFIRMATION_DAYS * 86_400_000,
    );
    await this.outbox.record(tx, [
      {
        intentKey: `email-confirmation:${codeHash}`,
        to: address,
        ...emailConfirmationMail({ leagueName, confirmLink: appLink(this.config, CONFIRM_EMAIL_PATH, { code }) }),
      },
    ]);
  }
}
