import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  LIVE_EVENTS,
  moveDelayMs,
  readSnapshotBytes,
  StandingsChange,
  StandingsSnapshot,
  SubscribeAck,
  SubscribeMessage,
} from '@tribal/contracts';
import { io, Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tools/throwaway-servers.mjs';
import { MIGRATIONS } from '../../src/migrations';
import { sleep, waitFor } from '../mail/support/mail-test-context';
import { mailedCode } from '../mail/support/mailed-links';
import { type SmtpTestServer, startSmtpTestServer } from '../mail/support/smtp-test-server';
import { type AppProcess, READY_LINE, startAppProcess } from '../support/app-process';
import { createTestDatabase, queryDatabase, TEST_REDIS_URL, uniqueRedisPrefix } from '../support/database';
import { type LocalProxy, startLocalProxy } from '../support/nginx';
import { joinBody, TEST_LEAGUE_CODE } from '../support/test-app';

/**
 * What `docker compose up --scale app=3` does on a first deploy, with real processes (`node backend/dist/main.js`)
 * and Debian's nginx running deploy/nginx.conf: three processes started at the same moment on an empty database,
 * one Redis. Then, in order, on that same deployment: a reminder falls due, process A is killed mid-episode,
 * process B is stopped gracefully.
 */
const REPLICAS = 3;
const HOUR = 3600_000;
/** A log line of a failure: Nest's `ERROR [Context]`, or level 50+ if logs are JSON. */
const ERROR_LINE = /\bERROR\b|"level":\s*(50|60)\b/;
/** socket.io's defaults: a dead connection is noticed after at most pingInterval + pingTimeout. */
const PING_TIMEOUT_MS = 25_000 + 20_000;

let dir: string;
let smtp: SmtpTestServer;
let database: { url: string; drop(): Promise<void> };
let proxy: LocalProxy;
const replicas: AppProcess[] = [];
const viewers: Viewer[] = [];
let adminToken: string;

async function api<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${proxy.url}${path}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

const query = <T>(sql: string, params?: unknown[]) => queryDatabase<T>(database.url, sql, params);

const printedPasswords = () =>
  replicas
    .map((replica) => /admin password: (\S+) {2}\(shown only this once\)/.exec(replica.stdout())?.[1])
    .filter((password) => password !== undefined);
const logsOf = (replica: AppProcess) => `${replica.stdout()}\n${replica.stderr()}`;
const errorLines = (replica: AppProcess) =>
  logsOf(replica)
    .split('\n')
    .filter((line) => ERROR_LINE.test(line));

/**
 * A viewer of a league's standings through the proxy, as the web app's live client behaves: the same move on
 * request (frontend/src/lib/live-socket.ts), the same backoff, a subscribe saying which version it holds after every (re)connect, a
 * change applied only on top of the version it holds, and an HTTP re-fetch only on a gap.
 */
interface Viewer {
  socket: Socket;
  held: number;
  refetches: number;
  disconnects: number;
  movesAsked: number;
  failedSubscribes: number;
  /** when each subscribe after a reconnect was answered */
  resubscribedAt: number[];
}

async function openViewer(leagueId: string): Promise<Viewer> {
  const socket = io(`${proxy.url}/live`, {
    transports: ['websocket'],
    forceNew: true,
    timeout: 8000,
    reconnectionDelay: 500,
    reconnectionDelayMax: 5000,
  });
  const viewer: Viewer = {
    socket,
    held: -1,
    refetches: 0,
    disconnects: 0,
    movesAsked: 0,
    failedSubscribes: 0,
    resubscribedAt: [],
  };
  viewers.push(viewer);
  const refetch = async () => {
    viewer.refetches += 1;
    const { body } = await api<StandingsSnapshot>('GET', `/api/leagues/${leagueId}/standings?season=49`);
    viewer.held = Math.max(viewer.held, body.version);
  };
  socket.on(LIVE_EVENTS.move, (message: unknown) => {
    viewer.movesAsked += 1;
    setTimeout(() => {
      if (!socket.connected) return;
      socket.disconnect();
      socket.connect();
    }, moveDelayMs(message));
  });
  socket.on('disconnect', () => {
    viewer.disconnects += 1;
  });
  socket.on(LIVE_EVENTS.standings, (change: StandingsChange) => {
    if (change.fromVersion === viewer.held) viewer.held = change.version;
    else if (change.version > viewer.held) void refetch();
  });
  // As the web app does, an ack that times out (or a throttled subscribe) is asked again while connected.
  const subscribe = async (): Promise<void> => {
    const body: SubscribeMessage =
      viewer.held >= 0 ? { leagueId, season: 49, knownVersion: viewer.held } : { leagueId, season: 49 };
    const ack: SubscribeAck | null = await socket
      .timeout(5000)
      .emitWithAck(LIVE_EVENTS.subscribe, body)
      .catch(() => null);
    if (!ack?.ok) {
      viewer.failedSubscribes += 1;
      await sleep(500);
      if (socket.connected) return subscribe();
      return;
    }
    if (ack.snapshot) viewer.held = Math.max(viewer.held, readSnapshotBytes(ack.snapshot).version);
    else if (ack.version > viewer.held) await refetch();
  };
  let first = true;
  return new Promise((resolve, reject) => {
    socket.on('connect', async () => {
      await subscribe();
      if (!first) viewer.resubscribedAt.push(Date.now());
      first = false;
      resolve(viewer);
    });
    socket.once('connect_error', (error) => {
      if (first) reject(error);
    });
  });
}

async function latestVersion(leagueId: string): Promise<number> {
  const { status, body } = await api<StandingsSnapshot>('GET', `/api/leagues/${leagueId}/standings?season=49`);
  expect(status).toBe(200);
  return body.version;
}

/** A league whose two members drafted castaway 49001, so that every save scoring it moves the standings. */
async function draftedLeague(name: string): Promise<string> {
  const created = await api<{ id: string }>(
    'POST',
    '/api/leagues',
    { leagueName: name, password: TEST_LEAGUE_CODE, commissionerName: 'Jeff', tribes: [], season: 49 },
    { authorization: `Bearer ${adminToken}` },
  );
  expect(created.status).toBe(201);
  const leagueId = created.body.id;
  for (const [userName, team] of [
    ['Coach', [49001, 49002, 49003]],
    ['Brenda', [49001, 49004, 49005]],
  ] as const) {
    const joined = await api<{ entryToken: string }>('POST', `/api/leagues/${leagueId}/join`, joinBody(userName));
    expect(joined.status).toBe(201);
    const drafted = await api(
      'POST',
      `/api/leagues/${leagueId}/draft`,
      { userName, team },
      { 'x-entry-token': joined.body.entryToken },
    );
    expect(drafted.status).toBe(201);
  }
  return leagueId;
}

const saveEpisode = (episode: number, immunityWins: number) =>
  api(
    'PUT',
    `/api/scores/49/${episode}`,
    { 49001: { tribeImmunityWins: immunityWins } },
    { authorization: `Bearer ${adminToken}` },
  );

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tp-several-'));
  chmodSync(dir, 0o755); // nginx's workers run as `nobody` when its master is root
  smtp = await startSmtpTestServer();
  database = await createTestDatabase('several', { migrated: false });
  const redisPrefix = uniqueRedisPrefix('several');
  const ports: number[] = [];
  for (let i = 0; i < REPLICAS; i++) ports.push(await freePort());
  // All three at once, as compose starts its replicas; no ADMIN_PASSWORD, so one of them generates it.
  for (const port of ports) {
    replicas.push(
      startAppProcess({
        env: {
          PORT: String(port),
          DATABASE_URL: database.url,
          REDIS_URL: TEST_REDIS_URL,
          REDIS_PREFIX: redisPrefix,
          SMTP_URL: smtp.url,
          DATA_DIR: join(dir, `data-${port}`),
        },
      }),
    );
  }
  await Promise.all(replicas.map((replica) => replica.waitFor(READY_LINE, 60_000)));
  proxy = await startLocalProxy(dir, ports);
  const [password] = printedPasswords();
  const login = await api<{ token: string }>('POST', '/api/admin/login', { password });
  if (login.status === 200) adminToken = login.body.token;
}, 90_000);

