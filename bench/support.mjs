// Shared by the benchmarks: a fresh database, the built app in a child process, HTTP helpers, percentiles.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Redis from 'ioredis';
import pg from 'pg';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_URL = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const ADMIN_PASSWORD = 'bench-admin-password';
/** The join code of every league a benchmark creates; every join sends it. */
export const BENCH_JOIN_CODE = 'bench-code';

export async function createDatabase(label) {
  const name = `tp_bench_${label}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // BENCH_KEEP_DATABASES=1 keeps them for EXPLAIN ANALYZE after the run.
      if (process.env.BENCH_KEEP_DATABASES) return console.log(`kept database ${name}`);
      const c = new pg.Client({ connectionString: SERVER_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * What a benchmark with thousands of viewers on one machine needs: every viewer comes from 127.0.0.1, so the
 * per-address limit on live subscribes and connections is lifted (the per-connection limit stays).
 */
export const MANY_VIEWERS_APP_ENV = { LIVE_PER_ADDRESS_PER_SECOND: '1000000' };

/** CPU seconds a process has used (user and system, all its threads: V8's GC helpers too), from /proc. */
export function cpuSeconds(pid) {
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in clock ticks.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Starts `node backend/dist/main.js` and resolves once it prints its URL. */
export function startApp({ databaseUrl, port, env = {} }) {
  return new Promise((resolve, reject) => {
    // BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the app under load.
    const nodeArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const child = spawn(process.execPath, [...nodeArgs, join(ROOT, 'backend/dist/main.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        ADMIN_PASSWORD,
        DATA_DIR: `/tmp/tribal-pool-bench-${port}`,
        REDIS_URL: '',
        // Every simulated member joins from 127.0.0.1.
        JOINS_PER_ADDRESS_PER_HOUR: '100000000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('Tribal Pool is running at')) resolve({ child, baseUrl: `http://127.0.0.1:${port}` });
    });
    child.on('exit', (code) => reject(new Error(`app exited with ${code}: ${out}`)));
  });
}

/** Stops an app process started by `startApp`, or a floor server (SIGTERM, SIGKILL after 15 s); nothing if ended. */
export async function stopApp(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))]);
  await exited;
}

/** Deletes the Redis keys of a benchmark's own prefix (REDIS_PREFIX of its app processes); answers how many. */
export async function dropRedisKeys(redisUrl, prefix) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  let dropped = 0;
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) {
      if (keys.length) dropped += await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
  return dropped;
}

// node:http with keep-alive rather than fetch: the load generator shares the machine's two cores with the app
// and PostgreSQL, so it should spend as little of them as it can.
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** No request waits longer than this unless it says otherwise (BENCH_TIMEOUT_MS). */
export const REQUEST_TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 30_000);

/**
 * One request, bounded: an answer, or `{ status: 0 }` when none came within `timeoutMs`, or `{ status: -1, error }`
 * when the connection failed (`error`: its code). Callers count those as never answered; no benchmark waits forever.
 */
export function http(baseUrl, method, path, { body, headers = {}, timeoutMs = REQUEST_TIMEOUT_MS } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const request = httpRequest(
      `${baseUrl}${path}`,
      {
        method,
        agent,
        headers:
          payload === undefined
            ? headers
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: response.statusCode,
            body: text ? parsed(text) : undefined,
            text,
            // The app's Server-Timing `projection;dur=…`: the time its projections took inside the command.
            projectionMs: Number(
              /projection;dur=([\d.]+)/.exec(response.headers['server-timing'] ?? '')?.[1] ?? Number.NaN,
            ),
          });
        });
      },
    );
    const timer = setTimeout(() => {
      resolve({ status: 0 });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      // The cause is kept: a reset on a kept-alive connection is the client's race, a refusal the server's.
      resolve({ status: -1, error: error.code ?? error.message });
    });
    request.end(payload);
  });
}

