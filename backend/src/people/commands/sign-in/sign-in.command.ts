import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ME_MESSAGES, ME_SIGN_IN_PATH, SignInResponse } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { badRequest, DomainError } from '../../../common/domain-error';
import { EventStore } from '../../../event-store/event-store.service';
import { confirmEmail } from '../../../member-emails/email-confirmation';
import { personSignInCodes } from '../../../sign-in/sign-in-codes.sql';
import { PersonSessionsService } from '../../auth/person-sessions.service';

/** POST /api/me/sign-in: the emailed code, once, signs this device in as the person of its address. */
export class SignIn extends Command<SignInResponse> {
  constructor(
    readonly code: string,
    readonly idempotencyKey?: string,
    /** labels the new session in the person's list of devices */
    readonly userAgent?: string,
  ) {
    super();
  }
}

@CommandHandler(SignIn)
export class SignInHandler implements ICommandHandler<SignIn> {
  constructor(
    private readonly store: EventStore,
    private readonly sessions: PersonSessionsService,
    private readonly clock: Clock,
  ) {}

  /**
   * Using the code, confirming the address (the link proves its owner reads it) and opening the session are one
   * transaction. It runs in the event store for its Idempotency-Key too: a retry answers the same token, sealed
   * under the key. A code that was issued but no longer opens anything is gone (410, with where to ask for a new
   * one); one never issued is wrong (400).
   */
  execute({ code, idempotencyKey, userAgent }: SignIn): Promise<SignInResponse> {
    const now = this.clock.now();
    return this.store.execute(
      'SignIn',
      idempotencyKey,
      async (tx) => {
        const { manager } = tx;
        const redeemed = await personSignInCodes.redeem(manager, code, now);
        if (!redeemed) {
          if (!(await personSignInCodes.wasIssued(manager, code))) throw badRequest(ME_MESSAGES.wrongCode, 'code');
          throw new DomainError(410, ME_MESSAGES.linkGone, undefined, { newLinkAt: ME_SIGN_IN_PATH });
        }
        await confirmEmail(tx, redeemed.email, 'person-link', now);
        return { token: await this.sessions.openSession(redeemed.email, manager, userAgent), email: redeemed.email };
      },
      { sealed: true },
    );
  }
}
