// npm run bench:chaos — episode night with a fault in the middle, measured as users would see it.
//   postgres   a pick rush (BENCH_CHAOS_MEMBERS members, BENCH_CHAOS_CONNECTIONS at once) against a PostgreSQL
//              cluster this bench makes itself; the cluster is stopped (as a crash) for BENCH_CHAOS_OUTAGE_S
//              seconds and started again. Every pick is sent as the web app sends it: with an Idempotency-Key,
//              re-sent with the same key on a 503 or no answer, with backoff, for up to 30 s.
//   redis      live scoring: happenings saved through process A while viewers watch on process B (the Redis
//              adapter carries every push from A to B); the bench's own redis-server is stopped for the outage
//              and started again, empty.
// Each prints: writes acknowledged against writes stored (they must be equal), answers by status code (every
// attempt), the time from recovery to the first success, and pushes that viewers missed. Every wait is bounded.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { io } from 'socket.io-client';
import { freePort as freeBenchPort, startThrowawayPostgres, startThrowawayRedis } from '../tools/throwaway-servers.mjs';
import {
  adminToken,
  BENCH_JOIN_CODE,
  createDatabase,
  http,
  joinBenchLeague,
  MANY_VIEWERS_APP_ENV,
  now,
  pool,
  seedLeague,
  startApp,
} from './support.mjs';

const MEMBERS = Number(process.env.BENCH_CHAOS_MEMBERS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CHAOS_CONNECTIONS ?? 20);
const OUTAGE_S = Number(process.env.BENCH_CHAOS_OUTAGE_S ?? 10);
const BEFORE_S = 5;
const AFTER_S = 10;
const VIEWERS = Number(process.env.BENCH_CHAOS_VIEWERS ?? 200);
/** What the web app does (frontend/src/lib/api-client.ts): re-send for up to 30 s, pauses from 250 ms to 4 s. */
const RETRY_WINDOW_MS = 30_000;
/** Standings viewers on each of the two processes (the Redis case). */
const STANDINGS_VIEWERS = Number(process.env.BENCH_CHAOS_STANDINGS_VIEWERS ?? 100);
/** A viewer counts as behind when it holds an older version than the newest one committed this long before. */
const IN_FLIGHT_MS = 500;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One write as the web app sends it; answers its final status and every attempt's status. */
async function writeLikeTheApp(baseUrl, method, path, body, headers) {
  const key = randomUUID();
  const attempts = [];
  const giveUpAt = now() + RETRY_WINDOW_MS;
  let delay = 250;
  for (;;) {
    const answer = await http(baseUrl, method, path, {
      body,
      headers: { ...headers, 'idempotency-key': key },
      timeoutMs: 10_000,
    });
    attempts.push(answer.status);
    const retry = answer.status === 503 || answer.status === 502 || answer.status <= 0;
    if (!retry || now() + delay > giveUpAt) return { status: answer.status, attempts, at: now() };
    await sleep(delay);
    delay = Math.min(delay * 2, 4000);
  }
}

