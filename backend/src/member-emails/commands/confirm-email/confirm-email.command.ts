import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ConfirmEmailResponse, MEMBER_EMAIL_MESSAGES } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { badRequest } from '../../../common/domain-error';
import { EventStore } from '../../../event-store/event-store.service';
import { emailConfirmationCodes } from '../../../sign-in/sign-in-codes.sql';
import { confirmEmail } from '../../email-confirmation';

/** POST /api/entries/confirm-email: the mailed code, once, confirms the address it was mailed to. */
export class ConfirmEmail extends Command<ConfirmEmailResponse> {
  constructor(readonly code: string) {
    super();
  }
}

@CommandHandler(ConfirmEmail)
export class ConfirmEmailHandler implements ICommandHandler<ConfirmEmail> {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  /** Using up the code and confirming are one transaction; two clicks racing with one code cannot both win. */
  execute({ code }: ConfirmEmail): Promise<ConfirmEmailResponse> {
    const now = this.clock.now();
    return this.store.execute('ConfirmEmail', undefined, async (tx) => {
      const used = await emailConfirmationCodes.redeem(tx.manager, code, now);
      if (!used) throw badRequest(MEMBER_EMAIL_MESSAGES.invalidCode, 'code');
      await confirmEmail(tx, used.email, 'confirmation-link', now);
      return { message: MEMBER_EMAIL_MESSAGES.confirmed(used.email), email: used.email };
    });
  }
}
