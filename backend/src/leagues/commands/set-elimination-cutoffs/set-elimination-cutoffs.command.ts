import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PICK_MESSAGES, SEASON_EPISODE_COUNTS } from '@tribal/contracts';
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
      // The league's season says which episodes take cutoffs (2-13 of 14).
      const [season]: Array<{ episodes: number }> = await tx.manager.query(
        'SELECT s.episodes FROM leagues l JOIN seasons s ON s.number = l.season WHERE l.id = $1',
        [leagueId],
      );
      await decideAndAppend(
        tx,
        leagueStreamId(leagueId),
        leagueDecider,
        { type: 'SetEliminationCutoffs', cutoffs, episodes: season?.episodes ?? SEASON_EPISODE_COUNTS.default },
        { actor: 'admin', commandId: idempotencyKey },
      );
      return { message: PICK_MESSAGES.cutoffsUpdated };
    });
  }
}
