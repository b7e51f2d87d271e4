import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tools/throwaway-servers.mjs';
import { type AppProcess, READY_LINE, startAppProcess } from '../support/app-process';
import { createTestDatabase } from '../support/database';

/** Every group of Redis clients the app runs with REDIS_URL and the mail worker on (RedisClientGroup's names). */
const GROUPS = [
  'the live push (socket.io Redis adapter)',
  'rate limits',
  'the mail queue',
  'the mail worker',
  'the reminder queue',
  'the reminder worker',
  'the deadline mail queue',
  'the deadline mail worker',
];
const lost = (group: string) => `Redis connection lost for ${group} (`;
const back = (group: string) => `Redis connection back for ${group}.`;

/** A throwaway redis-server of this test's own on `port` (the machine's shared one is never stopped). */
async function startRedis(port: number): Promise<ChildProcess> {
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const until = Date.now() + 10_000;
  while (spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() !== 'PONG') {
    if (Date.now() > until) throw new Error(`redis-server on ${port} did not answer within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

async function stopRedis(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGKILL');
  await exited;
}

/**
 * The app's connections to Redis: the live push's three (LIVE_REDIS_ADAPTER=streams: its writer, stream reader and
 * subscriber), rate limits, the mail, reminder and deadline mail queues, and their workers (two each, one for
 * blocking reads).
 */
const APP_CLIENTS = 13;
/** Connections to the server on `port`, less the one asking. */
const clientsOf = (port: number) =>
  spawnSync('redis-cli', ['-p', String(port), 'client', 'list'], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n').length - 1;

const count = (text: string, part: string) => text.split(part).length - 1;

describe('a Redis outage in the log', () => {
  let redisPort: number;
  let redis: ChildProcess | undefined;
  let app: AppProcess | undefined;
  let dataDir: string;
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    const database = await createTestDatabase('redis_outage');
    dropDatabase = database.drop;
    dataDir = mkdtempSync(join(tmpdir(), 'tp-redis-outage-'));
    app = startAppProcess({
      env: {
        PORT: String(await freePort()),
        DATABASE_URL: database.url,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        ADMIN_PASSWORD: 'redis-goes-away-and-comes-back',
        DATA_DIR: dataDir,
      },
    });
    await app.waitFor(READY_LINE, 60_000);
  });

  afterAll(async () => {
    await app?.stop();
    await stopRedis(redis);
    await dropDatabase?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('says once per client group that the connection is lost and once that it is back, with no stack traces', async () => {
    // Every client connected (the workers connect just after the ready line): the outage starts on a running app.
    await expect
      .poll(() => clientsOf(redisPort), { timeout: 20_000, interval: 200 })
      .toBeGreaterThanOrEqual(APP_CLIENTS);
    const log = () => `${app?.stdout()}${app?.stderr()}`;
    const before = log().length;
    await stopRedis(redis);
    const missing = (line: (group: string) => string) => GROUPS.filter((group) => !log().includes(line(group)));
    await expect.poll(() => missing(lost), { timeout: 15_000, interval: 200 }).toEqual([]);
    // Let the clients fail to reconnect several times over (ioredis retries within 50 ms, then up to every 2 s).
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    redis = await startRedis(redisPort);
    await expect.poll(() => missing(back), { timeout: 20_000, interval: 200 }).toEqual([]);

    const outage = log().slice(before);
    expect(
      GROUPS.map((group) => [group, count(outage, lost(group)), count(outage, back(group))]),
      outage,
    ).toEqual(GROUPS.map((group) => [group, 1, 1]));
    expect(outage).not.toContain('Unhandled error event');
    expect(outage).not.toMatch(/^\s+at /m);
    expect(app?.child.exitCode).toBeNull();
  }, 60_000);
});
