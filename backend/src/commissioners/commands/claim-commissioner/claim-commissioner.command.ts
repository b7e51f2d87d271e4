import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ClaimCommissionerResponse, COMMISSIONER_SIGN_IN_PATH, LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock';
import { DomainError } from '../../../common/domain-error';
import { digestSecret } from '../../../common/secrets';
import { CommissionerAuthService } from '../../auth/commissioner-auth.service';

/** POST /api/commissioner/claim: the emailed code, once, opens a commissioner session on this device. */
export class ClaimCommissioner extends Command<ClaimCommissionerResponse> {
  constructor(readonly code: string) {
    super();
  }
}

@CommandHandler(ClaimCommissioner)
export class ClaimCommissionerHandler implements ICommandHandler<ClaimCommissioner> {
  constructor(
    private readonly db: DataSource,
    private readonly sessions: CommissionerAuthService,
    private readonly clock: Clock,
  ) {}

  /** No event: a session is security state, not a league fact. Using the code and opening it are one transaction. */
  execute({ code }: ClaimCommissioner): Promise<ClaimCommissionerResponse> {
    const now = this.clock.now();
    return this.db.transaction(async (manager) => {
      const [claimed]: Array<{ email: string }> = await manager.query(
        `WITH used AS (
           UPDATE commissioner_codes SET used_at = $2
            WHERE code_hash = $1 AND purpose = 'claim' AND used_at IS NULL AND expires_at > $2
            RETURNING email)
         SELECT * FROM used`,
        [digestSecret(code), now],
      );
      if (!claimed) {
        throw new DomainError(410, LEAGUE_MANAGER_MESSAGES.claimGone, undefined, {
          newLinkAt: COMMISSIONER_SIGN_IN_PATH,
        });
      }
      return {
        commissionerToken: await this.sessions.openSession(claimed.email, manager),
        leagues: await this.sessions.leaguesOf(claimed.email, manager),
      };
    });
  }
}
