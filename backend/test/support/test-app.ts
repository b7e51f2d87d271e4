import { INestApplication } from '@nestjs/common';
import { Client, type QueryResult, type QueryResultRow } from 'pg';
import { io, Socket } from 'socket.io-client';

import { createApp } from '../../src/app';
import { Clock } from '../../src/common/clock';
import { loadConfig } from '../../src/config/app-config';
import { RedisSettings } from '../../src/redis/redis-availability';
import { runStartUpWrites } from '../../src/start-up-writes';
import { createTestDatabase, TEST_REDIS_URL, uniqueRedisPrefix } from './database';
import { startedForTheFile } from './started-for-the-file';

export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';

export interface TestApp {
  app: INestApplication;
  baseUrl: string;
  databaseUrl: string;
  redis: RedisSettings | null;
  clock: Clock;
  /** fetch against the app; JSON bodies are encoded, answers decoded. */
  request<T = unknown>(
    method: string,
    path: string,
    /** `redirect: 'manual'`: answer a redirect itself rather than follow it */
    options?: { body?: unknown; headers?: Record<string, string>; raw?: string; redirect?: 'follow' | 'manual' },
  ): Promise<{ status: number; body: T; headers: Headers }>;
  adminToken(): Promise<string>;
  /** SQL on the app's database, for the rows a story checks: one connection, opened on first use, ended by `close`. */
  query<R extends QueryResultRow = QueryResultRow>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
  /** `auth`: the handshake's `auth` (e.g. `{ token }` of an admin session) */
  connectLive(auth?: Record<string, string>): Promise<Socket>;
  close(): Promise<void>;
}

/**
 * Boots the real app on a random port against a fresh database of its own (and, with `redis: true`, the
 * machine's Redis under a prefix of its own). Nothing is mocked.
 */
export interface TestAppOptions {
  redis?: boolean;
  env?: Record<string, string>;
  sameBackendAs?: TestApp;
  /** a PostgreSQL server of the test's own (outage tests): the database is made there */
  databaseServer?: string;
  /** a Redis of the test's own (outage tests), instead of the machine's */
  redisUrl?: string;
  /** a built web app to serve (tests of static serving); none by default */
  frontendDist?: string;
}

export async function startTestApp(label: string, options: TestAppOptions = {}): Promise<TestApp> {
  // A second process of the same deployment: same database and Redis prefix, its own HTTP server.
  const shared = options.sameBackendAs;
  const database = shared
    ? { url: shared.databaseUrl, drop: async () => {} }
    : await createTestDatabase(label, { server: options.databaseServer });
  const config = {
    ...loadConfig({
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      DATA_DIR: `/tmp/tribal-pool-test/${label}`,
      // Stories join many members from 127.0.0.1; the join limits have tests of their own that set them.
      JOINS_PER_ADDRESS_PER_HOUR: '1000000',
      JOINS_PER_EMAIL_PER_HOUR: '1000000',
      ...options.env,
    }),
    port: 0,
    frontendDist: options.frontendDist ?? '/nonexistent',
  };
  const redis: RedisSettings | null = shared
    ? shared.redis
    : options.redis || options.redisUrl
      ? { url: options.redisUrl ?? TEST_REDIS_URL, prefix: uniqueRedisPrefix(label) }
      : null;
  const app = await createApp(
    { config, databaseUrl: database.url, redis },
    { logger: process.env.TEST_APP_LOGS === '1' },
  );
  await runStartUpWrites(app, database.url);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const sockets: Socket[] = [];
  let token: string | undefined;
  let db: Promise<Client> | undefined;

  const request: TestApp['request'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    let body: string | undefined = opts.raw;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    } else if (opts.raw !== undefined) {
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body, redirect: opts.redirect });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: leave the text
    }
    return { status: response.status, body: parsed as never, headers: response.headers };
  };

  return {
    app,
    baseUrl,
    databaseUrl: database.url,
    redis,
    clock: app.get(Clock),
    request,
    async adminToken() {
      if (token) return token;
      const login = await request<{ token: string }>('POST', '/api/admin/login', {
        body: { password: TEST_ADMIN_PASSWORD },
      });
      if (login.status !== 200) throw new Error(`admin login failed: ${login.status}`);
      token = login.body.token;
      return token;
    },
    async query<R extends QueryResultRow>(sql: string, params?: unknown[]) {
      db ??= (async () => {
        const client = new Client({ connectionString: database.url });
        await client.connect();
        return client;
      })();
      return (await db).query<R>(sql, params);
    },
    async connectLive(auth) {
      const socket = io(`${baseUrl}/live`, { transports: ['websocket'], forceNew: true, auth });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
    async close() {
      for (const socket of sockets) socket.disconnect();
      await (await db)?.end();
      await app.close();
      await database.drop();
    },
  };
}

