// npm run bench:live — episode night: thousands of viewers open a league's standings in the same minute, the
// admin saves an episode, the server restarts. Phases (BENCH_PHASES, comma-separated; all by default):
//   arrival     N viewers (BENCH_CLIENTS, e.g. 1000,10000) connect and subscribe as fast as the client processes
//               can open them, bounded by BENCH_ARRIVAL_TIMEOUT_S; then the push of an episode save to them. The
//               floor: a bare socket.io server acking the same bytes and broadcasting the app's own push message.
//   storm       BENCH_STORM_CLIENTS viewers connected, the server process restarted, an episode saved: every
//               viewer must come back (jittered backoff) and converge to the newest version within 30 s.
//   http        autocannon, 100 connections: GET standings of the league against GET /api/health, same run.
//   projection  the PUT /api/scores answer time for seasons of 100, 1,000 and 10,000 entries.
//   viewer      the bytes served per arriving viewer: Chromium (a phone's viewport, nothing cached) opens the
//               league's standings once; every byte the app sends is counted on the wire (a TCP relay), and split
//               by what asked for it: the page (HTML), its assets, its first data (/api), the rest (portraits,
//               icons, manifest), and what the page itself did not ask for (the service worker's precache of the
//               app shell, the live connection's frames). BENCH_VIEWERS (default 3) visits, each reported.
// Every wait is bounded; what never answered is reported.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import {
  arrive as arriveViewers,
  closeClients,
  collect,
  resetCounts,
  startClients as startLiveClients,
  state,
} from './live-driver.mjs';
import { countingRelay, settled } from './phone.mjs';
import {
  adminToken,
  cpuSeconds,
  createDatabase,
  episodeRecords,
  fmt,
  http,
  MANY_VIEWERS_APP_ENV,
  now,
  percentiles,
  ROOT,
  seedLeague,
  startApp,
} from './support.mjs';

const PHASES = (process.env.BENCH_PHASES ?? 'viewer,arrival,storm,http,projection').split(',');
const VIEWER_VISITS = Number(process.env.BENCH_VIEWERS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CLIENT_COUNTS = (process.env.BENCH_CLIENTS ?? '1000,5000,10000').split(',').map(Number);
const STORM_CLIENTS = Number(process.env.BENCH_STORM_CLIENTS ?? 5000);
const LEAGUE_SIZE = Number(process.env.BENCH_LEAGUE_SIZE ?? 500);
const PROJECTION_SIZES = (process.env.BENCH_PROJECTION_SIZES ?? '100,1000,10000').split(',').map(Number);
const CLIENT_PROCESSES = Number(process.env.BENCH_CLIENT_PROCESSES ?? 2);
const ARRIVAL_TIMEOUT_MS = Number(process.env.BENCH_ARRIVAL_TIMEOUT_S ?? 120) * 1000;
/** Handshakes each client process keeps in flight while opening viewers. */
const OPEN_WINDOW = Number(process.env.BENCH_OPEN_WINDOW ?? 500);
const STORM_BOUND_MS = 30_000;
const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
/** Pushes measured after each arrival (a save each for the app, a broadcast each for the floor): one is noisy. */
const PUSHES = Number(process.env.BENCH_PUSHES ?? 3);
// Every viewer of the benchmark comes from 127.0.0.1: the per-address throttle is lifted for the app under test.
const APP_ENV = MANY_VIEWERS_APP_ENV;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const startClients = (url, leagueId, mode) => startLiveClients(url, leagueId, mode, CLIENT_PROCESSES);
const arrive = (children, total, { reconnect = false } = {}) =>
  arriveViewers(children, total, { window: OPEN_WINDOW, deadlineMs: ARRIVAL_TIMEOUT_MS, reconnect });

async function currentVersion(baseUrl, leagueId) {
  return (await http(baseUrl, 'GET', `/api/leagues/${leagueId}/standings?season=49`)).body.version;
}

/** The app process's resident memory (bytes), from /proc: what its viewers cost the machine. */
function residentBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) * 1024;
}

/**
 * The kernel's count of connections dropped because a listen queue was full (TcpExt ListenOverflows, machine-wide):
 * read around an arrival, its growth says how many handshakes the accept queue turned away (they retry or fail).
 */
