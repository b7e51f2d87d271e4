import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { MESSAGES } from '@tribal/contracts';
import { CommissionerAuthService } from '../../../commissioners/auth/commissioner-auth.service';
import { EventStore } from '../../../event-store/event-store.service';
import { LeagueManagerRole } from '../../../game/league-manager-role';
import { commissionerEmailOf } from '../../leagues.sql';
import { appendLeagueChange } from '../league-manager-change';

export class DeleteLeague extends Command<{ message: string }> {
  constructor(
    readonly leagueId: string,
    readonly idempotencyKey?: string,
    readonly actor: LeagueManagerRole = 'admin',
    /** the league's name as typed to confirm (a commissioner must; the admin's dialog confirms on its own) */
    readonly confirmName?: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteLeague)
export class DeleteLeagueHandler implements ICommandHandler<DeleteLeague> {
  constructor(
    private readonly store: EventStore,
    private readonly sessions: CommissionerAuthService,
  ) {}

  execute(change: DeleteLeague): Promise<{ message: string }> {
    const command = { type: 'DeleteLeague', by: change.actor, confirmName: change.confirmName } as const;
    return this.store.execute(command.type, change.idempotencyKey, async (tx) => {
      const commissionerEmail = await commissionerEmailOf(tx.manager, change.leagueId);
      await appendLeagueChange(tx, change, command);
      // Its commissioner, if this was their last league, is signed out on every device.
      await this.sessions.endSessionsIfRunsNoLeague(commissionerEmail, tx.manager);
      return { message: MESSAGES.leagueDeleted };
    });
  }
}
