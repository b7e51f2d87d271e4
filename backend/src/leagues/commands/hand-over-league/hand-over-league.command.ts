import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { LEAGUE_MANAGER_MESSAGES, memberNameKey } from '@tribal/contracts';
import { CommissionerAuthService } from '../../../commissioners/auth/commissioner-auth.service';
import { Clock } from '../../../common/clock';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { eventsOfType } from '../../../event-store/stored-event';
import { LeagueManagerRole } from '../../../game/league-manager-role';
import { leagueDecider } from '../../domain/league.decider';
import { leagueStreamId } from '../../domain/league.events';
import { commissionerEmailOf, memberByNameKey } from '../../leagues.sql';

/** POST /api/leagues/{id}/commissioner: the league passes to another member, who signs in with their own email. */
export class HandOverLeague extends Command<{ message: string }> {
  constructor(
    readonly leagueId: string,
    readonly userName: string,
    readonly actor: LeagueManagerRole,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

@CommandHandler(HandOverLeague)
export class HandOverLeagueHandler implements ICommandHandler<HandOverLeague> {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly sessions: CommissionerAuthService,
  ) {}

  execute({ leagueId, userName, actor, idempotencyKey }: HandOverLeague): Promise<{ message: string }> {
    return this.store.execute('HandOverLeague', idempotencyKey, async (tx) => {
      const commissionerBefore = await commissionerEmailOf(tx.manager, leagueId);
      // By the name's key, as every look-up (entry-access.ts): PostgreSQL's lower() folds "İota" into "iota".
      const member = await memberByNameKey(tx.manager, leagueId, memberNameKey(userName));
      const appended = await decideAndAppend(
        tx,
        leagueStreamId(leagueId),
        leagueDecider,
        { type: 'HandOverLeague', userName, member: member ?? null, now: this.clock.now() },
        { actor, commandId: idempotencyKey },
      );
      // The old commissioner who runs no other league is signed out on every device.
      await this.sessions.endSessionsIfRunsNoLeague(commissionerBefore, tx.manager);
      const [handed] = eventsOfType(appended, 'CommissionerHandedOver');
      return { message: LEAGUE_MANAGER_MESSAGES.handedOver(handed.data.toUserName) };
    });
  }
}