function countStatuses(lists) {
  const counts = {};
  for (const list of lists) for (const status of list) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/**
 * The fault's timeline from now: `stop` BEFORE_S seconds in, `start` OUTAGE_S seconds later, and writes go on until
 * AFTER_S seconds after that (`endAt`). `recovered` resolves with the time the service was started again.
 */
function scheduleOutage(stop, start) {
  const stopAt = now() + BEFORE_S * 1000;
  const startAt = stopAt + OUTAGE_S * 1000;
  const recovered = (async () => {
    await sleep(stopAt - now());
    await stop();
    await sleep(startAt - now());
    await start();
    return now();
  })();
  return { endAt: startAt + AFTER_S * 1000, recovered };
}

async function postgresFault() {
  const cluster = await startThrowawayPostgres();
  const db = new pg.Client({ connectionString: cluster.url });
  await db.connect();
  await db.query('CREATE DATABASE chaos');
  await db.end();
  const port = await freeBenchPort();
  const { child, baseUrl } = await startApp({ databaseUrl: cluster.urlFor('chaos'), port });
  try {
    const token = await adminToken(baseUrl);
    const league = await http(baseUrl, 'POST', '/api/leagues', {
      headers: { authorization: `Bearer ${token}` },
      body: {
        leagueName: 'Chaos Rush',
        password: BENCH_JOIN_CODE,
        commissionerName: 'Commish',
        tribes: [],
        season: 49,
      },
    });
    const leagueId = league.body.id;
    const members = await pool(MEMBERS, 16, async (i) => {
      const userName = `chaos${i}`;
      return { userName, token: await joinBenchLeague(baseUrl, leagueId, { userName, realName: `Chaos ${i}` }) };
    });

    const { endAt, recovered } = scheduleOutage(
      () => cluster.stop('immediate'),
      () => cluster.start(),
    );
    const results = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (now() < endAt) {
          const i = next++;
          const member = members[i % MEMBERS];
          // Each member changes their pick for episode 2..13 in turn: every acknowledged write is one event.
          const episode = 2 + (Math.floor(i / MEMBERS) % 12);
          results.push(
            await writeLikeTheApp(
              baseUrl,
              'POST',
              `/api/leagues/${leagueId}/elimination-pick`,
              { userName: member.userName, episode, castawayId: 49001 + (i % 18) },
              { 'x-entry-token': member.token },
            ),
          );
        }
      }),
    );
    const recoveredAt = await recovered;
    const acknowledged = results.filter((r) => r.status >= 200 && r.status < 300);
    const firstAfter = Math.min(...acknowledged.map((r) => r.at).filter((at) => at > recoveredAt));
    const check = new pg.Client({ connectionString: cluster.urlFor('chaos') });
    await check.connect();
    const { rows } = await check.query(
      "SELECT count(*)::int AS n FROM events WHERE type = 'EliminationPickSubmitted' AND data->>'leagueId' = $1",
      [leagueId],
    );
    await check.end();
    return {
      writes: results.length,
      acknowledged: acknowledged.length,
      stored: rows[0].n,
      gaveUp: results.length - acknowledged.length,
      finalStatuses: countStatuses([results.map((r) => r.status)]),
      attemptStatuses: countStatuses(results.map((r) => r.attempts)),
      retried: results.filter((r) => r.attempts.length > 1).length,
      recoveryToFirstSuccessMs: firstAfter - recoveredAt,
    };
  } finally {
    child.kill('SIGTERM');
    await Promise.race([new Promise((r) => child.once('exit', r)), sleep(15_000)]);
    cluster.destroy();
  }
}

