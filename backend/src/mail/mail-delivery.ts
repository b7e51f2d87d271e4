import type { DataSource } from 'typeorm';
import {
  type ClaimedRow,
  claimById,
  claimOldestDue,
  markSent,
  readDeliveryState,
  recordSendFailure,
} from './mail-outbox.sql';
import { type MailSettings, retryDelayMs } from './mail-settings';
import type { MailTransport, OutgoingMail } from './mail-transport';

/** What delivery needs; the BullMQ worker and the in-process runner share one. */
export interface MailDeliveryContext {
  db: Pick<DataSource, 'query'>;
  transport: MailTransport;
  settings: Pick<MailSettings, 'leaseMs' | 'maxAttempts' | 'retryBaseDelayMs'>;
}

export type DeliveryOutcome =
  /** This call handed the mail to the transport and marked it sent. */
  | { kind: 'sent' }
  /** Sent or given up on earlier (a retried job after delivery lands here): nothing to do. */
  | { kind: 'settled' }
  /** Another sender holds its lease, or it waits for its backoff: try again at `until`. */
  | { kind: 'busy'; until: Date };

/** The last attempt failed: the row is now `failed` and nobody retries it. */
export class MailGaveUp extends Error {
  constructor(
    readonly outboxId: string,
    readonly reason: unknown,
  ) {
    super(`mail ${outboxId} failed on its last attempt: ${(reason as Error)?.message ?? String(reason)}`);
  }
}

/** Claims up to `limit` due mails, oldest due first (the in-process runner). */
export async function claimDueOutboxMail(context: MailDeliveryContext, limit: number): Promise<ClaimedRow[]> {
  return claimOldestDue(context.db, context.settings.leaseMs, limit);
}

/**
 * Delivers one outbox mail at most once: claim it, send it with a Message-ID derived from its id, mark it sent.
 * A mail already sent is left alone, so a job retried after delivery never sends again. A failed send records
 * the error and moves the mail a backoff ahead, then rethrows; after the last attempt it throws `MailGaveUp`.
 */
export async function deliverOutboxMail(context: MailDeliveryContext, outboxId: string): Promise<DeliveryOutcome> {
  const claimed = await claimById(context.db, context.settings.leaseMs, outboxId);
  if (claimed) return deliverClaimedMail(context, claimed);
  const row = await readDeliveryState(context.db, outboxId);
  if (row?.status !== 'pending') return { kind: 'settled' };
  // Not earlier than a moment from now: a claim that raced us may not have been visible yet.
  const soonest = Date.now() + 250;
  return { kind: 'busy', until: new Date(Math.max(row.next_attempt_at.getTime(), soonest)) };
}

export async function deliverClaimedMail(context: MailDeliveryContext, row: ClaimedRow): Promise<DeliveryOutcome> {
  const mail: OutgoingMail = {
    outboxId: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    attachments: row.attachments ?? [],
    headers: row.headers ?? {},
  };
  try {
    await context.transport.send(mail);
  } catch (error) {
    await recordFailure(context, row, error);
  }
  await markSent(context.db, row.id);
  return { kind: 'sent' };
}

async function recordFailure(context: MailDeliveryContext, row: ClaimedRow, error: unknown): Promise<never> {
  const { maxAttempts } = context.settings;
  const message = String((error as Error)?.message ?? error).slice(0, 2000);
  const status = await recordSendFailure(
    context.db,
    row.id,
    message,
    maxAttempts,
    retryDelayMs(context.settings, row.attempts),
  );
  if (status === 'failed') throw new MailGaveUp(row.id, error);
  throw error;
}
