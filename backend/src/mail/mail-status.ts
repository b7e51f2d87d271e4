import type { EntityManager } from 'typeorm';
import { countByStatus } from './mail-outbox.sql';

export interface MailDeliveryCounts {
  /** Recorded and not yet delivered (including mail waiting to retry). */
  queued: number;
  sent: number;
  failed: number;
}

/** Delivery progress of the mail whose intent keys start with `intentKeyPrefix`, e.g. `email-all:{commandId}:`. */
export async function countOutboxByStatus(
  manager: Pick<EntityManager, 'query'>,
  intentKeyPrefix: string,
): Promise<MailDeliveryCounts> {
  const rows = await countByStatus(manager, intentKeyPrefix);
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { queued: count('pending'), sent: count('sent'), failed: count('failed') };
}
