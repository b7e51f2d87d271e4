import { StandingsChange, StandingsSnapshot, SubscribeAck } from '@tribal/contracts';
import { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeague, joinBody, joinLeague, startTestApp, TestApp } from '../support/test-app';

function subscribe(socket: Socket, body: unknown): Promise<SubscribeAck> {
  return socket.timeout(5000).emitWithAck('subscribe', body);
}

function nextStandings(socket: Socket, timeoutMs = 5000): Promise<StandingsChange> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no standings message')), timeoutMs);
    socket.once('standings', (change: StandingsChange) => {
      clearTimeout(timer);
      resolve(change);
    });
  });
}

describe('live standings, one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('live_single');
  });
  afterAll(() => t?.close());

  it('a viewer subscribes, gets the snapshot, then sees a new member arrive with the next version', async () => {
    const leagueId = await createLeague(t);
    await joinLeague(t, leagueId, 'Amanda');
    const viewer = await t.connectLive();
    const ack = await subscribe(viewer, { leagueId, season: 49 });
    expect(ack).toEqual({
      ok: true,
      snapshot: expect.objectContaining({ leagueId, season: 49, version: 1 }) as StandingsSnapshot,
    });

    const pushed = nextStandings(viewer);
    await joinLeague(t, leagueId, 'Courtney');
    const change = await pushed;
    expect(change).toMatchObject({ leagueId, season: 49, version: 2, fromVersion: 1, removed: [] });
    expect(change.changed.map((r) => r.userName)).toEqual(['Courtney']);

    const left = nextStandings(viewer);
    await t.request('DELETE', `/api/leagues/${leagueId}/members/Courtney`, {
      headers: { authorization: `Bearer ${await t.adminToken()}` },
    });
    expect(await left).toMatchObject({ version: 3, fromVersion: 2, removed: ['Courtney'] });
  });

  it('without a season, the league current season is subscribed', async () => {
    const leagueId = await createLeague(t, { season: 50 });
    const viewer = await t.connectLive();
    const ack = await subscribe(viewer, { leagueId });
    expect(ack.ok && ack.snapshot.season).toBe(50);
    const pushed = nextStandings(viewer);
    await joinLeague(t, leagueId, 'Jenna');
    expect((await pushed).season).toBe(50);
  });

  it('bad subscribe messages are answered with a message, and the socket stays usable', async () => {
    const viewer = await t.connectLive();
    for (const body of [
      null,
      'league',
      { leagueId: 5 },
      { leagueId: 'x', season: 51 },
      { leagueId: 'x'.repeat(500) },
    ]) {
      const ack = await subscribe(viewer, body);
      expect(ack.ok).toBe(false);
      expect(ack.ok === false && ack.message.length > 0).toBe(true);
    }
    const unknown = await subscribe(viewer, { leagueId: 'no-such-league', season: 49 });
    expect(unknown).toEqual({ ok: false, message: 'League not found' });
    const leagueId = await createLeague(t);
    expect((await subscribe(viewer, { leagueId, season: 49 })).ok).toBe(true);
  });

  it('viewers of another league hear nothing', async () => {
    const watched = await createLeague(t);
    const other = await createLeague(t);
    const viewer = await t.connectLive();
    await subscribe(viewer, { leagueId: watched, season: 49 });
    let heard = 0;
    viewer.on('standings', () => heard++);
    await joinLeague(t, other, 'Outsider');
    await new Promise((r) => setTimeout(r, 300));
    expect(heard).toBe(0);
  });
});

describe('live standings across two backend processes (Redis adapter)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp('live_redis', { redis: true });
    b = await startTestApp('live_redis_b', { sameBackendAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a viewer connected to process A sees a member who joined through process B', async () => {
    const leagueId = await createLeague(a);
    const viewer = await a.connectLive();
    await subscribe(viewer, { leagueId, season: 49 });
    const pushed = nextStandings(viewer);
    const joined = await b.request('POST', `/api/leagues/${leagueId}/join`, { body: joinBody('Parvati') });
    expect(joined.status).toBe(201);
    const change = await pushed;
    expect(change.changed.map((r) => r.userName)).toEqual(['Parvati']);
  });
});
