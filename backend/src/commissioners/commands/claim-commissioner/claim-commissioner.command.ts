import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ClaimCommissionerResponse, COMMISSIONER_SIGN_IN_PATH, LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { DomainError } from '../../../common/domain-error';
import { EventStore } from '../../../event-store/event-store.service';
import { confirmEmail } from '../../../member-emails/email-confirmation';
import { commissionerCodes } from '../../../sign-in/sign-in-codes.sql';
import { CommissionerAuthService } from '../../auth/commissioner-auth.service';

/** POST /api/commissioner/claim: the emailed code, once, opens a commissioner session on this device. */
export class ClaimCommissioner extends Command<ClaimCommissionerResponse> {
  constructor(
    readonly code: string,
    readonly idempotencyKey?: string,
    /** labels the new session in the commissioner's list of devices */
    readonly userAgent?: string,
  ) {
    super();
  }
}

@CommandHandler(ClaimCommissioner)
export class ClaimCommissionerHandler implements ICommandHandler<ClaimCommissioner> {
  constructor(
    private readonly store: EventStore,
    private readonly sessions: CommissionerAuthService,
    private readonly clock: Clock,
  ) {}

  /**
   * No event: a session is security state, not a league fact. Using the code and opening it are one transaction;
   * it runs in the event store only for its Idempotency-Key: a retry answers the same token (sealed under the key).
   */
  execute({ code, idempotencyKey, userAgent }: ClaimCommissioner): Promise<ClaimCommissionerResponse> {
    const now = this.clock.now();
    return this.store.execute(
      'ClaimCommissioner',
      idempotencyKey,
      async (tx) => {
        const { manager } = tx;
        const claimed = await commissionerCodes.redeem(manager, code, now, { purpose: 'claim' });
        if (!claimed) {
          throw new DomainError(410, LEAGUE_MANAGER_MESSAGES.claimGone, undefined, {
            newLinkAt: COMMISSIONER_SIGN_IN_PATH,
          });
        }
        await confirmEmail(tx, claimed.email, 'commissioner-link', now);
        return {
          commissionerToken: await this.sessions.openSession(claimed.email, manager, userAgent),
          leagues: await this.sessions.leaguesOf(claimed.email, manager),
        };
      },
      { sealed: true },
    );
  }
}
