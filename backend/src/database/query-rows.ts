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

interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * Runs one of the hot path's statements as a named prepared statement on the transaction's own connection:
 * PostgreSQL parses and plans it once per connection instead of on every call (measured with `npm run bench:picks`:
 * parse and bind were most of the database time of a pick). `name` must stand for exactly one SQL text.
 * Outside a transaction it falls back to an ordinary query.
 */
export async function preparedRows<Row>(
  manager: EntityManager,
  name: string,
  sql: string,
  params: unknown[],
): Promise<Row[]> {
  const runner = manager.queryRunner;
  if (!runner) return queryRows<Row>(manager, sql, params);
  // The runner's own pg client (`connect` answers it, connecting first as `manager.query` would).
  const client: PgClient = await runner.connect();
  const result = await client.query({ name, text: sql, values: params });
  return result.rows as Row[];
}
