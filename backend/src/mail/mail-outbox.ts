import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CommandTransaction } from '../event-store/event-store.service';
import { MailDispatcher } from './mail-dispatcher';
import { insertNewIntents, readIdsByIntentKey } from './mail-outbox.sql';
import { MailQueued } from './mail-queued.event';
import type { MailAttachment, MailHeaders } from './mail-transport';

/** A mail a command decided to send. */
export interface MailIntent {
  /**
   * Stable and derived from the cause (`email-all:{commandId}:{recipient}`): recording the same intent again,
   * e.g. when a command is replayed, adds nothing and sends nothing.
   */
  intentKey: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra header lines, e.g. a league mail's List-Unsubscribe (`league-mail-unsubscribe.ts` makes those). */
  headers?: MailHeaders;
}

/**
 * The only way mail leaves the app: the intent is written in the caller's transaction (it is sent if and only if
 * the command commits) and dispatched after commit; the outbox row is what survives a crash.
 */
@Injectable()
export class MailOutbox {
  constructor(
    private readonly dataSource: DataSource,
    private readonly dispatcher: MailDispatcher,
  ) {}

  /** Records the intents in the command's transaction; returns their outbox ids in the order given. */
  async record(tx: CommandTransaction, intents: MailIntent[]): Promise<string[]> {
    const { ids, added } = await insertIntents(tx.manager, intents);
    if (added.length) tx.afterCommit(new MailQueued(added));
    return ids;
  }

  /** For callers without a command (password reset): its own transaction, dispatched right after commit. */
  async enqueueOutsideCommand(intents: MailIntent[]): Promise<string[]> {
    const { ids, added } = await this.dataSource.transaction((manager) => insertIntents(manager, intents));
    if (added.length) await this.dispatcher.dispatch(added);
    return ids;
  }
}

/** Intents written by one INSERT. */
const INTENTS_PER_INSERT = 500;

/** `added` holds the ids of rows this call inserted; an intent recorded before answers its existing id. */
async function insertIntents(
  manager: EntityManager,
  intents: MailIntent[],
): Promise<{ ids: string[]; added: string[] }> {
  if (intents.length === 0) return { ids: [], added: [] };
  // A league's 10,000 mails in one statement are tens of megabytes of array literals, built while the event loop
  // waits (issue 32: another league's live pushes did); in slices, each round trip lets the loop turn.
  const inserted: Array<{ id: string; intent_key: string }> = [];
  for (let start = 0; start < intents.length; start += INTENTS_PER_INSERT)
    inserted.push(...(await insertNewIntents(manager, intents.slice(start, start + INTENTS_PER_INSERT))));
  const idByKey = new Map(inserted.map((row) => [row.intent_key, row.id]));
  const missing = intents.map((i) => i.intentKey).filter((key) => !idByKey.has(key));
  if (missing.length) {
    const earlier = await readIdsByIntentKey(manager, missing);
    for (const row of earlier) idByKey.set(row.intent_key, row.id);
  }
  return {
    ids: intents.map((i) => idByKey.get(i.intentKey) as string),
    added: inserted.map((row) => row.id),
  };
}
