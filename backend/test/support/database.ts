import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { createDataSource } from '../../src/database/data-source';

/** The machine's real PostgreSQL (CI has the same); override with TEST_DATABASE_URL. */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function urlFor(database: string, server = TEST_SERVER_URL): string {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Each test file gets its own freshly migrated database, dropped at the end, so files run in parallel
 * without seeing each other's rows. `{ migrated: false }` leaves it empty, as a first deploy finds it.
 */
export async function createTestDatabase(
  label: string,
  options: {
    migrated?: boolean;
    /** another PostgreSQL server than the machine's, e.g. a throwaway one a test stops and starts */
    server?: string;
  } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const server = options.server ?? TEST_SERVER_URL;
  const name = `tp_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = urlFor(name, server);
  if (options.migrated !== false) {
    const dataSource = createDataSource(url, 2);
    await dataSource.initialize();
    await dataSource.runMigrations();
    await dataSource.destroy();
  }
  return {
    url,
    async drop() {
      const client = new Client({ connectionString: server });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Runs one statement on the database at `url`, over a connection of its own, and answers its rows. */
export async function queryDatabase<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A Redis key prefix of this test file's own, so queues and adapters of parallel files never meet. */
export function uniqueRedisPrefix(label: string): string {
  return `tp-test-${label}-${randomBytes(4).toString('hex')}`;
}

/** Runs a story in a transaction that is rolled back: each story starts from the same rows, whatever it wrote. */
export async function rolledBack<T>(dataSource: DataSource, story: (manager: EntityManager) => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  try {
    return await story(runner.manager);
  } finally {
    await runner.rollbackTransaction();
    await runner.release();
  }
}
