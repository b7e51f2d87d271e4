import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { EntityManager } from 'typeorm';
import { insertPushIntents, PushIntent } from './push.sql';
import { PushDispatcher } from './push-dispatcher';

/** Published after the commit that recorded these notifications. */
export class PushQueued {
  constructor(readonly rows: ReadonlyArray<{ id: string; dueAt: string }>) {}
}

/** What recording needs of the transaction: a command's, or a projection's (both have these two). */
export interface IntentTransaction {
  manager: EntityManager;
  afterCommit(notification: object): void;
}

/**
 * The only way a notification leaves the app: its intent is written in the transaction of the fact that caused it
 * (sent if and only if that commits), keyed by cause and subscription (recorded twice, it is one row, sent once), and
 * handed to the queue after commit. The row is what survives a crash; the scan finds any hand-over that was lost.
 */
export async function recordPushIntents(tx: IntentTransaction, intents: readonly PushIntent[]): Promise<number> {
  if (intents.length === 0) return 0;
  const added = await insertPushIntents(tx.manager, intents);
  if (added.length > 0)
    tx.afterCommit(new PushQueued(added.map((row) => ({ id: row.id, dueAt: new Date(row.due_at).toISOString() }))));
  return added.length;
}

@EventsHandler(PushQueued)
export class PushQueuedHandler implements IEventHandler<PushQueued> {
  constructor(private readonly dispatcher: PushDispatcher) {}

  async handle({ rows }: PushQueued): Promise<void> {
    await this.dispatcher.queue(rows);
  }
}
