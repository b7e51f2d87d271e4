import { Client } from 'pg';
import { AppConfig } from '../config/app-config';
import { errorCode, StartUpError } from '../start-up/start-up-error';
import { describeDatabaseUrl, RunningDatabase, startEmbeddedPostgres } from './embedded-postgres';

const CONNECT_TIMEOUT_MS = 5_000;

/**
 * DATABASE_URL when set (tried once, so that a wrong address or password is said plainly at start-up); otherwise
 * the embedded PostgreSQL under DATA_DIR (started here, stopped by `stop`).
 */
export async function resolveDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'embeddedPostgresPort'>,
  announce?: (line: string) => void,
): Promise<RunningDatabase> {
  if (!config.databaseUrl) return startEmbeddedPostgres(config.dataDir, config.embeddedPostgresPort, announce);
  await checkDatabaseUrl(config.databaseUrl);
  return { url: config.databaseUrl, description: describeDatabaseUrl(config.databaseUrl), stop: async () => {} };
}

async function checkDatabaseUrl(url: string): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StartUpError(
      'DATABASE_URL is not a valid URL.',
      'Fix: write it as postgres://user:password@host:5432/database (percent-encode special characters in the password), or unset it to use the embedded database.',
    );
  }
  const where = `PostgreSQL at ${parsed.hostname}:${parsed.port || 5432}`;
  const user = decodeURIComponent(parsed.username) || 'the default user';
  const database = decodeURIComponent(parsed.pathname.slice(1)) || user;
  const client = new Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    const code = errorCode(error);
    const fixUrl = 'Fix DATABASE_URL, or unset it to use the embedded database.';
    if (code === '28P01') {
      throw new StartUpError(
        `${where} refused the password of user ${user} (DATABASE_URL).`,
        `Fix: put that user's password in DATABASE_URL.`,
      );
    }
    if (code === '28000') {
      throw new StartUpError(
        `${where} does not let user ${user} in: ${(error as Error).message}.`,
        `Fix: use a user it knows in DATABASE_URL, or allow this one (CREATE ROLE / pg_hba.conf).`,
      );
    }
    if (code === '3D000') {
      throw new StartUpError(
        `${where} has no database named ${database}.`,
        `Fix: create it (createdb -h ${parsed.hostname} -U ${user} ${database}), or name an existing one in DATABASE_URL.`,
      );
    }
    const reason = code ?? (error as Error).message;
    throw new StartUpError(
      `${where} (DATABASE_URL) cannot be reached (${reason}).`,
      `Fix: start that PostgreSQL server or check its address. ${fixUrl}`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}