afterAll(async () => {
  for (const viewer of viewers) viewer.socket.disconnect();
  proxy?.stop();
  await Promise.all(replicas.map((replica) => replica.stop()));
  await smtp?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('three processes started together on an empty database', () => {
  it('end with one schema, one sample cast, one admin password, and no ERROR in any log', async () => {
    const migrations = await query<{ name: string }>('SELECT name FROM migrations ORDER BY id');
    expect(migrations.map((m) => m.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
    const cast = await query<{ season: number; castaways: string; events: string }>(
      `SELECT c.season, count(*) AS castaways,
              (SELECT count(*) FROM events e WHERE e.stream_id = 'castaways-season-' || c.season) AS events
         FROM castaways c GROUP BY c.season ORDER BY c.season`,
    );
    expect(cast).toEqual([
      { season: 49, castaways: '18', events: '18' },
      { season: 50, castaways: '18', events: '18' },
    ]);
    expect(await query('SELECT id FROM admin_credentials')).toEqual([{ id: 1 }]);

    // The process that stored the generated password prints it; the others find it stored.
    expect(printedPasswords()).toHaveLength(1);
    expect(adminToken).toBeTruthy();

    for (const replica of replicas) expect(errorLines(replica), logsOf(replica)).toEqual([]);
  });
});

describe('periodic work with three processes', () => {
  it('a reminder that falls due while the three run is mailed once to each member', async () => {
    const leagueId = await draftedLeague('Reminder Pool');
    // A reminder is league mail: the members confirm their addresses from the mailed link first (issue 33).
    for (const email of ['coach@example.com', 'brenda@example.com']) {
      const code = await mailedCode(smtp, email, '/confirm-email');
      const confirmed = await api('POST', '/api/entries/confirm-email', { code });
      expect([200, 400]).toContain(confirmed.status); // 400: an earlier story's league confirmed it already
    }
    expect(
      await query<{ email: string }>('SELECT email FROM confirmed_emails WHERE email = ANY($1) ORDER BY 1', [
        ['brenda@example.com', 'coach@example.com'],
      ]),
    ).toEqual([{ email: 'brenda@example.com' }, { email: 'coach@example.com' }]);
    // The reminder is due 24 h before the cutoff: three seconds from now.
    const cutoff = new Date(Math.ceil((Date.now() + 24 * HOUR + 3000) / 1000) * 1000).toISOString();
    const set = await api(
      'PUT',
      `/api/leagues/${leagueId}/elimination-cutoff`,
      { cutoffs: { 7: cutoff } },
      { authorization: `Bearer ${adminToken}` },
    );
    expect(set.status).toBe(200);
    const reminders = () =>
      smtp.received.filter((mail) => mail.subject === 'Reminder: your episode 7 elimination pick in Reminder Pool');
    await waitFor('both reminders', () => reminders().length >= 2, 20_000);
    await sleep(2000); // a duplicate would come from another process's worker or scan within this
    expect(reminders().map((mail) => mail.to)).toEqual(
      expect.arrayContaining(['coach@example.com', 'brenda@example.com']),
    );
    expect(reminders()).toHaveLength(2);
    expect(await query('SELECT episode, recipients FROM reminders_sent WHERE league_id = $1', [leagueId])).toEqual([
      { episode: 7, recipients: 2 },
    ]);
  });
});

describe('a process lost mid-episode', () => {
  it('viewers of a SIGKILLed process reconnect through nginx to the others and end at the latest version; every acknowledged save is stored', async () => {
    const leagueId = await draftedLeague('Killed Pool');
    // Six viewers through one nginx worker's round robin: two on each process.
    const watching: Viewer[] = [];
    for (let i = 0; i < 6; i++) watching.push(await openViewer(leagueId));

    // Two admins save episodes through the proxy without pause (one the even episodes, one the odd), and process A
    // is killed while they do: a save may be in flight on it, and a push may be going out from it.
    const acknowledged = new Map<number, number>();
    const [killed] = replicas;
    const saver = async (episodes: number[]) => {
      for (const episode of episodes) {
        const wins = (episode % 3) + 1;
        const saved = await saveEpisode(episode, wins);
        if (saved.status === 200) acknowledged.set(episode, wins);
      }
    };
    const saving = Promise.all([saver([2, 4, 6, 8, 10, 12]), saver([3, 5, 7, 9, 11, 13])]);
    await waitFor('a few saves answered', () => acknowledged.size >= 3, 10_000);
    killed.child.kill('SIGKILL');
    await saving;
    expect(await killed.exited(5000)).toBeNull();

    const dropped = watching.filter((viewer) => viewer.disconnects > 0);
    expect(dropped.length).toBeGreaterThan(0);
    const latest = await latestVersion(leagueId);
    await waitFor('every viewer at the latest version', () => watching.every((v) => v.held === latest), 15_000).catch(
      (error) => {
        console.log({
          latest,
          acknowledged,
          viewers: watching.map(({ socket, ...v }) => ({ ...v, connected: socket.connected })),
        });
        throw error;
      },
    );
    // A gap is the only reason to fetch over HTTP: a viewer that stayed connected has one at most, if A died
    // between committing a save and pushing it (the next change then comes from a version it never heard of).
    for (const viewer of watching.filter((v) => v.disconnects === 0)) expect(viewer.refetches).toBeLessThanOrEqual(1);

    // Each save a process answered 200 (even the one killed later) is stored; only those in flight on A may fail.
    expect(acknowledged.size).toBeGreaterThanOrEqual(10);
    const stored = await query<{ episode: number; record: { tribeImmunityWins?: number } }>(
      'SELECT episode, record FROM episode_scores WHERE season = 49 AND castaway_id = 49001',
    );
    for (const [episode, wins] of acknowledged) {
      expect(stored.find((row) => row.episode === episode)?.record.tribeImmunityWins, `episode ${episode}`).toBe(wins);
    }
  });

  it('a SIGTERM tells its viewers to move, and they are back on another process well within the ping timeout', async () => {
    const leagueId = await draftedLeague('Stopped Pool');
    const watching: Viewer[] = [];
    for (let i = 0; i < 4; i++) watching.push(await openViewer(leagueId));
    const stopping = replicas[1];
    const stoppedAt = Date.now();
    const exit = stopping.stop('SIGTERM');
    await waitFor('a viewer asked to move', () => watching.some((v) => v.movesAsked > 0), 5000);
    const moved = watching.filter((v) => v.movesAsked > 0);
    await waitFor('the moved viewers resubscribed', () => moved.every((v) => v.resubscribedAt.length > 0), 10_000);
    const backWithin = Math.max(...moved.map((v) => v.resubscribedAt[0] - stoppedAt));
    expect(backWithin).toBeLessThan(5000);
    expect(backWithin).toBeLessThan(PING_TIMEOUT_MS / 5);
    expect(await exit).toBe(0);
    expect(stopping.stdout()).toContain('Tribal Pool stopped.');

    // They hear the next change where they are now.
    expect((await saveEpisode(2, 1)).status).toBe(200); // episode 2 held 3 wins: the totals move
    const latest = await latestVersion(leagueId);
    await waitFor('every viewer at the latest version', () => watching.every((v) => v.held === latest), 10_000);
    for (const viewer of watching) expect(viewer.refetches).toBe(0);
    for (const replica of replicas.slice(1)) expect(errorLines(replica), logsOf(replica)).toEqual([]);
  });
});
