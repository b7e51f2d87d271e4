import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Castaway } from '@tribal/contracts';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { eventsOfType } from '../../../event-store/stored-event';
import { castawayDecider } from '../../domain/castaway.decider';
import { CastawayFields, castawayStreamId } from '../../domain/castaway.events';
import { CastawayScope, seasonOfScope } from '../../queries/castaway-rows.sql';

/** Adds one castaway or a bulk list to a season (named, or the one the league is playing). */
export class AddCastaways extends Command<Castaway[]> {
  constructor(
    readonly scope: CastawayScope,
    readonly castaways: CastawayFields[],
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

@CommandHandler(AddCastaways)
export class AddCastawaysHandler implements ICommandHandler<AddCastaways> {
  constructor(private readonly store: EventStore) {}

  execute({ scope, castaways, idempotencyKey }: AddCastaways): Promise<Castaway[]> {
    return this.store.execute('AddCastaways', idempotencyKey, async (tx) => {
      const season = await seasonOfScope(tx.manager, scope);
      const added = await decideAndAppend(
        tx,
        castawayStreamId(season),
        castawayDecider,
        { type: 'AddCastaways', season, castaways },
        { actor: 'admin', commandId: idempotencyKey },
      );
      return eventsOfType(added, 'CastawayAdded').map((event) => {
        const { castawayId, ...fields } = event.data;
        return { id: castawayId, ...fields };
      });
    });
  }
}