function listenOverflows() {
  try {
    const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
    const header = lines.find((l) => l.startsWith('TcpExt:'))?.split(/\s+/) ?? [];
    const values = lines.filter((l) => l.startsWith('TcpExt:'))[1]?.split(/\s+/) ?? [];
    const at = header.indexOf('ListenOverflows');
    return at < 0 ? Number.NaN : Number(values[at]);
  } catch {
    return Number.NaN;
  }
}

async function measureApp(app, clients, episode) {
  const children = await startClients(app.baseUrl, app.leagueId, 'app');
  try {
    const rssBefore = residentBytes(app.child.pid);
    const overflowsBefore = listenOverflows();
    const cpuBefore = cpuSeconds(app.child.pid);
    const arrival = await arrive(children, clients);
    arrival.cpu = cpuSeconds(app.child.pid) - cpuBefore;
    arrival.listenOverflows = listenOverflows() - overflowsBefore;
    // Settled for a moment: the arrival's short-lived garbage is not a viewer's cost.
    await sleep(2000);
    const rssWith = residentBytes(app.child.pid);
    const pushes = [];
    for (let k = 0; k < PUSHES; k++) {
      const version = await currentVersion(app.baseUrl, app.leagueId);
      for (const c of children) c.send({ type: 'expect', version: version + 1 });
      await sleep(500);
      const pushCpuBefore = cpuSeconds(app.child.pid);
      const sentAt = now();
      // Each save scores the episode anew (another seed): every one moves the standings.
      const put = await http(app.baseUrl, 'PUT', `/api/scores/49/${episode}`, {
        headers: { authorization: `Bearer ${app.token}` },
        body: episodeRecords(episode + clients + k),
      });
      if (put.status !== 200) throw new Error(`PUT scores ${put.status}`);
      const putMs = now() - sentAt;
      const received = await collect(children, arrival.subscribed);
      pushes.push({
        latencies: received.map((r) => r.at - sentAt),
        bytes: received[0]?.bytes ?? 0,
        sample: received.sample,
        putMs,
        cpu: cpuSeconds(app.child.pid) - pushCpuBefore,
      });
    }
    const after = await state(children, 0);
    return {
      arrival,
      disconnects: after.disconnects,
      refetches: after.refetches,
      pushes,
      rssBefore,
      rssWith,
    };
  } finally {
    await closeClients(children);
  }
}

/** The floor's arrival and pushes: it broadcasts `message`, the app's own push, so that viewers parse the same. */
async function measureFloor(clients, ackBytes, message) {
  const port = 4700 + Math.floor(Math.random() * 200);
  const server = fork(join(ROOT, 'bench/bare-server.mjs'), [String(port), String(ackBytes)], { stdio: 'inherit' });
  await new Promise((resolve) => server.once('message', resolve));
  const children = await startClients(`http://127.0.0.1:${port}`, 'floor', 'bare');
  try {
    const rssBefore = residentBytes(server.pid);
    const overflowsBefore = listenOverflows();
    const cpuBefore = cpuSeconds(server.pid);
    const arrival = await arrive(children, clients);
    arrival.cpu = cpuSeconds(server.pid) - cpuBefore;
    arrival.listenOverflows = listenOverflows() - overflowsBefore;
    // Settled as the app's figure is: the memory of viewers connected and subscribed, not of their arrival.
    await sleep(2000);
    const rssWith = residentBytes(server.pid);
    const pushes = [];
    for (let k = 0; k < PUSHES; k++) {
      for (const c of children) c.send({ type: 'expect', version: 0 });
      await sleep(500);
      const sent = new Promise((resolve) => server.once('message', (m) => resolve(m.at)));
      const pushCpuBefore = cpuSeconds(server.pid);
      server.send({ type: 'broadcast', body: message, bytes: JSON.stringify(message ?? '').length });
      const sentAt = await sent;
      const received = await collect(children, arrival.subscribed);
      pushes.push({ latencies: received.map((r) => r.at - sentAt), cpu: cpuSeconds(server.pid) - pushCpuBefore });
    }
    const after = await state(children, 0);
    return { arrival, disconnects: after.disconnects, pushes, rssBefore, rssWith };
  } finally {
    await closeClients(children);
    server.send({ type: 'close' });
  }
}

async function stopApp(child) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))]);
  await exited;
}

