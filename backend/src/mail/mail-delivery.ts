import type { DataSource } from 'typeorm';
import { type MailSettings, retryDelayMs } from './mail-settings';
import type { MailAttachment, MailHeaders, MailTransport, OutgoingMail } from './mail-transport';

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

/** A mail this sender now holds the lease on. */
export interface ClaimedRow {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: MailAttachment[];
  headers: MailHeaders;
  attempts: number;
}

const CLAIMED_COLUMNS = 'id, recipient, subject, text_body, html_body, attachments, headers, attempts';

/**
 * A mail's body may hold a secret (a sign-in link's code, a password reset link): it is kept only until the mail
 * is sent or given up on, then cleared, and so are its headers (a List-Unsubscribe link holds a signed token). The row (recipient, subject, status) stays for delivery counts and is
 * deleted 7 days later (RetentionSweeper).
 */
const FORGET_BODY = `text_body = '', html_body = NULL, attachments = '[]'::jsonb, headers = '{}'::jsonb`;

/**
 * Claims due pending mail: one statement both picks the rows (skipping those another claimer holds) and moves
 * their `next_attempt_at` a lease ahead, so two senders never hold the same mail and a dead sender's mail
 * becomes due again when its lease runs out. The database clock decides, the same for every process.
 */
function claimSql(which: 'by-id' | 'oldest'): string {
  const pick =
    which === 'by-id'
      ? `SELECT id FROM mail_outbox WHERE id = $2 AND status = 'pending' AND next_attempt_at <= now()
         FOR UPDATE SKIP LOCKED`
      : `SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= now()
         ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED`;
  // Wrapped in a CTE because TypeORM answers a bare UPDATE with [rows, count] rather than rows.
  return `WITH claimed AS (
            UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + $1 * interval '1 millisecond'
             WHERE id IN (${pick}) RETURNING ${CLAIMED_COLUMNS})
          SELECT * FROM claimed`;
}

/** Claims up to `limit` due mails, oldest due first (the in-process runner). */
export async function claimDueOutboxMail(context: MailDeliveryContext, limit: number): Promise<ClaimedRow[]> {
  return context.db.query(claimSql('oldest'), [context.settings.leaseMs, limit]);
}

/**
 * Delivers one outbox mail at most once: claim it, send it with a Message-ID derived from its id, mark it sent.
 * A mail already sent is left alone, so a job retried after delivery never sends again. A failed send records
 * the error and moves the mail a backoff ahead, then rethrows; after the last attempt it throws `MailGaveUp`.
 */
export async function deliverOutboxMail(context: MailDeliveryContext, outboxId: string): Promise<DeliveryOutcome> {
  const [claimed]: ClaimedRow[] = await context.db.query(claimSql('by-id'), [context.settings.leaseMs, outboxId]);
  if (claimed) return deliverClaimedMail(context, claimed);
  const [row]: Array<{ status: string; next_attempt_at: Date }> = await context.db.query(
    'SELECT status, next_attempt_at FROM mail_outbox WHERE id = $1',
    [outboxId],
  );
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
  await context.db.query(
    `UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL, ${FORGET_BODY}
      WHERE id = $1 AND status = 'pending'`,
    [row.id],
  );
  return { kind: 'sent' };
}

async function recordFailure(context: MailDeliveryContext, row: ClaimedRow, error: unknown): Promise<never> {
  const { maxAttempts } = context.settings;
  const message = String((error as Error)?.message ?? error).slice(0, 2000);
  const [updated]: Array<{ status: string }> = await context.db.query(
    `WITH failed AS (
       UPDATE mail_outbox
          SET last_error = $2,
              status = CASE WHEN attempts >= $3 THEN 'failed' ELSE 'pending' END,
              text_body = CASE WHEN attempts >= $3 THEN '' ELSE text_body END,
              html_body = CASE WHEN attempts >= $3 THEN NULL ELSE html_body END,
              attachments = CASE WHEN attempts >= $3 THEN '[]'::jsonb ELSE attachments END,
              headers = CASE WHEN attempts >= $3 THEN '{}'::jsonb ELSE headers END,
              next_attempt_at = now() + $4 * interval '1 millisecond'
        WHERE id = $1 AND status = 'pending'
        RETURNING status)
     SELECT status FROM failed`,
    [row.id, message, maxAttempts, retryDelayMs(context.settings, row.attempts)],
  );
  if (updated?.status === 'failed') throw new MailGaveUp(row.id, error);
  throw error;
}
