import { readSnapshotBytes, StandingsChange, StandingsSnapshot, SubscribeAck } from '@tribal/contracts';
import { io, Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeague, joinLeague, TestApp } from '../support/test-app';
import { type SecondProcess, startTwoProcesses, type TwoProcesses } from '../support/two-processes';

/** Process A runs in the test; process B is a real second Node process on the same PostgreSQL and Redis. */
let processes: TwoProcesses | undefined;
let a: TestApp;
let b: SecondProcess;
const sockets: Socket[] = [];

async function connect(baseUrl: string): Promise<Socket> {
  const socket = io(`${baseUrl}/live`, { transports: ['websocket'], forceNew: true, reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const subscribe = (socket: Socket, body: unknown): Promise<SubscribeAck> =>
  socket.timeout(5000).emitWithAck('subscribe', body);

async function getStandings(baseUrl: string, leagueId: string) {
  const response = await fetch(`${baseUrl}/api/leagues/${leagueId}/standings?season=49`);
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    body: (await response.json()) as StandingsSnapshot,
  };
}

function nextTotals(socket: Socket, timeoutMs = 10_000): Promise<StandingsChange> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no standings change within 10 s')), timeoutMs);
    const listener = (change: StandingsChange) => {
      if (!change.totals) return;
      clearTimeout(timer);
      socket.off('standings', listener);
      resolve(change);
    };
    socket.on('standings', listener);
  });
}

beforeAll(async () => {
  processes = await startTwoProcesses('live_two_processes');
  ({ a, b } = processes);
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await processes?.close();
});

describe('live standings across two backend processes', () => {
  it('a viewer on process B sees every score save made on process A, and B never serves an older snapshot than it pushed', async () => {
    const leagueId = await createLeague(a);
    for (const [i, name] of ['Boston Rob', 'Amber', 'Sandra'].entries()) {
      const token = await joinLeague(a, leagueId, name);
      const draft = await a.request('POST', `/api/leagues/${leagueId}/draft`, {
        headers: { 'x-entry-token': token },
        body: { userName: name, team: [49001 + i, 49004 + i, 49007 + i] },
      });
      expect(draft.status).toBe(201);
    }
    const viewer = await connect(b.baseUrl);
    const first = await subscribe(viewer, { leagueId, season: 49 });
    if (!first.ok) throw new Error(first.message);
    let held = first.version;
    const admin = { authorization: `Bearer ${await a.adminToken()}` };

    for (let episode = 2; episode <= 5; episode++) {
      // B has the snapshot of the version it holds cached; A changes the standings.
      expect((await getStandings(b.baseUrl, leagueId)).body.version).toBe(held);
      const pushed = nextTotals(viewer);
      const saved = await a.request('PUT', `/api/scores/49/${episode}`, {
        headers: admin,
        body: { 49001: { tribeImmunityWins: 1 }, [49004 + (episode % 3)]: { rightSideOfVote: 1 } },
      });
      expect(saved.status).toBe(200);
      const change = await pushed;
      expect(change).toMatchObject({ leagueId, season: 49, fromVersion: held });
      held = change.version;

      // Right after the push, B answers at least the pushed version over HTTP and over the socket.
      const http = await getStandings(b.baseUrl, leagueId);
      expect(http.body.version).toBeGreaterThanOrEqual(held);
      expect(http.etag).toBe(`"49.${http.body.version}"`);
      expect(http.body.total).toEqual(change.totals?.total);
      const late = await subscribe(await connect(b.baseUrl), { leagueId, season: 49, knownVersion: held - 1 });
      expect(late.ok && late.snapshot && readSnapshotBytes(late.snapshot).version).toBeGreaterThanOrEqual(held);
    }
  });
});
