import { LIVE_EVENTS, readSnapshotBytes, StandingsBeacon, StandingsChange, SubscribeAck } from '@tribal/contracts';
import { io, Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayRedis, type ThrowawayRedis } from '../../../tools/throwaway-servers.mjs';
import { queryDatabase } from '../support/database';
import { createLeague, joinLeague, TestApp } from '../support/test-app';
import { type SecondProcess, startTwoProcesses, type TwoProcesses } from '../support/two-processes';

/**
 * Issue 34: no viewer left behind by a Redis outage. Process A (in the test) saves scores; the viewer watches on
 * process B (a real second Node process), so every push reaches it through Redis, a Redis this file starts and
 * stops itself (never the machine's shared one).
 */
let redis: ThrowawayRedis;
let processes: TwoProcesses | undefined;
let a: TestApp;
let b: SecondProcess;
const sockets: Socket[] = [];

/**
 * A viewer as the web app's live client behaves (frontend/src/features/standings/hooks/use-live-standings.ts): a
 * push applies only on top of the version held; a beacon of a newer version makes it subscribe again, and the ack
 * brings the snapshot.
 */
class Viewer {
  version = -1;
  beacons = 0;
  private constructor(
    readonly socket: Socket,
    private readonly leagueId: string,
  ) {
    socket.on(LIVE_EVENTS.standings, (change: StandingsChange) => {
      if (change.fromVersion === this.version) this.version = change.version;
    });
    socket.on(LIVE_EVENTS.beacon, (beacon: StandingsBeacon) => {
      this.beacons++;
      if (beacon.version > this.version) void this.subscribe();
    });
  }

  static async on(baseUrl: string, leagueId: string): Promise<Viewer> {
    const socket = io(`${baseUrl}/live`, { transports: ['websocket'], forceNew: true, reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const viewer = new Viewer(socket, leagueId);
    await viewer.subscribe();
    return viewer;
  }

  async subscribe(): Promise<void> {
    const known = this.version >= 0 ? { knownVersion: this.version } : {};
    const ack: SubscribeAck = await this.socket
      .timeout(5000)
      .emitWithAck('subscribe', { leagueId: this.leagueId, season: 49, ...known });
    if (!ack.ok) throw new Error(ack.message);
    if (ack.snapshot) this.version = Math.max(this.version, readSnapshotBytes(ack.snapshot).version);
  }
}

async function newestVersion(leagueId: string): Promise<number> {
  const [row] = await queryDatabase<{ version: number }>(
    a.databaseUrl,
    'SELECT version FROM standings_versions WHERE league_id = $1 AND season = 49',
    [leagueId],
  );
  return row.version;
}

/** How long until the viewer holds `version` (bounded): Infinity when it never does within `withinMs`. */
async function msUntilHolds(viewer: Viewer, version: number, withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if (viewer.version >= version) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return viewer.version >= version ? Date.now() - started : Number.POSITIVE_INFINITY;
}

beforeAll(async () => {
  redis = await startThrowawayRedis();
  processes = await startTwoProcesses('live_redis_outage', { redisUrl: redis.url });
  ({ a, b } = processes);
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await processes?.close();
  await redis?.destroy();
});

describe('a Redis outage during live scoring', () => {
  it('a viewer on another process who missed the push holds the newest standings within 5 s, with no further change', async () => {
    const leagueId = await createLeague(a);
    for (const [i, name] of ['Boston Rob', 'Amber', 'Sandra'].entries()) {
      const token = await joinLeague(a, leagueId, name);
      const draft = await a.request('POST', `/api/leagues/${leagueId}/draft`, {
        headers: { 'x-entry-token': token },
        body: { userName: name, team: [49001 + i, 49004 + i, 49007 + i] },
      });
      expect(draft.status).toBe(201);
    }
    const admin = { authorization: `Bearer ${await a.adminToken()}` };
    const viewer = await Viewer.on(b.baseUrl, leagueId);
    expect(viewer.version).toBe(await newestVersion(leagueId));

    // While Redis works, pushes arrive and no beacon is sent.
    const first = await a.request('PUT', '/api/scores/49/2', {
      headers: admin,
      body: { 49001: { tribeImmunityWins: 1 } },
    });
    expect(first.status).toBe(200);
    expect(await msUntilHolds(viewer, await newestVersion(leagueId), 5000)).toBeLessThan(5000);
    expect(viewer.beacons).toBe(0);

    await redis.stop();
    const saved = await a.request('PUT', '/api/scores/49/3', {
      headers: admin,
      body: { 49004: { rightSideOfVote: 1 } },
    });
    expect(saved.status).toBe(200);
    const newest = await newestVersion(leagueId);
    expect(viewer.version).toBeLessThan(newest);
    // Redis is still away: the push is lost, the beacon of process B tells its viewer.
    expect(await msUntilHolds(viewer, newest, 5000)).toBeLessThan(5000);
    expect(viewer.beacons).toBeGreaterThan(0);

    // A change saved while Redis is away, and Redis back: within 5 s of its return, the viewer holds it.
    const during = await a.request('PUT', '/api/scores/49/4', {
      headers: admin,
      body: { 49007: { rightSideOfVote: 1 } },
    });
    expect(during.status).toBe(200);
    await redis.start();
    expect(await msUntilHolds(viewer, await newestVersion(leagueId), 5000)).toBeLessThan(5000);

    // Pushes flow again: a change after recovery arrives as a push.
    await new Promise((resolve) => setTimeout(resolve, 7000)); // the beacon's after-recovery window ends
    const beaconsBefore = viewer.beacons;
    const after = await a.request('PUT', '/api/scores/49/5', {
      headers: admin,
      body: { 49002: { tribeImmunityWins: 1 } },
    });
    expect(after.status).toBe(200);
    expect(await msUntilHolds(viewer, await newestVersion(leagueId), 5000)).toBeLessThan(5000);
    expect(viewer.beacons).toBe(beaconsBefore);
  }, 90_000);
});