/** A JSON answer's value; undefined for any other text (/metrics). */
function parsed(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The app's longest and p99 event-loop delays since the previous scrape of its /metrics, in ms (each scrape resets
 * them: perf_hooks.monitorEventLoopDelay's figures). NaN when /metrics did not answer within `timeoutMs`.
 */
export async function loopDelays(baseUrl, timeoutMs = REQUEST_TIMEOUT_MS) {
  const { text = '' } = await http(baseUrl, 'GET', '/metrics', { timeoutMs });
  const ms = (name) =>
    Number(
      text
        .split('\n')
        .find((l) => l.startsWith(`${name} `))
        ?.split(' ')[1] ?? Number.NaN,
    ) * 1000;
  return { max: ms('nodejs_eventloop_lag_max_seconds'), p99: ms('nodejs_eventloop_lag_p99_seconds') };
}

export async function adminToken(baseUrl) {
  const login = await http(baseUrl, 'POST', '/api/admin/login', { body: { password: ADMIN_PASSWORD } });
  return login.body.token;
}

/** Runs `task(i)` for i in [0, count) with at most `concurrency` in flight. */
export async function pool(count, concurrency, task) {
  let next = 0;
  const results = new Array(count);
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

/** Joins `userName` (Venmo, an address at bench.test) to a league whose join code is BENCH_JOIN_CODE; answers the token. */
export async function joinBenchLeague(baseUrl, leagueId, { userName, realName }) {
  const join = await http(baseUrl, 'POST', `/api/leagues/${leagueId}/join`, {
    body: {
      userName,
      survivorName: userName,
      realName,
      email: `${userName}@bench.test`,
      paymentMethod: 'Venmo',
      password: BENCH_JOIN_CODE,
    },
  });
  if (join.status !== 201)
    throw new Error(`join ${join.status} ${join.error ?? JSON.stringify(join.body)} (${baseUrl})`);
  return join.body.entryToken;
}

/** A league with `entries` members who each drafted three castaways of season 49. */
export async function seedLeague(baseUrl, token, entries, name = 'Bench League') {
  const league = await http(baseUrl, 'POST', '/api/leagues', {
    headers: { authorization: `Bearer ${token}` },
    body: { leagueName: name, password: BENCH_JOIN_CODE, commissionerName: 'Commish', tribes: [], season: 49 },
  });
  const leagueId = league.body.id;
  const tokens = await pool(entries, 16, async (i) => {
    const userName = `player${String(i).padStart(5, '0')}`;
    const entryToken = await joinBenchLeague(baseUrl, leagueId, { userName, realName: `Player ${i}` });
    const team = [49001 + (i % 18), 49001 + ((i + 5) % 18), 49001 + ((i + 11) % 18)];
    const draft = await http(baseUrl, 'POST', `/api/leagues/${leagueId}/draft`, {
      headers: { 'x-entry-token': entryToken },
      body: { userName, team },
    });
    if (draft.status !== 201) throw new Error(`draft ${draft.status} ${JSON.stringify(draft.body)}`);
    return { userName, entryToken };
  });
  return { leagueId, entries: tokens };
}

/** Random but valid records for every castaway of season 49: every team's total moves. */
export function episodeRecords(seed) {
  const records = {};
  for (let i = 0; i < 18; i++) {
    records[49001 + i] = {
      tribeImmunityWins: (i + seed) % 2,
      rightSideOfVote: (i + seed) % 3 === 0 ? 1 : 0,
      votesAgainst: (i * seed) % 3,
      idolObtained: (i + seed) % 7 === 0 ? 1 : 0,
    };
  }
  return records;
}

export function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted[sorted.length - 1] ?? NaN, count: sorted.length };
}

/**
 * Percentiles of a histogram of whole milliseconds (`[ms, count]` pairs, in any order; one pair per ms): what
 * `percentiles` answers for millions of values that were counted where they arrived rather than sent whole.
 */
export function histogramPercentiles(buckets, max) {
  const sorted = [...buckets].sort((a, b) => a[0] - b[0]);
  const count = sorted.reduce((n, [, c]) => n + c, 0);
  const at = (p) => {
    const rank = Math.max(1, Math.ceil((p / 100) * count));
    let seen = 0;
    for (const [ms, c] of sorted) {
      seen += c;
      if (seen >= rank) return ms;
    }
    return Number.NaN;
  };
  return { p50: at(50), p95: at(95), p99: at(99), max: count ? max : Number.NaN, count };
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const now = () => performance.timeOrigin + performance.now();
export const fmt = (ms) => (Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : '-');
