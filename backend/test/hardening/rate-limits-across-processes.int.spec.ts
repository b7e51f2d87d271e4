import Redis from 'ioredis';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../support/database';
import { startTestApp, TEST_ADMIN_PASSWORD, TestApp } from '../support/test-app';

/** The first block after the free failures lasts 30 s, and the refusal says so (a second may have passed). */
const FIRST_BLOCK_MESSAGE = /^Too many sign-in attempts\. Please wait (30|29) seconds and try again\.$/;

let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await startTestApp('rate_limits_redis', { redis: true });
  second = await startTestApp('rate_limits_redis', { sameBackendAs: first });
});
afterAll(async () => {
  await second?.app.close();
  await first?.close();
});

const login = (app: TestApp, password: string, address: string) =>
  app.request<{ message: string }>('POST', '/api/admin/login', {
    headers: { 'x-forwarded-for': address },
    body: { password },
  });

describe('rate limits behind a load balancer, with REDIS_URL', () => {
  it('two processes share one count: guesses spread over both are blocked as if sent to one', async () => {
    const guesser = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(i % 2 ? second : first, `guess-${i}`, guesser)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    for (const app of [first, second]) {
      expect(await login(app, TEST_ADMIN_PASSWORD, guesser)).toMatchObject({
        status: 429,
        body: { message: expect.stringMatching(FIRST_BLOCK_MESSAGE) },
      });
    }
    // The sign-in counts are in the database both processes share, not in either process (nor in Redis, so the
    // limit holds without REDIS_URL too).
    const db = new Client({ connectionString: first.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query('SELECT attempts, failures FROM admin_login_attempts');
      expect(rows).toEqual([{ attempts: 5, failures: 5 }]);
    } finally {
      await db.end();
    }
    // Another client address (the admin's) is not affected on either process.
    expect((await login(second, TEST_ADMIN_PASSWORD, '192.0.2.78')).status).toBe(200);
  });

  it('the route throttle (password reset requests) counts across processes too', async () => {
    const address = { 'x-forwarded-for': '192.0.2.90' };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const app = i % 2 ? second : first;
      statuses.push((await app.request('POST', '/api/admin/forgot-password', { headers: address })).status);
    }
    // The limit is 10 a minute per address: the 11th request, wherever it lands, is refused.
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Those counts are in Redis under the app's prefix, not in either process.
    const redis = new Redis(TEST_REDIS_URL);
    try {
      const keys = await redis.keys(`${first.redis?.prefix}:rate:*`);
      expect(keys.length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });
});
