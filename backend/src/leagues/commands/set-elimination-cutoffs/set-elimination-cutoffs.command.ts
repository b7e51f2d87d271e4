import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PICK_MESSAGES } from '@tribal/contracts';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { leagueDecider } from '../../domain/league.decider';
import { leagueStreamId } from '../../domain/league.events';

export class SetEliminationCutoffs extends Command<{ message: string }> {
  constructor(
    readonly leagueId: string,
    readonly cutoffs: Record<string, Date>,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

@CommandHandler(SetEliminationCutoffs)
export class SetEliminationCutoffsHandler implements ICommandHandler<SetEliminationCutoffs> {
  constructor(private readonly store: EventStore) {}

  execute({ leagueId, cutoffs, idempotencyKey }: SetEliminationCutoffs): Promise<{ message: string }> {
    return this.store.execute('SetEliminationCutoffs', idempotencyKey, async (tx) => {
      await decideAndAppend(
        tx,
        leagueStreamId(leagueId),
        leagueDecider,
        { type: 'SetEliminationCutoffs', cutoffs },
        { actor: 'admin', commandId: idempotencyKey },
      );
      return { message: PICK_MESSAGES.cutoffsUpdated };
    });
  }
}
