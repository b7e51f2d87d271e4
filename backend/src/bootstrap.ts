import { INestApplication } from '@nestjs/common';
import { AdminAuthService } from './admin/auth/admin-auth.service';
import { createApp } from './app';
import { AppConfig } from './config/app-config';
import { resolveDatabase } from './database/resolve-database';
import { describeMailTransport } from './mail/mail-transport';
import { probeRedis } from './redis/redis-availability';

export interface StartedApp {
  app: INestApplication;
  url: string;
  banner: string[];
  stop(): Promise<void>;
}

/**
 * Starts the whole product the way `npm start` does: a database (configured or embedded), Redis if reachable,
 * the app on PORT, and an admin password. Answers what it chose, for the start-up banner.
 */
export async function startServer(config: AppConfig, options: { logger?: boolean } = {}): Promise<StartedApp> {
  const database = await resolveDatabase(config);
  const { redis, description: redisDescription } = await probeRedis(config.redisUrl, config.redisPrefix);
  const app = await createApp({ config, databaseUrl: database.url, redis }, options);
  const admin = await app.get(AdminAuthService).ensurePassword();
  await app.listen(config.port, '0.0.0.0');
  const server = app.getHttpServer();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  const banner = [
    `Tribal Pool is running at ${url}`,
    `  database: ${database.description}`,
    `  jobs and live fan-out: ${redisDescription}`,
    `  mail: ${describeMailTransport(config)}`,
    `  admin password: ${admin.source}`,
    ...(admin.generatedPassword ? [`  >>> admin password: ${admin.generatedPassword}  (shown only this once)`] : []),
  ];
  return {
    app,
    url,
    banner,
    async stop() {
      await app.close();
      await database.stop();
    },
  };
}
