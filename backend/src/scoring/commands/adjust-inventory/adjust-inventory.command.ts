import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { INVENTORY_MESSAGES, Inventory, MESSAGES } from '@tribal/contracts';
import { badRequest, notFound } from '../../../common/domain-error';
import { EventStore } from '../../../event-store/event-store.service';
import { inventoryStreamId } from '../../domain/score.events';
import { castawayExists, readInventory } from '../../queries/scores.sql';

export class AdjustInventory extends Command<Inventory> {
  constructor(
    readonly castawayId: number,
    readonly itemType: 'idols' | 'advantages',
    readonly amount: 1 | -1,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

@CommandHandler(AdjustInventory)
export class AdjustInventoryHandler implements ICommandHandler<AdjustInventory> {
  constructor(private readonly store: EventStore) {}

  execute({ castawayId, itemType, amount, idempotencyKey }: AdjustInventory): Promise<Inventory> {
    return this.store.execute('AdjustInventory', idempotencyKey, async (tx) => {
      if (!(await castawayExists(tx.manager, castawayId))) throw notFound(MESSAGES.castawayNotFound);
      const streamId = inventoryStreamId(castawayId);
      const history = await tx.readStream(streamId);
      // The count is the fold of the castaway's adjustments; it never goes below zero.
      const held = history.filter((e) => e.data.itemType === itemType).reduce((n, e) => n + e.data.amount, 0);
      if (held + amount < 0) throw badRequest(INVENTORY_MESSAGES.belowZero(itemType), 'amount');
      await tx.append(
        streamId,
        history.length,
        [{ type: 'InventoryAdjusted', data: { castawayId, itemType, amount } }],
        {
          actor: 'admin',
          commandId: idempotencyKey,
        },
      );
      return readInventory(tx.manager);
    });
  }
}
