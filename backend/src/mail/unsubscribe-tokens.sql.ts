import type { EntityManager } from 'typeorm';

/** The SQL of the unsubscribe links' key: a secret made once per database (migration 1763856600000). */

/** The key's value (base64url), or undefined before the migrations ran. */
export async function readUnsubscribeKey(db: Pick<EntityManager, 'query'>): Promise<string | undefined> {
  const rows: Array<{ value: string }> = await db.query(
    "SELECT value FROM server_secrets WHERE name = 'reminder-unsubscribe'",
  );
  return rows[0]?.value;
}
