import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { fold } from '../../../event-store/decider';
import { EventStore } from '../../../event-store/event-store.service';
import { isOnATeam } from '../../castaways.sql';
import { castawayDecider } from '../../domain/castaway.decider';
import { castawayStreamId } from '../../domain/castaway.events';
import { CastawayScope, seasonOfScope } from '../../queries/castaway-rows.sql';

export class RemoveCastaway extends Command<{ message: string }> {
  constructor(
    readonly scope: CastawayScope,
    readonly castawayId: number,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

@CommandHandler(RemoveCastaway)
export class RemoveCastawayHandler implements ICommandHandler<RemoveCastaway> {
  constructor(private readonly store: EventStore) {}

  execute({ scope, castawayId, idempotencyKey }: RemoveCastaway): Promise<{ message: string }> {
    return this.store.execute('RemoveCastaway', idempotencyKey, async (tx) => {
      const season = await seasonOfScope(tx.manager, scope);
      const streamId = castawayStreamId(season);
      // Reading the season's castaway stream takes its lock, which a draft of this season also takes: no draft
      // can pick this castaway between the check below and the removal.
      const history = await tx.readStream(streamId);
      const onATeam = await isOnATeam(tx.manager, season, castawayId);
      const events = castawayDecider.decide(
        { type: 'RemoveCastaway', season, castawayId, onATeam },
        fold(castawayDecider, history),
      );
      await tx.append(streamId, history.length, events, { actor: 'admin', commandId: idempotencyKey });
      return { message: 'Castaway deleted.' };
    });
  }
}
