import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { MESSAGES } from '@tribal/contracts';
import { EventStore } from '../../../event-store/event-store.service';
import { LeagueManagerRole } from '../../domain/league.decider';
import { changeLeague } from '../league-manager-change';

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
  constructor(private readonly store: EventStore) {}

  execute(change: DeleteLeague): Promise<{ message: string }> {
    const command = { type: 'DeleteLeague', by: change.actor, confirmName: change.confirmName } as const;
    return changeLeague(this.store, change, command, () => ({ message: MESSAGES.leagueDeleted }));
  }
}