/** Viewers connected, the server restarted, an episode saved: does everyone converge within 30 s? */
async function measureStorm(app, db, port, episode) {
  const children = await startClients(app.baseUrl, app.leagueId, 'app');
  try {
    const arrival = await arrive(children, STORM_CLIENTS, { reconnect: true });
    await resetCounts(children);
    const killedAt = now();
    await stopApp(app.child);
    app.child = (await startApp({ databaseUrl: db.url, port, env: APP_ENV })).child;
    const readyAt = now();
    // The save lands once half the viewers are back: they hear it as a push; the rest come back behind it and
    // their subscribe ack brings the snapshot. Nobody re-fetches over HTTP.
    const held = await currentVersion(app.baseUrl, app.leagueId);
    while ((await state(children, held)).connected < arrival.subscribed / 2 && now() - readyAt < STORM_BOUND_MS) {
      await sleep(250);
    }
    const savedAt = now();
    const put = await http(app.baseUrl, 'PUT', `/api/scores/49/${episode}`, {
      headers: { authorization: `Bearer ${await adminToken(app.baseUrl)}` },
      body: episodeRecords(episode * 7),
    });
    if (put.status !== 200) throw new Error(`PUT scores ${put.status}`);
    const target = await currentVersion(app.baseUrl, app.leagueId);
    let s = await state(children, target);
    while (s.holding < arrival.subscribed && now() - readyAt < STORM_BOUND_MS) {
      await sleep(500);
      s = await state(children, target);
    }
    return {
      viewers: arrival.subscribed,
      restartSeconds: (readyAt - killedAt) / 1000,
      savedSeconds: (savedAt - readyAt) / 1000,
      convergedSeconds: s.holding >= arrival.subscribed ? (s.lastConvergedAt - readyAt) / 1000 : NaN,
      ...s,
    };
  } finally {
    await closeClients(children);
  }
}

async function measureHttp(app) {
  const run = (path) =>
    autocannon({ url: `${app.baseUrl}${path}`, connections: 100, duration: HTTP_SECONDS, timeout: 10 });
  const health = await run('/api/health');
  const standings = await run(`/api/leagues/${app.leagueId}/standings?season=49`);
  const row = (name, r) => ({
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    ok: r['2xx'],
    bad: r.non2xx + r.errors + r.timeouts,
    bytes: r.throughput.average / Math.max(1, r.requests.average),
  });
  return [row('GET /api/health (floor)', health), row(`GET standings (${LEAGUE_SIZE} entries)`, standings)];
}

async function measureProjection() {
  const projection = [];
  for (const size of PROJECTION_SIZES) {
    const pdb = await createDatabase(`proj${size}`);
    const pport = 4600 + Math.floor(Math.random() * 100);
    const started = await startApp({ databaseUrl: pdb.url, port: pport });
    try {
      const token = await adminToken(started.baseUrl);
      const seedStart = now();
      await seedLeague(started.baseUrl, token, size, `Projection ${size}`);
      const seedMs = now() - seedStart;
      const times = [];
      for (let e = 2; e <= 6; e++) {
        const t0 = now();
        const put = await http(started.baseUrl, 'PUT', `/api/scores/49/${e}`, {
          headers: { authorization: `Bearer ${token}` },
          body: episodeRecords(e),
        });
        if (put.status !== 200) throw new Error(`PUT ${put.status}`);
        times.push(now() - t0);
      }
      projection.push({ size, seedMs, ...percentiles(times) });
      console.log(`  projection ${size} entries done`);
    } finally {
      await stopApp(started.child);
      await pdb.drop();
    }
  }
  return projection;
}

/** What the page asked for, by kind: the wire bytes of each answer (headers and compressed body). */
function kindOf(url) {
  const path = new URL(url).pathname;
  if (path.startsWith('/assets/')) return 'assets';
  if (path.startsWith('/api/')) return 'data';
  if (path.startsWith('/socket.io/')) return 'live';
  return 'other';
}

/**
 * A phone's first visit to the league's standings, as each of the evening's viewers arrives: nothing cached, the
 * page left open until the wire is quiet. Answers the relay's count (everything) and the page's own requests by kind.
 */
