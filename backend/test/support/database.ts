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
 * The name of a database migrated once for the whole run (`createMigratedTemplate`, by the projects' global set-up):
 * a file's database is a copy of it, about a second rather than the three its 29 migrations take on a loaded 2-core
 * machine, for each of some 80 integration and 34 browser files.
 */
export const MIGRATED_TEMPLATE_ENV = 'TP_TEST_MIGRATED_TEMPLATE';

/**
 * Creates and migrates the run's template database on `server` and names it in MIGRATED_TEMPLATE_ENV for the test
 * files; answers the drop for the global set-up's teardown. Nothing may stay connected to it: PostgreSQL copies a
 * database only while no one else is connected to it.
 */
export async function createMigratedTemplate(server: string): Promise<() => Promise<void>> {
  const template = await createTestDatabase('template', { server, fromTemplate: false });
  process.env[MIGRATED_TEMPLATE_ENV] = new URL(template.url).pathname.slice(1);
  return async () => {
    delete process.env[MIGRATED_TEMPLATE_ENV];
    await template.drop();
  };
}

/**
 * Each test file gets its own freshly migrated database, dropped at the end, so files run in parallel
 * without seeing each other's rows. `{ migrated: false }` leaves it empty, as a first deploy finds it. On the
 * machine's server, during a run whose global set-up made a migrated template, it is a copy of that template.
 */
export async function createTestDatabase(
  label: string,
  options: {
    migrated?: boolean;
    /** another PostgreSQL server than the machine's, e.g. a throwaway one a test stops and starts */
    server?: string;
    /** false: migrate it here even when the run has a template (the template itself) */
    fromTemplate?: boolean;
  } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const server = options.server ?? TEST_SERVER_URL;
  const name = `tp_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const template =
    options.migrated !== false && options.fromTemplate !== false && options.server === undefined
      ? process.env[MIGRATED_TEMPLATE_ENV]
      : undefined;
  const admin = new Client({ connectionString: server });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = urlFor(name, server);
  if (options.migrated !== false && !template) {
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
