import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TribesAt } from '@tribal/contracts';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { castawayDecider } from '../../domain/castaway.decider';
import { castawayStreamId } from '../../domain/castaway.events';
import { readTribesAt } from '../../queries/castaway-rows.sql';

/** PUT /api/castaways/{season}/tribes: a swap or the merge, from an episode on; answers the tribes as of then. */
export class ChangeTribes extends Command<TribesAt> {
  constructor(
    readonly season: number,
    readonly fromEpisode: number,
    readonly tribes: Record<string, string>,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

@CommandHandler(ChangeTribes)
export class ChangeTribesHandler implements ICommandHandler<ChangeTribes> {
  constructor(private readonly store: EventStore) {}

  execute({ season, fromEpisode, tribes, idempotencyKey }: ChangeTribes): Promise<TribesAt> {
    return this.store.execute('ChangeTribes', idempotencyKey, async (tx) => {
      await decideAndAppend(
        tx,
        castawayStreamId(season),
        castawayDecider,
        { type: 'ChangeTribes', season, fromEpisode, tribes },
        { actor: 'admin', commandId: idempotencyKey },
      );
      return readTribesAt(tx.manager, season, fromEpisode);
    });
  }
}
