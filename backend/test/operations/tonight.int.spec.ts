import { PICK_MESSAGES, type Tonight } from '@tribal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeague, joinLeague, startTestApp, TestApp } from '../support/test-app';

// Two processes of one deployment: one database, one Redis prefix.
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await startTestApp('tonight', { redis: true });
  b = await startTestApp('tonight_b', { sameBackendAs: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function tonight(t: TestApp): Promise<Tonight> {
  const answer = await t.request<Tonight>('GET', '/api/admin/tonight', {
    headers: { authorization: `Bearer ${await t.adminToken()}` },
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Asks until `ready` holds; each process shares its figures every two seconds. */
async function tonightWhen(t: TestApp, ready: (figures: Tonight) => boolean, withinMs = 10_000): Promise<Tonight> {
  const until = Date.now() + withinMs;
  for (;;) {
    const figures = await tonight(t);
    if (ready(figures) || Date.now() > until) return figures;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the Tonight panel’s figures', () => {
  it('add up every process: viewers on both, a push, a pick stored through the other one', {
    timeout: 45_000,
  }, async () => {
    const leagueId = await createLeague(a, { leagueName: 'Tonight Pool' });
    const onA = await a.connectLive();
    const onB = await b.connectLive();
    for (const viewer of [onA, onB]) {
      expect((await viewer.timeout(5000).emitWithAck('subscribe', { leagueId, season: 49 })).ok).toBe(true);
    }
    const pushed = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no standings push within 5 s')), 5000);
      onA.once('standings', () => resolve(clearTimeout(timer)));
    });
    const token = await joinLeague(a, leagueId, 'Sandra');
    await pushed;
    const pick = await b.request<{ message: string }>('POST', `/api/leagues/${leagueId}/elimination-pick`, {
      headers: { 'x-entry-token': token },
      body: { userName: 'Sandra', episode: 2, castawayId: 49002 },
    });
    expect(pick.body.message).toBe(PICK_MESSAGES.submitted);

    const figures = await tonightWhen(a, (f) => f.processes === 2 && f.picksLastMinute === 1 && f.viewers === 2);
    expect(figures).toMatchObject({
      viewers: 2,
      picksLastMinute: 1,
      processes: 2,
      database: 'up',
      redis: 'up',
    });
    expect(figures.pushesLastMinute).toBeGreaterThanOrEqual(1);
    expect(figures.pushP95Ms).toBeGreaterThan(0);
    expect(figures.pushP95Ms).toBeLessThan(5000);
    expect(figures.mailsWaiting).toBeGreaterThanOrEqual(0);

    // The other process sees the same sums.
    const fromB = await tonightWhen(b, (f) => f.picksLastMinute === 1 && f.viewers === 2);
    expect(fromB).toMatchObject({ viewers: 2, picksLastMinute: 1, processes: 2 });

    onB.disconnect();
    const after = await tonightWhen(a, (f) => f.viewers === 1);
    expect(after.viewers).toBe(1);
  });

  it('is for the admin only', async () => {
    const anonymous = await a.request<{ message: string }>('GET', '/api/admin/tonight');
    expect(anonymous.status).toBe(401);
  });
});
