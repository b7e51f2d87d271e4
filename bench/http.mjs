// npm run bench:http — what logs, metrics and request ids cost the cheapest requests. Two processes of the built app
// share one database holding a league of 500 drafted entries (BENCH_LEAGUE_SIZE): one as deployed (observability
// on), one with OBSERVABILITY=off (no request id, no request log line, no HTTP histogram). autocannon, 100
// connections (BENCH_CONNECTIONS), BENCH_HTTP_SECONDS (default 10) per run, against the cached
// GET /api/leagues/{id}/standings and GET /api/health, alternating on and off BENCH_ROUNDS (3) times in one run.
// Seeded through a third process; no process sends mail. Only one process is under load at a time; each is warmed up first (JIT, the standings cache); the order of on and
// off alternates from round to round. Prints every run and
// the on/off ratio of requests per second of each round; the goal is at least 0.9.
// BENCH_LOG_LEVEL sets both processes' LOG_LEVEL (default info, as deployed). BENCH_AA=1 starts both with
// observability off: the ratios of such a run are the benchmark's noise and bias alone.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { adminToken, cpuSeconds, createDatabase, http, seedLeague, startApp } from './support.mjs';

const LEAGUE_SIZE = Number(process.env.BENCH_LEAGUE_SIZE ?? 500);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 3;
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const GOAL = 0.9;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function load(baseUrl, path, seconds) {
  return autocannon({ url: `${baseUrl}${path}`, connections: CONNECTIONS, duration: seconds, timeout: 10 });
}

async function stopApp(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

async function main() {
  const startedAt = new Date();
  const [load1, load5, load15] = loadavg();
  const db = await createDatabase('http');
  const base = 4900 + Math.floor(Math.random() * 30) * 3;
  const apps = [];
  try {
    // The league is seeded through a third process, stopped before the measurement, so that neither measured
    // process carries the seeding's heap; no process sends mail (500 joins queue 500 mails: sending them at
    // MAIL_RATE_PER_MINUTE would run for minutes inside whichever process took them).
    const quiet = { LOG_LEVEL, RUN_MAIL_WORKER: 'false' };
    const seeder = await startApp({ databaseUrl: db.url, port: base + 2, env: quiet });
    apps.push(seeder.child);
    console.log(`Seeding a league of ${LEAGUE_SIZE} drafted entries...`);
    const { leagueId } = await seedLeague(seeder.baseUrl, await adminToken(seeder.baseUrl), LEAGUE_SIZE, 'HTTP Bench');
    await stopApp(seeder.child);
    // Observability on is the app as deployed (OBSERVABILITY unset); off names the switch.
    // BENCH_AA=1: both processes off (an A/A run), to tell the machine's noise and the bench's own bias apart.
    const onSwitch = process.env.BENCH_AA === '1' ? 'off' : '';
    const on = await startApp({ databaseUrl: db.url, port: base, env: { ...quiet, OBSERVABILITY: onSwitch } });
    apps.push(on.child);
    const off = await startApp({ databaseUrl: db.url, port: base + 1, env: { ...quiet, OBSERVABILITY: 'off' } });
    apps.push(off.child);
    const requests = [
      { name: `GET standings (${LEAGUE_SIZE} entries, cached)`, path: `/api/leagues/${leagueId}/standings?season=49` },
      { name: 'GET /api/health', path: '/api/health' },
    ];
    const modes = [
      { name: 'on', app: on },
      { name: 'off', app: off },
    ];
    for (const { app } of modes) {
      for (const { path } of requests) {
        const first = await http(app.baseUrl, 'GET', path);
        if (first.status !== 200) throw new Error(`GET ${path}: ${first.status}`);
        await load(app.baseUrl, path, WARM_UP_SECONDS);
      }
    }
    const runs = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const request of requests) {
        // On first in odd rounds, off first in even ones: a drift of the machine's load favours neither.
        for (const mode of round % 2 ? modes : [...modes].reverse()) {
          await sleep(500);
          const cpuBefore = cpuSeconds(mode.app.child.pid);
          const r = await load(mode.app.baseUrl, request.path, SECONDS);
          const cpu = cpuSeconds(mode.app.child.pid) - cpuBefore;
          const run = {
            round,
            request: request.name,
            mode: mode.name,
            rps: r.requests.average,
            p50: r.latency.p50,
            p99: r.latency.p99,
            ok: r['2xx'],
            bad: r.non2xx + r.errors + r.timeouts,
            // The server's own CPU per answer: what the observability costs it, whatever the load generator (which
            // shares the machine) and the neighbours did to the requests per second.
            cpuPerAnswer: cpu / Math.max(1, r['2xx']),
          };
          runs.push(run);
          console.log(
            `  round ${round}, ${request.name}, observability ${mode.name}: ${Math.round(run.rps)} req/s, p99 ${run.p99} ms`,
          );
        }
      }
    }

    console.log(
      `\nObservability on / off: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run, LOG_LEVEL=${LOG_LEVEL}`,
    );
    if (onSwitch) console.log('A/A run (BENCH_AA=1): both processes off; "on" names the first one.');
    console.log(
      `${startedAt.toISOString()}, load average at the start ${load1.toFixed(2)} / ${load5.toFixed(2)} / ${load15.toFixed(2)}, Node ${process.version}`,
    );
    const us = (seconds) => `${(seconds * 1e6).toFixed(0)} µs`;
    console.log(
      '| round | request | observability | req/s | p50 | p99 | 2xx | errors / non-2xx / timeouts | server CPU per answer |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const r of runs) {
      console.log(
        `| ${r.round} | ${r.request} | ${r.mode} | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.ok} | ${r.bad} | ${us(r.cpuPerAnswer)} |`,
      );
    }
    console.log(
      `\n| round | request | on / off req/s | on / off p99 | off / on server CPU per answer | goal ≥ ${GOAL} (req/s) |`,
    );
    console.log('|---|---|---|---|---|---|');
    for (let round = 1; round <= ROUNDS; round++) {
      for (const request of requests) {
        const pair = (mode) => runs.find((r) => r.round === round && r.request === request.name && r.mode === mode);
        const ratio = pair('on').rps / pair('off').rps;
        const p99 = pair('on').p99 / pair('off').p99;
        const cpu = pair('off').cpuPerAnswer / pair('on').cpuPerAnswer;
        console.log(
          `| ${round} | ${request.name} | ${ratio.toFixed(2)} | ${p99.toFixed(2)} | ${cpu.toFixed(2)} | ${ratio >= GOAL ? 'met' : 'missed'} |`,
        );
      }
    }
    for (const request of requests) {
      const total = (mode) =>
        runs.filter((r) => r.request === request.name && r.mode === mode).reduce((sum, r) => sum + r.ok, 0);
      const ratio = total('on') / total('off');
      const cpu = (mode) =>
        runs.filter((r) => r.request === request.name && r.mode === mode).reduce((sum, r) => sum + r.cpuPerAnswer, 0);
      console.log(
        `| all | ${request.name} | ${ratio.toFixed(2)} (answers of all rounds) | | ${(cpu('off') / cpu('on')).toFixed(2)} | ${ratio >= GOAL ? 'met' : 'missed'} |`,
      );
    }
  } finally {
    for (const child of apps) await stopApp(child);
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
