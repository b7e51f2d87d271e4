import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Castaway } from '@tribal/contracts';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { castawayDecider } from '../../domain/castaway.decider';
import { CastawayFields, castawayStreamId } from '../../domain/castaway.events';
import { CastawayScope, seasonOfScope } from '../../queries/castaway-rows.sql';

export class UpdateCastaway extends Command<Castaway> {
  constructor(
    readonly scope: CastawayScope,
    readonly castawayId: number,
    readonly fields: CastawayFields,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

@CommandHandler(UpdateCastaway)
export class UpdateCastawayHandler implements ICommandHandler<UpdateCastaway> {
  constructor(private readonly store: EventStore) {}

  execute({ scope, castawayId, fields, idempotencyKey }: UpdateCastaway): Promise<Castaway> {
    return this.store.execute('UpdateCastaway', idempotencyKey, async (tx) => {
      const season = await seasonOfScope(tx.manager, scope);
      await decideAndAppend(
        tx,
        castawayStreamId(season),
        castawayDecider,
        { type: 'UpdateCastaway', season, castawayId, fields },
        { actor: 'admin', commandId: idempotencyKey },
      );
      return { id: castawayId, season, ...fields };
    });
  }
}
