import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { MailIntent } from './mail-outbox';
import type { MailAttachment, MailHeaders } from './mail-transport';

/**
 * The SQL of `mail_outbox`, in one place: recording intents, claiming and settling deliveries, and the counts and
 * timings the runner, the sweeper and the progress routes read.
 */

type Db = Pick<EntityManager, 'query'>;

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

/** Claims up to `limit` due mails for `leaseMs`, oldest due first. */
export function claimOldestDue(db: Db, leaseMs: number, limit: number): Promise<ClaimedRow[]> {
  return db.query(claimSql('oldest'), [leaseMs, limit]);
}

/** Claims one mail for `leaseMs` if it is due and nobody holds it; else undefined. */
export async function claimById(db: Db, leaseMs: number, outboxId: string): Promise<ClaimedRow | undefined> {
  const [claimed]: ClaimedRow[] = await db.query(claimSql('by-id'), [leaseMs, outboxId]);
  return claimed;
}

export async function readDeliveryState(
  db: Db,
  outboxId: string,
): Promise<{ status: string; next_attempt_at: Date } | undefined> {
  const [row]: Array<{ status: string; next_attempt_at: Date }> = await db.query(
    'SELECT status, next_attempt_at FROM mail_outbox WHERE id = $1',
    [outboxId],
  );
  return row;
}

/** Marks a pending mail sent and forgets its body. */
export async function markSent(db: Db, outboxId: string): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL, ${FORGET_BODY}
      WHERE id = $1 AND status = 'pending'`,
    [outboxId],
  );
}

/**
 * Records a failed send: after `maxAttempts` the mail is `failed` (its body forgotten), else it waits `retryMs`.
 * Answers the status it is left in (undefined if it was no longer pending).
 */
export async function recordSendFailure(
  db: Db,
  outboxId: string,
  message: string,
  maxAttempts: number,
  retryMs: number,
): Promise<string | undefined> {
  const [updated]: Array<{ status: string }> = await db.query(
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
    [outboxId, message, maxAttempts, retryMs],
  );
  return updated?.status;
}

/** Inserts the intents not recorded before; answers the rows it inserted. */
export function insertNewIntents(
  manager: Db,
  intents: readonly MailIntent[],
): Promise<Array<{ id: string; intent_key: string }>> {
  return manager.query(
    `INSERT INTO mail_outbox (id, intent_key, recipient, subject, text_body, html_body, attachments, headers)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::jsonb[], $8::jsonb[])
     ON CONFLICT (intent_key) DO NOTHING
     RETURNING id, intent_key`,
    [
      intents.map(() => randomUUID()),
      intents.map((i) => i.intentKey),
      intents.map((i) => i.to),
      intents.map((i) => i.subject),
      intents.map((i) => i.text),
      intents.map((i) => i.html ?? null),
      intents.map((i) => JSON.stringify(i.attachments ?? [])),
      intents.map((i) => JSON.stringify(i.headers ?? {})),
    ],
  );
}

export function readIdsByIntentKey(
  manager: Db,
  intentKeys: readonly string[],
): Promise<Array<{ id: string; intent_key: string }>> {
  return manager.query('SELECT id, intent_key FROM mail_outbox WHERE intent_key = ANY($1::text[])', [intentKeys]);
}

/** Milliseconds until the soonest pending mail is due (negative when overdue), or null when none waits. */
export async function msUntilSoonestDue(db: Db): Promise<number | null> {
  const [row]: Array<{ ms: number | null }> = await db.query(
    `SELECT EXTRACT(EPOCH FROM (min(next_attempt_at) - now())) * 1000 AS ms FROM mail_outbox WHERE status = 'pending'`,
  );
  return row?.ms ?? null;
}

/** Due pending mail recorded more than `olderThanMs` ago (its job may have been lost), oldest first, 500 at most. */
export async function staleDueIds(db: Db, olderThanMs: number): Promise<string[]> {
  const stale: Array<{ id: string }> = await db.query(
    `SELECT id FROM mail_outbox
          WHERE status = 'pending' AND next_attempt_at <= now() AND created_at < now() - $1 * interval '1 millisecond'
          ORDER BY created_at LIMIT 500`,
    [olderThanMs],
  );
  return stale.map((row) => row.id);
}

/** How many mails whose intent keys start with `intentKeyPrefix` are in each status. */
export function countByStatus(db: Db, intentKeyPrefix: string): Promise<Array<{ status: string; count: string }>> {
  return db.query(
    `SELECT status, count(*) AS count FROM mail_outbox
      WHERE starts_with(intent_key, $1)
      GROUP BY status`,
    [intentKeyPrefix],
  );
}

/** Deletes the rows of mail sent or given up on more than `days` days after they were recorded (retention). */
export async function deleteSettledMailOlderThan(db: Db, days: number): Promise<void> {
  await db.query(`DELETE FROM mail_outbox WHERE status <> 'pending' AND created_at <= now() - $1 * interval '1 day'`, [
    days,
  ]);
}