async function measureViewer(app, port) {
  const relay = await countingRelay(port);
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const visits = [];
  try {
    for (let i = 0; i < VIEWER_VISITS; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const byKind = { page: 0, assets: 0, data: 0, other: 0, live: 0 };
      const page = await context.newPage();
      page.on('requestfinished', async (request) => {
        const sizes = await request.sizes().catch(() => null);
        if (!sizes) return;
        const kind = request.resourceType() === 'document' ? 'page' : kindOf(request.url());
        byKind[kind] += sizes.responseHeadersSize + sizes.responseBodySize;
      });
      const load = loadavg()[0];
      relay.reset();
      await page.goto(`http://127.0.0.1:${relay.port}/league/${app.leagueId}`, { waitUntil: 'load' });
      await page.getByRole('table', { name: 'Standings' }).waitFor({ timeout: 60_000 });
      await settled(relay);
      const total = relay.served();
      const asked = byKind.page + byKind.assets + byKind.data + byKind.other + byKind.live;
      visits.push({ ...byKind, total, unasked: total - asked, load });
      await context.close();
    }
  } finally {
    await browser.close();
    await relay.close();
  }
  return visits;
}

const ratio = (a, b) => (Number.isFinite(a) && b > 0 ? `${(a / b).toFixed(2)}×` : '-');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** Each viewer's push time after the first viewer's: the broadcast's own spread, whatever preceded the emit. */
function fanOut(latencies) {
  const first = Math.min(...latencies);
  return { first, values: latencies.map((l) => l - first) };
}
const secs = (s) => (Number.isFinite(s) ? `${s.toFixed(1)} s` : '-');