async function redisFault() {
  const redis = await startThrowawayRedis();
  const database = await createDatabase('chaos_redis');
  const env = { REDIS_URL: redis.url, REDIS_PREFIX: `chaos-${randomUUID().slice(0, 8)}`, ...MANY_VIEWERS_APP_ENV };
  const a = await startApp({ databaseUrl: database.url, port: await freeBenchPort(), env });
  const b = await startApp({ databaseUrl: database.url, port: await freeBenchPort(), env });
  const sockets = [];
  try {
    const token = await adminToken(a.baseUrl);
    const admin = { authorization: `Bearer ${token}` };
    // Viewers of the season's feed on process B: every happening saved through A reaches them through Redis.
    const received = [];
    const feedSockets = [];
    await pool(VIEWERS, 50, async (i) => {
      const socket = io(`${b.baseUrl}/live`, { transports: ['websocket'], forceNew: true, reconnectionDelayMax: 2000 });
      sockets.push(socket);
      feedSockets.push(socket);
      received[i] = new Set();
      socket.on('happening', (item) => received[i].add(item.id));
      socket.on('connect', () => socket.emit('subscribe-season', { season: 49 }));
      await Promise.race([new Promise((resolve) => socket.once('connect', resolve)), sleep(10_000)]);
    });
    // Viewers of one league's standings on A and on B, behaving as the web app's live client: a push applies on top
    // of the version held, a beacon of a newer version (the catch-up beacon) makes the viewer subscribe again.
    const { leagueId } = await seedLeague(a.baseUrl, token, 30, 'Chaos League');
    const standingsViewers = { A: [], B: [] };
    for (const [name, app] of [
      ['A', a],
      ['B', b],
    ]) {
      await pool(STANDINGS_VIEWERS, 50, async () => {
        const socket = io(`${app.baseUrl}/live`, {
          transports: ['websocket'],
          forceNew: true,
          reconnectionDelayMax: 2000,
        });
        sockets.push(socket);
        const viewer = { version: -1 };
        standingsViewers[name].push(viewer);
        const subscribe = () =>
          socket
            .timeout(5000)
            .emit(
              'subscribe',
              { leagueId, season: 49, ...(viewer.version >= 0 ? { knownVersion: viewer.version } : {}) },
              (error, ack) => {
                if (!error && ack?.ok) viewer.version = Math.max(viewer.version, ack.version);
              },
            );
        socket.on('standings', (change) => {
          if (change.fromVersion === viewer.version) viewer.version = change.version;
        });
        socket.on('beacon', (beacon) => {
          if (beacon.version > viewer.version) subscribe();
        });
        socket.on('connect', subscribe);
        await Promise.race([new Promise((resolve) => socket.once('connect', resolve)), sleep(10_000)]);
      });
    }
    const versions = new pg.Pool({ connectionString: database.url, max: 1 });
    const samples = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const at = now();
        try {
          const { rows } = await versions.query(
            'SELECT version FROM standings_versions WHERE league_id = $1 AND season = 49',
            [leagueId],
          );
          samples.push({ at, version: rows[0]?.version ?? 0 });
        } catch {
          // PostgreSQL is not the fault here; a missed sample is only a gap.
        }
        const newestBefore = samples.filter((sample) => sample.at <= at - IN_FLIGHT_MS).at(-1)?.version;
        if (newestBefore !== undefined) {
          samples.at(-1).behind = Object.fromEntries(
            Object.entries(standingsViewers).map(([name, list]) => [
              name,
              list.filter((v) => v.version < newestBefore).length,
            ]),
          );
        }
        await sleep(250);
      }
    })();
    await sleep(500);

    const { endAt, recovered } = scheduleOutage(
      () => redis.stop(),
      () => redis.start(),
    );
    const saves = [];
    for (let i = 0; now() < endAt; i++) {
      const castawayId = 49001 + ((i * 7) % 18);
      const body = i % 2 ? { kind: 'idolObtained', castawayId } : { kind: 'individualRewardWin', castawayId };
      const result = await writeLikeTheApp(a.baseUrl, 'POST', '/api/scores/49/4/happenings', body, admin);
      saves.push({ ...result, id: undefined, sentAt: now() });
      await sleep(250);
    }
    const recoveredAt = await recovered;
    // Pushes in flight when the scoring stops get a few seconds to arrive.
    await sleep(3000);
    sampling = false;
    await sampler;
    await versions.end();
    const behindAt = (at) => samples.find((sample) => sample.at >= at && sample.behind)?.behind;
    // From when on no viewer was behind for the rest of the run, per process.
    const caughtUpAfterMs = Object.fromEntries(
      Object.keys(standingsViewers).map((name) => {
        const lastBehind = samples.filter((s) => s.at >= recoveredAt && s.behind?.[name] > 0).at(-1);
        return [name, lastBehind ? Math.round(lastBehind.at + 250 - recoveredAt) : 0];
      }),
    );
    const feed = await http(a.baseUrl, 'GET', '/api/scores/49/4/happenings');
    const stored = feed.body.happenings.map((h) => h.id);
    const acknowledged = saves.filter((s) => s.status >= 200 && s.status < 300);
    const missed = received.map((ids) => stored.filter((id) => !ids.has(id)).length);
    const firstAfter = Math.min(...acknowledged.map((s) => s.at).filter((at) => at > recoveredAt));
    // A push of a happening saved after Redis came back that some viewer did not get.
    const afterRecovery = feed.body.happenings.filter(
      (h) => Date.parse(h.at) > performance.timeOrigin + recoveredAt + 2000,
    );
    const missedAfter = received.map((ids) => afterRecovery.filter((h) => !ids.has(h.id)).length);
    return {
      viewers: feedSockets.filter((s) => s.connected).length,
      writes: saves.length,
      acknowledged: acknowledged.length,
      stored: stored.length,
      finalStatuses: countStatuses([saves.map((s) => s.status)]),
      attemptStatuses: countStatuses(saves.map((s) => s.attempts)),
      recoveryToFirstSuccessMs: firstAfter - recoveredAt,
      pushesExpected: stored.length * VIEWERS,
      pushesMissed: missed.reduce((x, y) => x + y, 0),
      viewersMissingAny: missed.filter((n) => n > 0).length,
      pushesMissedAfterRecovery: missedAfter.reduce((x, y) => x + y, 0),
      standingsViewers: STANDINGS_VIEWERS,
      behindAtRecovery: behindAt(recoveredAt),
      behind5sAfterRecovery: behindAt(recoveredAt + 5000),
      caughtUpAfterMs,
      worstBehindDuringOutage: Math.max(
        0,
        ...samples.filter((s) => s.at < recoveredAt && s.behind).map((s) => s.behind.B),
      ),
    };
  } finally {
    for (const socket of sockets) socket.disconnect();
    for (const app of [a, b]) app.child.kill('SIGTERM');
    await Promise.race([
      Promise.all([a, b].map((app) => new Promise((r) => app.child.once('exit', r)))),
      sleep(15_000),
    ]);
    await redis.destroy();
    await database.drop();
  }
}

