import { SERVICE_UNAVAILABLE_MESSAGE } from '@tribal/contracts';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startThrowawayPostgres,
  startThrowawayRedis,
  type ThrowawayPostgres,
  type ThrowawayRedis,
} from '../../../tools/throwaway-servers.mjs';
import { createLeague, joinBody, setUpTestApp } from '../support/test-app';

// The PostgreSQL and Redis this file stops are its own (never the machine's shared ones).
let pg: ThrowawayPostgres;
let redis: ThrowawayRedis;

beforeAll(async () => {
  pg = await startThrowawayPostgres();
  redis = await startThrowawayRedis();
});
afterAll(async () => {
  await redis?.destroy();
  pg?.destroy();
});
const t = setUpTestApp('outages', () => ({ databaseServer: pg.url, redisUrl: redis.url }));

interface Readiness {
  status: string;
  message: string;
  checks: Record<string, { status: string }>;
}

async function ready() {
  const started = Date.now();
  const answer = await t.request<Readiness>('GET', '/api/ready');
  return { ...answer, tookMs: Date.now() - started };
}

/** Asks readiness until it answers `status`; every ask is bounded, and so is the whole wait. */
async function readinessBecomes(status: number, withinMs = 15_000) {
  const until = Date.now() + withinMs;
  for (;;) {
    const answer = await ready();
    // A check that cannot reach its dependency gives up after a second; the answer never hangs.
    expect(answer.tookMs).toBeLessThan(3000);
    if (answer.status === status || Date.now() > until) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How many connections the app holds to the test's Redis (ours, made for the count, is not one of them). */
async function appRedisConnections(): Promise<number> {
  const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    const list = String(await client.client('LIST'));
    return list.split('\n').filter((line) => line.trim() && !line.includes('cmd=client|list')).length;
  } catch {
    return 0;
  } finally {
    client.disconnect();
  }
}

describe('readiness for a load balancer', () => {
  it('liveness touches nothing: /api/health answers while the database is down', async () => {
    pg.stop();
    try {
      const health = await t.request('GET', '/api/health');
      expect(health.status).toBe(200);
      expect(health.body).toEqual({ ok: true });
    } finally {
      pg.start();
    }
    expect((await readinessBecomes(200)).status).toBe(200);
  });

  it('answers 200, then 503 naming Redis while Redis is stopped, then 200 again', async () => {
    const up = await readinessBecomes(200);
    expect(up.status).toBe(200);
    expect(up.body.checks).toEqual({ database: { status: 'up' }, redis: { status: 'up' } });
    const connections = await appRedisConnections();

    const leagueId = await createLeague(t, { leagueName: 'Redis Outage Pool' });
    await redis.stop();
    try {
      const down = await readinessBecomes(503);
      expect(down.status).toBe(503);
      expect(down.body.message).toBe('Not ready: Redis down');
      expect(down.body.checks.redis.status).toBe('down');
      expect(down.body.checks.database.status).toBe('up');
      // A request that needs Redis (joins are counted there, per address and per email) says so, and that
      // nothing was done.
      const join = await t.request<{ message: string }>('POST', `/api/leagues/${leagueId}/join`, {
        body: joinBody('Windy'),
      });
      expect(join.status).toBe(503);
      expect(join.headers.get('retry-after')).toBe('2');
      expect(join.body.message).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    } finally {
      await redis.start();
    }
    const league = await t.request<{ members: Array<{ userName: string }> }>('GET', `/api/leagues/${leagueId}`);
    expect(league.body.members).toEqual([]);
    const back = await readinessBecomes(200);
    expect(back.status).toBe(200);
    expect(back.body.message).toBe('database and Redis up');
    // Readiness's own connection is back first; the queues' workers follow within seconds. Closing the app
    // while a BullMQ worker is still reconnecting would wait for it, so the test waits for them here.
    const until = Date.now() + 20_000;
    while ((await appRedisConnections()) < connections && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  it('answers 503 naming the database while PostgreSQL is stopped, then 200 again', async () => {
    pg.stop();
    try {
      const down = await readinessBecomes(503);
      expect(down.status).toBe(503);
      expect(down.body.message).toBe('Not ready: database down');
      expect(down.body.checks.database.status).toBe('down');
    } finally {
      pg.start();
    }
    const back = await readinessBecomes(200);
    expect(back.status).toBe(200);
  });
});

describe('a write during a database outage', () => {
  it('answers 503 with Retry-After saying it was not saved; sent again with its key once the database is back, it is stored once', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Outage Pool' });
    const key = 'join-during-outage-1';
    const join = () =>
      t.request<{ message?: string; entryToken?: string }>('POST', `/api/leagues/${leagueId}/join`, {
        body: joinBody('Stormy'),
        headers: { 'idempotency-key': key },
      });

    pg.stop('immediate');
    let refused: Awaited<ReturnType<typeof join>>;
    try {
      refused = await join();
    } finally {
      pg.start();
    }
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(refused.body.message).toBe(SERVICE_UNAVAILABLE_MESSAGE);

    // What the web app does: the same request with the same Idempotency-Key until it is stored.
    const until = Date.now() + 15_000;
    let stored = await join();
    while (stored.status === 503 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      stored = await join();
    }
    expect(stored.status).toBe(201);
    // The same key once more: the first answer again, its entry token included (kept sealed under the key).
    const again = await join();
    expect(again.status).toBe(201);
    expect(again.body).toEqual(stored.body);
    expect(again.body.entryToken).toEqual(expect.any(String));
    const league = await t.request<{ members: Array<{ userName: string }> }>('GET', `/api/leagues/${leagueId}`);
    expect(league.body.members.filter((m) => m.userName === 'Stormy')).toHaveLength(1);
  });
});
