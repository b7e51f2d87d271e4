import { EntityManager } from 'typeorm';
import { mailableMember } from '../../mail/league-mail-audience';

/**
 * Each distinct member address, lower-cased, that may get mail of at least one of its leagues (`mailableMember`:
 * confirmed, and not unsubscribed from that league nor from everything).
 */
export async function mailableMemberAddresses(manager: EntityManager): Promise<string[]> {
  const rows: Array<{ email: string }> = await manager.query(
    `SELECT DISTINCT lower(m.email) AS email FROM league_members m WHERE ${mailableMember('m')} ORDER BY 1`,
  );
  return rows.map((row) => row.email);
}
