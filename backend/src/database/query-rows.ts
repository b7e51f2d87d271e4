import { EntityManager } from 'typeorm';

/**
 * Raw SQL that answers rows. TypeORM's Postgres driver answers `[rows, affectedCount]` for UPDATE and DELETE
 * (even with RETURNING) but plain rows for SELECT and INSERT; this always answers the rows.
 */
export async function queryRows<Row>(manager: EntityManager, sql: string, params: unknown[] = []): Promise<Row[]> {
  const result = await manager.query(sql, params);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as Row[];
  }
  return result as Row[];
}
