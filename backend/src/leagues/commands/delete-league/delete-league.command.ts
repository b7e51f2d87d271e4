import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { MESSAGES } from '@tribal/contracts';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { LeagueManagerRole, leagueDecider } from '../../domain/league.decider';
import { leagueStreamId } from '../../domain/league.events';

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

  execute({ leagueId, idempotencyKey, actor, confirmName }: DeleteLeague): Promise<{ message: string }> {
    return this.store.execute('DeleteLeague', idempotencyKey, async (tx) => {
      await decideAndAppend(
        tx,
        leagueStreamId(leagueId),
        leagueDecider,
        { type: 'DeleteLeague', by: actor, confirmName },
        { actor, commandId: idempotencyKey },
      );
      return { message: MESSAGES.leagueDeleted };
    });
  }
}
