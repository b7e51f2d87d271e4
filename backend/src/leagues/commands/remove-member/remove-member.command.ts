import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { leagueDecider } from '../../domain/league.decider';
import { leagueStreamId } from '../../domain/league.events';

export class RemoveMember extends Command<{ message: string }> {
  constructor(
    readonly leagueId: string,
    readonly userName: string,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

@CommandHandler(RemoveMember)
export class RemoveMemberHandler implements ICommandHandler<RemoveMember> {
  constructor(private readonly store: EventStore) {}

  execute({ leagueId, userName, idempotencyKey }: RemoveMember): Promise<{ message: string }> {
    return this.store.execute('RemoveMember', idempotencyKey, async (tx) => {
      const [removed] = await decideAndAppend(
        tx,
        leagueStreamId(leagueId),
        leagueDecider,
        { type: 'RemoveMember', userName },
        { actor: 'admin', commandId: idempotencyKey },
      );
      return { message: `${(removed.data as { userName: string }).userName} was removed from the league.` };
    });
  }
}