/**
 * The test app of a test file: started before its first test, closed after its last. Read it inside tests and hooks
 * (it answers for the app once the file's `beforeAll` has started it). `options` may be a function, called at the
 * start, when they name something an earlier `beforeAll` makes (an SMTP server).
 */
export function setUpTestApp(label: string, options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  const app = startedForTheFile(`the ${label} test app`, () =>
    startTestApp(label, typeof options === 'function' ? options() : options),
  );
  return {
    get app() {
      return app().app;
    },
    get baseUrl() {
      return app().baseUrl;
    },
    get databaseUrl() {
      return app().databaseUrl;
    },
    get redis() {
      return app().redis;
    },
    get clock() {
      return app().clock;
    },
    request: (method, path, opts) => app().request(method, path, opts),
    adminToken: () => app().adminToken(),
    query: (sql, params) => app().query(sql, params),
    connectLive: (auth) => app().connectLive(auth),
    close: () => app().close(),
  };
}

/** Creates a league as the admin (in the sample season 49 unless told otherwise) and answers its id. */
export async function createLeague(
  t: TestApp,
  overrides: Partial<{ leagueName: string; commissionerName: string; season: number }> = {},
): Promise<string> {
  const response = await t.request<{ id: string }>('POST', '/api/leagues', {
    headers: { authorization: `Bearer ${await t.adminToken()}` },
    body: {
      leagueName: 'Pearl Islands Pool',
      password: TEST_LEAGUE_CODE,
      commissionerName: 'Jeff',
      tribes: [],
      // The server's default is the season airing now, which moves with the clock: the stories name theirs.
      season: 49,
      ...overrides,
    },
  });
  if (response.status !== 201)
    throw new Error(`create league failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.id;
}

/** The join code (league password) of every league `createLeague` makes; `joinBody` sends it. */
export const TEST_LEAGUE_CODE = 'league-pass';

export function joinBody(userName: string, overrides: Record<string, unknown> = {}) {
  return {
    password: TEST_LEAGUE_CODE,
    userName,
    survivorName: userName,
    realName: `${userName} Real`,
    email: `${userName.toLowerCase().replace(/[^a-z0-9]/g, '')}@example.com`,
    paymentMethod: 'Venmo',
    ...overrides,
  };
}

/** Joins a member and answers the entry token. */
export async function joinLeague(t: TestApp, leagueId: string, userName: string): Promise<string> {
  const response = await t.request<{ entryToken: string }>('POST', `/api/leagues/${leagueId}/join`, {
    body: joinBody(userName),
  });
  if (response.status !== 201) throw new Error(`join failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.entryToken;
}

/** A member locks in `team` with their entry token (none: the request has none); answers the server's answer. */
export function lockInDraft(
  t: TestApp,
  leagueId: string,
  userName: string,
  entryToken: string | undefined,
  team: number[],
) {
  return t.request<{ message: string }>('POST', `/api/leagues/${leagueId}/draft`, {
    headers: entryToken ? { 'x-entry-token': entryToken } : {},
    body: { userName, team },
  });
}