function report(name, r) {
  console.log(`\n${name}`);
  console.log(
    `  writes acknowledged ${r.acknowledged}, stored ${r.stored}${r.acknowledged === r.stored ? ' (equal)' : ' (NOT EQUAL)'}; gave up after 30 s: ${r.writes - r.acknowledged}`,
  );
  console.log(`  final answers by status: ${JSON.stringify(r.finalStatuses)}`);
  console.log(`  every attempt by status: ${JSON.stringify(r.attemptStatuses)}`);
  console.log(
    `  recovery to first success: ${Number.isFinite(r.recoveryToFirstSuccessMs) ? `${r.recoveryToFirstSuccessMs.toFixed(0)} ms` : 'none'}`,
  );
  if (r.pushesExpected !== undefined) {
    console.log(
      `  viewers ${r.viewers}; pushes missed ${r.pushesMissed} of ${r.pushesExpected} (${r.viewersMissingAny} viewers missed some); missed after recovery: ${r.pushesMissedAfterRecovery}`,
    );
    console.log(
      `  standings viewers ${r.standingsViewers} per process, behind (older than the newest version ${IN_FLIGHT_MS} ms before): at recovery ${JSON.stringify(r.behindAtRecovery)}, 5 s after ${JSON.stringify(r.behind5sAfterRecovery)}; none behind from ${JSON.stringify(r.caughtUpAfterMs)} ms after recovery; worst on B during the outage ${r.worstBehindDuringOutage}`,
    );
  }
}

const only = process.argv[2];
const deadline = setTimeout(() => {
  console.error('bench:chaos did not finish within 10 minutes; stopping.');
  process.exit(2);
}, 600_000);
deadline.unref();
console.log(`bench:chaos — outage ${OUTAGE_S} s, ${BEFORE_S} s after the start; ${AFTER_S} s more after recovery`);
if (!only || only === 'postgres')
  report(`PostgreSQL stopped during a pick rush (${MEMBERS} members, ${CONNECTIONS} at once)`, await postgresFault());
if (!only || only === 'redis')
  report(`Redis stopped during live scoring (${VIEWERS} viewers on process B, saves through A)`, await redisFault());
process.exit(0);
