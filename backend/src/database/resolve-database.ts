import { AppConfig } from '../config/app-config';
import { describeDatabaseUrl, RunningDatabase, startEmbeddedPostgres } from './embedded-postgres';

/** DATABASE_URL when set; otherwise the embedded PostgreSQL under `.data/pg` (started here, stopped by `stop`). */
export async function resolveDatabase(config: AppConfig): Promise<RunningDatabase> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, description: describeDatabaseUrl(config.databaseUrl), stop: async () => {} };
  }
  return startEmbeddedPostgres(config.dataDir, config.embeddedPostgresPort);
}
