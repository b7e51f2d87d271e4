import type { Server } from 'node:http';
import { INestApplication } from '@nestjs/common';
import { AppConfig } from './config/app-config';
import { resolveDatabase } from './database/resolve-database';
import { probeRedis } from './redis/redis-availability';
import { ensureWritableDataDir } from './start-up/data-dir';
import { chooseListenBacklog, readSomaxconn } from './start-up/listen-backlog';
import { ensureMetricsPortFree, ensurePortFree, portProblem } from './start-up/port';

/** How long a stopping process waits for requests in flight before it closes their connections. */
const DRAIN_TIMEOUT_MS = 10_000;
/** The window over which a stopping process's live viewers reconnect elsewhere (each at a random moment in it). */
const MOVE_VIEWERS_WITHIN_MS = 2_000;

export interface StartedApp {
  app: INestApplication;
  url: string;
  banner: string[];
  /** Stops accepting connections, lets requests in flight finish, then closes everything (embedded DB last). */
  stop(): Promise<void>;
}

/** Counts requests whose answer is not yet sent, so that stopping can wait for exactly those. */
function trackRequestsInFlight(server: Server): (timeoutMs: number) => Promise<void> {
  let inFlight = 0;
  let onIdle: (() => void) | undefined;
  server.on('request', (_request, response) => {
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) onIdle?.();
    });
  });
  return (timeoutMs) =>
    new Promise((resolve) => {
      if (inFlight === 0) return resolve();
      const timer = setTimeout(() => {
        server.closeAllConnections();
        resolve();
      }, timeoutMs);
      onIdle = () => {
        clearTimeout(timer);
        resolve();
      };
    });
}

/**
 * Starts the whole product the way `npm start` does: a database (configured or embedded), Redis if configured,
 * the app on PORT, and an admin password. Answers what it chose, for the start-up banner. Checks cheap to make
 * (DATA_DIR, the port, Redis) come before the embedded database, whose first start takes seconds; whatever was
 * started before a failure is stopped again.
 */
export async function startServer(
  config: AppConfig,
  options: { logger?: boolean; announce?: (line: string) => void } = {},
): Promise<StartedApp> {
  if (!config.databaseUrl || !config.smtpUrl) ensureWritableDataDir(config.dataDir);
  await ensurePortFree(config.port);
  await ensureMetricsPortFree(config.metricsPort);
  const { redis, description: redisDescription } = await probeRedis(config.redisUrl, config.redisPrefix);
  const database = await resolveDatabase(config, options.announce);
  let app: INestApplication | undefined;
  try {
    // Loaded only now: the checks above answer in a fraction of a second, before Nest and every module load.
    const { createApp } = await import('./app');
    const { runStartUpWrites } = await import('./start-up-writes');
    const { LiveGateway } = await import('./live/live.gateway');
    const { describeMailTransport } = await import('./mail/mail-transport');
    app = await createApp({ config, databaseUrl: database.url, redis }, options);
    const admin = await runStartUpWrites(app, database.url);
    const server = app.getHttpServer() as Server;
    const drain = trackRequestsInFlight(server);
    // Nest hands the third argument to server.listen: the backlog (its type names only a callback there).
    const { backlog, note: backlogNote } = chooseListenBacklog(readSomaxconn());
    const listen = app.listen.bind(app) as unknown as (port: number, host: string, backlog: number) => Promise<unknown>;
    await listen(config.port, '0.0.0.0', backlog).catch((error: unknown) => {
      throw portProblem(config.port, error) ?? error;
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://localhost:${port}`;
    const banner = [
      `Tribal Pool is running at ${url}`,
      `  database: ${database.description}`,
      `  jobs and live fan-out: ${redisDescription}`,
      `  mail: ${describeMailTransport(config)}`,
      `  admin password: ${admin.source}`,
      ...(backlogNote ? [backlogNote] : []),
      ...(admin.generatedPassword ? [`  >>> admin password: ${admin.generatedPassword}  (shown only this once)`] : []),
    ];
    const started = app;
    return {
      app: started,
      url,
      banner,
      async stop() {
        server.close(); // no new connections from here on: the proxy sends new ones to the other processes
        // Viewers are told to move while requests in flight finish, rather than finding out at their next ping.
        await Promise.all([started.get(LiveGateway).moveViewers(MOVE_VIEWERS_WITHIN_MS), drain(DRAIN_TIMEOUT_MS)]);
        await started.close(); // live sockets, workers, the database pool
        await database.stop();
      },
    };
  } catch (error) {
    await app?.close().catch(() => {});
    await database.stop();
    throw error;
  }
}