async function main() {
  const [load1, load5, load15] = loadavg();
  console.log(
    `Live standings benchmark: league of ${LEAGUE_SIZE} drafted entries; phases ${PHASES.join(', ')}; ` +
      `${CLIENT_PROCESSES} client processes; ${new Date().toISOString()}, load average at the start ` +
      `${load1.toFixed(2)} / ${load5.toFixed(2)} / ${load15.toFixed(2)}`,
  );
  const results = { viewer: null, arrival: [], storm: null, http: null, projection: null };
  if (PHASES.some((p) => ['viewer', 'arrival', 'storm', 'http'].includes(p))) {
    const db = await createDatabase('live');
    const port = 4400 + Math.floor(Math.random() * 200);
    const started = await startApp({ databaseUrl: db.url, port, env: APP_ENV });
    const app = { child: started.child, baseUrl: started.baseUrl };
    try {
      app.token = await adminToken(app.baseUrl);
      app.leagueId = (await seedLeague(app.baseUrl, app.token, LEAGUE_SIZE)).leagueId;
      if (PHASES.includes('viewer')) {
        // Two scored episodes: the page shows a feed, totals and movement, as on episode night.
        for (const e of [2, 3]) {
          const put = await http(app.baseUrl, 'PUT', `/api/scores/49/${e}`, {
            headers: { authorization: `Bearer ${app.token}` },
            body: episodeRecords(e),
          });
          if (put.status !== 200) throw new Error(`PUT scores ${put.status}`);
        }
        results.viewer = await measureViewer(app, port);
        console.log('  viewer done');
      }
      let episode = PHASES.includes('viewer') ? 4 : 2;
      if (PHASES.includes('arrival')) {
        for (const clients of CLIENT_COUNTS) {
          const a = await measureApp(app, clients, episode++);
          const f = await measureFloor(clients, a.arrival.ackBytes, a.pushes[0].sample);
          results.arrival.push({ clients, app: a, floor: f });
          console.log(
            `  ${clients} viewers: subscribed ${a.arrival.subscribed} in ${secs(a.arrival.seconds)} ` +
              `(floor ${secs(f.arrival.seconds)}); push p50 ${a.pushes.map((p) => fmt(percentiles(p.latencies).p50)).join(', ')}`,
          );
          if (episode > 12) episode = 2;
        }
      }
      if (PHASES.includes('storm')) {
        results.storm = await measureStorm(app, db, port, 13);
        console.log(`  storm done: ${results.storm.holding}/${results.storm.viewers} converged`);
      }
      if (PHASES.includes('http')) {
        results.http = await measureHttp(app);
        console.log('  http done');
      }
    } finally {
      await stopApp(app.child);
      await db.drop();
    }
  }
  if (PHASES.includes('projection')) results.projection = await measureProjection();

  if (results.viewer) {
    console.log(
      `\nBytes served per arriving viewer: a phone's first visit to the standings of a league of ${LEAGUE_SIZE} (Chromium, ` +
        '412×823, nothing cached), counted on the wire from the app: headers and (compressed) bodies',
    );
    console.log(
      '| visit | page (HTML) | assets (JS, CSS) | first data (/api) | other (portraits, icons, manifest) | what the page asked for | not asked by the page (service worker precache, live frames) | all on the wire | load average (1 min) |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    results.viewer.forEach((v, i) => {
      const asked = v.page + v.assets + v.data + v.other + v.live;
      console.log(
        `| ${i + 1} | ${kb(v.page)} | ${kb(v.assets)} | ${kb(v.data)} | ${kb(v.other)} | ${kb(asked)} | ${kb(v.unasked)} | ${kb(v.total)} | ${v.load.toFixed(1)} |`,
      );
    });
    const first = results.viewer[0];
    console.log(
      `10,000 viewers arriving in one minute at ${kb(first.total)} each: ${((first.total * 10_000) / 1e9).toFixed(2)} GB, ` +
        `${((first.total * 10_000 * 8) / 60 / 1e9).toFixed(2)} Gbit/s for that minute (behind deploy/nginx.conf the ` +
        "assets, page and precache come from nginx's disk; the app serves the data and the live connection)",
    );
  }
  if (results.arrival.length) {
    console.log(
      '\nServer resident memory (RSS) with N viewers connected and subscribed: the app process, and the floor (bare socket.io)',
    );
    console.log(
      '| viewers | before | with viewers | per viewer | floor before | floor with viewers | floor per viewer | ratio |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    const perViewer = ({ rssBefore, rssWith, arrival }) => (rssWith - rssBefore) / Math.max(1, arrival.subscribed);
    const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
    for (const r of results.arrival) {
      const a = perViewer(r.app);
      const f = perViewer(r.floor);
      console.log(
        `| ${r.app.arrival.subscribed} | ${mb(r.app.rssBefore)} | ${mb(r.app.rssWith)} | ${kb(a)} | ${mb(r.floor.rssBefore)} | ${mb(r.floor.rssWith)} | ${kb(f)} | ${ratio(a, f)} |`,
      );
    }
    console.log(
      `\nArrival: N viewers connect and subscribe at once (league of ${LEAGUE_SIZE} entries, bounded ${ARRIVAL_TIMEOUT_MS / 1000} s)`,
    );
    console.log(
      '| viewers | subscribed | arrival | floor subscribed | floor arrival | ratio | disconnects (floor) | never answered, trying once (floor) | ListenOverflows growth (floor) | ack bytes |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const r of results.arrival) {
      const a = r.app.arrival;
      const f = r.floor.arrival;
      const unanswered = a.total - a.subscribed;
      console.log(
        `| ${r.clients} | ${a.subscribed}/${a.total} | ${secs(a.seconds)}${a.complete ? '' : ' (timed out)'} | ${f.subscribed}/${f.total} | ${secs(f.seconds)} | ${a.complete ? '' : '> '}${ratio(a.seconds, f.seconds)} | ${r.app.disconnects} (${r.floor.disconnects}) | ${unanswered} (connect failed ${a.connectFailed}, refused ${a.refused}, ack timed out ${a.ackTimedOut}) (${f.total - f.subscribed}) | ${a.listenOverflows} (${f.listenOverflows}) | ${kb(a.ackBytes)} |`,
      );
    }
    console.log(
      `\nPush (${PUSHES} per arrival): time from PUT /api/scores to each subscribed viewer receiving the new standings ` +
        "(the floor: from its emit); and the fan-out alone, each viewer's time after the push's first viewer's, for " +
        "both: what the app spends before its emit (the save) is the first viewer's time, which the floor does not " +
        'have. "all" pools the pushes',
    );
    console.log(
      '| viewers | push | message | received | p50 | p95 | p99 | first viewer | fan-out p50 | fan-out p99 | floor p50 | floor p99 | floor fan-out p50 | floor fan-out p99 | fan-out ratio p50 / p99 | PUT answered | HTTP re-fetches |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of results.arrival) {
      const rows = r.app.pushes.map((a, k) => ({ name: String(k + 1), a, f: r.floor.pushes[k] }));
      const pooled = (pushes) => ({
        latencies: pushes.flatMap((p) => p.latencies),
        fanOuts: pushes.flatMap((p) => fanOut(p.latencies).values),
        firsts: pushes.map((p) => fanOut(p.latencies).first),
        putMs: pushes.map((p) => p.putMs ?? 0),
        bytes: pushes[0]?.bytes,
      });
      for (const { name, a, f } of [...rows, { name: 'all', a: null, f: null }]) {
        const app = a ? pooled([a]) : pooled(r.app.pushes);
        const floor = f ? pooled([f]) : pooled(r.floor.pushes);
        const ap = percentiles(app.latencies);
        const fp = percentiles(floor.latencies);
        const af = percentiles(app.fanOuts);
        const ff = percentiles(floor.fanOuts);
        console.log(
          `| ${r.clients} | ${name} | ${kb(app.bytes)} | ${ap.count / (a ? 1 : PUSHES)}/${r.app.arrival.subscribed} | ${fmt(ap.p50)} | ${fmt(ap.p95)} | ${fmt(ap.p99)} | ${app.firsts.map(fmt).join(', ')} | ${fmt(af.p50)} | ${fmt(af.p99)} | ${fmt(fp.p50)} | ${fmt(fp.p99)} | ${fmt(ff.p50)} | ${fmt(ff.p99)} | ${ratio(af.p50, ff.p50)} / ${ratio(af.p99, ff.p99)} | ${app.putMs.map(fmt).join(', ')} | ${a ? '' : r.app.refetches} |`,
        );
      }
    }
    console.log(
      '\nServer CPU (user and system seconds of the server process, read from /proc: less sensitive to a shared machine than the times above)',
    );
    console.log(
      '| viewers | arrival | floor arrival | ratio | per viewer (floor) | each push (save and fan-out) | floor, each push (fan-out) | ratio, all pushes |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const r of results.arrival) {
      const a = r.app.arrival;
      const f = r.floor.arrival;
      const us = (cpu, n) => `${((cpu / Math.max(1, n)) * 1e6).toFixed(0)} µs`;
      const cpus = (pushes) => pushes.map((p) => `${p.cpu.toFixed(2)} s`).join(', ');
      const sum = (pushes) => pushes.reduce((total, p) => total + p.cpu, 0);
      console.log(
        `| ${r.clients} | ${a.cpu.toFixed(2)} s | ${f.cpu.toFixed(2)} s | ${ratio(a.cpu, f.cpu)} | ${us(a.cpu, a.subscribed)} (${us(f.cpu, f.subscribed)}) | ${cpus(r.app.pushes)} | ${cpus(r.floor.pushes)} | ${ratio(sum(r.app.pushes), sum(r.floor.pushes))} |`,
      );
    }
  }
  if (results.storm) {
    const s = results.storm;
    console.log(
      `\nReconnect storm: ${s.viewers} viewers connected, the server process restarted, an episode saved once half are back`,
    );
    console.log(
      '| viewers | converged to newest | server back after | saved after (from back) | all converged after (from back) | reconnects | acks with snapshot | acks version only | HTTP re-fetches | disconnects |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    console.log(
      `| ${s.viewers} | ${s.holding}/${s.viewers} | ${secs(s.restartSeconds)} | ${secs(s.savedSeconds)} | ${Number.isFinite(s.convergedSeconds) ? secs(s.convergedSeconds) : `not within ${STORM_BOUND_MS / 1000} s`} | ${s.reconnects} | ${s.ackWithSnapshot} | ${s.ackVersionOnly} | ${s.refetches} | ${s.disconnects} |`,
    );
  }
  if (results.http) {
    console.log(`\nHTTP: autocannon, 100 connections, ${HTTP_SECONDS} s each, same run`);
    console.log('| request | req/s | p50 | p99 | 2xx | errors / non-2xx / timeouts | bytes per answer |');
    console.log('|---|---|---|---|---|---|---|');
    for (const r of results.http) {
      console.log(
        `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.ok} | ${r.bad} | ${Math.round(r.bytes)} |`,
      );
    }
    console.log(
      `standings / health: ${(results.http[1].rps / results.http[0].rps).toFixed(2)} of the floor's requests per second`,
    );
  }
  if (results.projection) {
    console.log(
      '\nProjection update (PUT /api/scores answer time: append + standings recomputed in the same transaction)',
    );
    console.log('| entries in the season | p50 | max | (seeding via HTTP) |');
    console.log('|---|---|---|---|');
    for (const p of results.projection)
      console.log(`| ${p.size} | ${fmt(p.p50)} | ${fmt(p.max)} | ${(p.seedMs / 1000).toFixed(1)} s |`);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
