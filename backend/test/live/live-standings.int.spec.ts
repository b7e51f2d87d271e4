import {
  LIVE_THROTTLE_MESSAGES,
  readSnapshotBytes,
  StandingsChange,
  StandingsSnapshot,
  SubscribeAck,
} from '@tribal/contracts';
import { io, Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createLeague, joinBody, joinLeague, startTestApp, TestApp } from '../support/test-app';

/** A live connection that says it comes from `address` (through a proxy on this machine). */
function connectFrom(t: TestApp, address: string): Promise<Socket> {
  const socket = io(`${t.baseUrl}/live`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { 'x-forwarded-for': address },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

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
    expect(ack).toMatchObject({ ok: true, season: 49, version: 1 });
    expect(ack.ok && ack.snapshot && readSnapshotBytes(ack.snapshot)).toMatchObject({
      leagueId,
      season: 49,
      version: 1,
      members: ['Amanda'],
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
    expect(ack.ok && ack.season).toBe(50);
    expect(ack.ok && ack.snapshot && readSnapshotBytes(ack.snapshot).season).toBe(50);
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
      { leagueId: 'x', season: 49, knownVersion: -1 },
      { leagueId: 'x', season: 49, knownVersion: 'latest' },
      { leagueId: 'x', season: 49, knownVersion: 1.5 },
    ]) {
      const ack = await subscribe(viewer, body);
      expect(ack.ok).toBe(false);
      expect(ack.ok === false && ack.message.length > 0).toBe(true);
    }
    const unknown = await subscribe(viewer, { leagueId: 'no-such-league', season: 49 });
    expect(unknown).toEqual({ ok: false, message: 'League not found', status: 404 });
    const leagueId = await createLeague(t);
    expect((await subscribe(viewer, { leagueId, season: 49 })).ok).toBe(true);
  });

  it('a viewer who already holds the current version gets only the version; one behind gets the snapshot', async () => {
    const leagueId = await createLeague(t);
    await joinLeague(t, leagueId, 'Amanda');
    const first = await subscribe(await t.connectLive(), { leagueId, season: 49 });
    expect(first.ok && first.version).toBe(1);
    const upToDate = await subscribe(await t.connectLive(), { leagueId, season: 49, knownVersion: 1 });
    expect(upToDate).toEqual({ ok: true, season: 49, version: 1 });

    await joinLeague(t, leagueId, 'Courtney');
    const behind = await subscribe(await t.connectLive(), { leagueId, season: 49, knownVersion: 1 });
    expect(behind).toMatchObject({ ok: true, version: 2 });
    expect(behind.ok && behind.snapshot && readSnapshotBytes(behind.snapshot).members).toEqual(['Amanda', 'Courtney']);
  });

  it('the HTTP snapshot answers an ETag, 304 while it holds, and the new version at once after a change', async () => {
    const leagueId = await createLeague(t);
    await joinLeague(t, leagueId, 'Amanda');
    const path = `/api/leagues/${leagueId}/standings?season=49`;
    const first = await t.request<StandingsSnapshot>('GET', path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=2, stale-while-revalidate=30');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toBe('"49.1"');

    const again = await t.request('GET', path, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect(again.headers.get('etag')).toBe(etag);

    // The snapshot of version 1 is cached now: a change must not hide behind it.
    await joinLeague(t, leagueId, 'Courtney');
    const changed = await t.request<StandingsSnapshot>('GET', path, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).toBe('"49.2"');
    expect(changed.body).toMatchObject({ version: 2, members: ['Amanda', 'Courtney'] });

    // A viewer who loaded over HTTP subscribes with that version and converges without a second download.
    const ack = await subscribe(await t.connectLive(), { leagueId, season: 49, knownVersion: 2 });
    expect(ack).toEqual({ ok: true, season: 49, version: 2 });
  });

  it('bad standings queries answer a 4xx message', async () => {
    const leagueId = await createLeague(t);
    const noSuchSeason = await t.request<{ message: string }>('GET', `/api/leagues/${leagueId}/standings?season=51`);
    expect(noSuchSeason).toMatchObject({ status: 404, body: { message: 'Season 51 does not exist.' } });
    const badSeason = await t.request<{ message: string }>('GET', `/api/leagues/${leagueId}/standings?season=1000`);
    expect(badSeason.status).toBe(400);
    expect(badSeason.body.message).toMatch(/season/);
    const unknown = await t.request<{ message: string }>('GET', '/api/leagues/nope/standings', {
      headers: { 'if-none-match': '"49.0"' },
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'League not found' } });
  });

  it('at most 10 standings per connection', async () => {
    const viewer = await t.connectLive();
    const leagues = await Promise.all(Array.from({ length: 11 }, () => createLeague(t)));
    const acks: SubscribeAck[] = [];
    for (const leagueId of leagues) acks.push(await subscribe(viewer, { leagueId, season: 49 }));
    expect(acks.slice(0, 10).every((a) => a.ok)).toBe(true);
    expect(acks[10]).toEqual({ ok: false, message: 'At most 10 subscriptions per connection.' });
  });

  it('a connection flooding subscribes is throttled, then closed; other viewers are served meanwhile', async () => {
    const leagueId = await createLeague(t);
    // Time stands still: no subscribe is regained during the flood, however slow the machine.
    t.clock.set(t.clock.now());
    onTestFinished(() => t.clock.set(null));
    const flooder = await t.connectLive();
    const closed = new Promise<void>((resolve) => flooder.once('disconnect', () => resolve()));
    const flood = Array.from({ length: 40 }, () => subscribe(flooder, { leagueId, season: 49 }).catch(() => null));
    const viewer = await t.connectLive();
    expect((await subscribe(viewer, { leagueId, season: 49 })).ok).toBe(true);
    const answers = (await Promise.all(flood)).filter((a): a is SubscribeAck => a !== null);
    // Ten pass (their answers may be cut short by the close); the rest are refused, and after 20 refusals the
    // connection is closed (answers still in flight then never come).
    const refusals = answers.filter((a) => !a.ok);
    expect(refusals.length).toBeGreaterThanOrEqual(20);
    expect(refusals.every((a) => !a.ok && a.message === LIVE_THROTTLE_MESSAGES.tooManySubscribes)).toBe(true);
    expect(answers.filter((a) => a.ok).length).toBeLessThanOrEqual(10);
    await closed;
    expect(flooder.connected).toBe(false);
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

describe('live connections from one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 2 a second, bursts of 20: small enough to flood in a test.
    t = await startTestApp('live_address', { env: { LIVE_PER_ADDRESS_PER_SECOND: '2' } });
  });
  afterAll(() => t?.close());

  it('an address flooding reconnects is refused at the handshake; another address connects and subscribes', async () => {
    const leagueId = await createLeague(t);
    t.clock.set(t.clock.now());
    onTestFinished(() => t.clock.set(null));
    const attempts = await Promise.allSettled(Array.from({ length: 30 }, () => connectFrom(t, '203.0.113.9')));
    const refused = attempts.filter((a) => a.status === 'rejected');
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(20);
    expect(refused).toHaveLength(10);
    expect(
      refused.every(
        (a) => a.status === 'rejected' && (a.reason as Error).message === LIVE_THROTTLE_MESSAGES.tooManyFromAddress,
      ),
    ).toBe(true);
    const viewer = await connectFrom(t, '198.51.100.7');
    expect(await subscribe(viewer, { leagueId, season: 49 })).toMatchObject({ ok: true, version: 0 });
    for (const a of attempts) if (a.status === 'fulfilled') a.value.close();
    viewer.close();
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
