import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * The name of a database migrated once for the browser run: each file's app starts on a copy of it (about a second)
 * rather than migrating an empty one (its 29 migrations take about three on a loaded 2-core machine).
 */
export const MIGRATED_TEMPLATE_ENV = 'TP_E2E_MIGRATED_TEMPLATE';

export const POSTGRES_ADMIN_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export async function withAdminClient<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Vitest global set-up of the browser project: migrates the template with the built app's own `db:migrate`
 * (`npm run test:browser` builds first), and drops it at the end. Nothing stays connected to it: PostgreSQL copies
 * a database only while no one is.
 */
export default async function migratedTemplate(): Promise<() => Promise<void>> {
  const template = `tp_e2e_template_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${template}`));
  execFileSync(process.execPath, [join(REPO_ROOT, 'backend', 'dist', 'cli', 'migrate.js')], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl(template), REDIS_URL: '' },
    stdio: 'inherit',
  });
  process.env[MIGRATED_TEMPLATE_ENV] = template;
  return async () => {
    delete process.env[MIGRATED_TEMPLATE_ENV];
    await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
  };
}
