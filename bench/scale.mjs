// npm run bench:scale — several processes behind nginx (issue 23). BENCH_PROCESSES (3) app processes are started
// together on an empty database of their own (they migrate and seed it under the start-up lock) and one Redis
// prefix of their own, behind Debian's nginx running deploy/nginx.conf. Measured, in one run:
//   arrival  BENCH_VIEWERS (6,000) viewers subscribing through an nginx in front of ONE of the processes, then the
//            same number through the nginx in front of all of them; after each, the push of an episode save.
//   kill     with the viewers spread over all processes, an episode saved on process 1 and, BENCH_KILL_AFTER_MS
//            later (mid-push), the last process SIGKILLed: how many viewers reconverged to the newest version, in
//            what time, at what cost (acks with a snapshot, HTTP re-fetches); then one more save through nginx:
//            does every viewer get it (none missed a change)?
// `node bench/scale.mjs leagues` (issue 34) instead: BENCH_LEAGUES (100) leagues of BENCH_LEAGUE_ENTRIES (10) drafted
// entries, BENCH_VIEWERS_PER_LEAGUE (10) viewers of each, spread by nginx over the processes; BENCH_SAVES (3) episode
// saves (each moves the standings of every league): the Redis broadcasts each process handled per save (its
// /metrics), and the push p50/p99 from the save to each viewer.
// The database and the Redis keys are dropped after. Every wait is bounded; what was dropped or never answered is
// printed.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { freePort, waitForPort } from '../tools/throwaway-servers.mjs';
import { arrive, closeClients, collect, resetCounts, startClients, state } from './live-driver.mjs';
import {
  adminToken,
  createDatabase,
  dropRedisKeys,
  episodeRecords,
  fmt,
  http,
  MANY_VIEWERS_APP_ENV,
  now,
  percentiles,
  pool,
  ROOT,
  seedLeague,
  startApp,
  stopApp,
} from './support.mjs';

const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 3);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 6000);
const LEAGUE_SIZE = Number(process.env.BENCH_LEAGUE_SIZE ?? 500);
const CLIENT_PROCESSES = Number(process.env.BENCH_CLIENT_PROCESSES ?? 2);
const KILL_AFTER_MS = Number(process.env.BENCH_KILL_AFTER_MS ?? 20);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ARRIVAL_TIMEOUT_MS = 120_000;
const START_TIMEOUT_MS = 120_000;
const OPEN_WINDOW = 500;
const CONVERGE_BOUND_MS = 30_000;
const NGINX = '/usr/sbin/nginx';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const secs = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : '-');

/**
 * deploy/nginx.conf as compose runs it, but for what only Docker provides (the replicas' addresses, the port)
 * and file locations; the same substitutions as backend/test/support/nginx.ts, workers left at `auto`.
 */
async function startNginx(name, appPorts) {
  const dir = mkdtempSync(join(tmpdir(), `tp-bench-nginx-${name}-`));
  chmodSync(dir, 0o755); // its workers run as `nobody` when the master is root
  const port = await freePort();
  const replace = (text, from, to) => {
    if (text.split(from).length !== 2) throw new Error(`deploy/nginx.conf must hold "${from}" exactly once`);
    return text.replace(from, to);
  };
  let conf = readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
  conf = replace(
    conf,
    'worker_processes auto;',
    `worker_processes auto;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;`,
  );
  conf = replace(
    conf,
    '    server app:3000 max_fails=0;',
    appPorts.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n'),
  );
  conf = replace(conf, '    listen 80;', `    listen 127.0.0.1:${port} backlog=8192;`);
  conf = replace(
    conf,
    'http {',
    [
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
    ].join('\n'),
  );
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const child = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], { stdio: 'inherit' });
  await waitForPort(port);
  return {
    url: `http://127.0.0.1:${port}`,
    /** What nginx logged at level error or above: refused upstreams, too few worker connections, … */
    errors: () =>
      readFileSync(join(dir, 'error.log'), 'utf8')
        .split('\n')
        .filter((line) => /\[(error|crit|alert|emerg)\]/.test(line)),
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await Promise.race([exited, sleep(5000).then(() => child.kill('SIGKILL'))]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function currentVersion(baseUrl, leagueId) {
  const answer = await http(baseUrl, 'GET', `/api/leagues/${leagueId}/standings?season=49`);
  if (answer.status !== 200) throw new Error(`GET standings answered ${answer.status}`);
  return answer.body.version;
}

/** Saves an episode (bounded); answers the time the PUT took, or throws what it answered. */
async function save(baseUrl, token, episode) {
  const sentAt = now();
  const put = await http(baseUrl, 'PUT', `/api/scores/49/${episode}`, {
    headers: { authorization: `Bearer ${token}` },
    body: episodeRecords(episode * 5 + 1),
  });
  if (put.status !== 200) throw new Error(`PUT scores ${episode} answered ${put.status}`);
  return { sentAt, putMs: now() - sentAt };
}

/** V viewers subscribe through `proxy`, then one save's push reaches them. */
async function arrivalAndPush(proxy, league, token, episode, { reconnect }) {
  const children = await startClients(proxy.url, league, 'app', CLIENT_PROCESSES);
  const arrival = await arrive(children, VIEWERS, { window: OPEN_WINDOW, deadlineMs: ARRIVAL_TIMEOUT_MS, reconnect });
  const version = await currentVersion(proxy.url, league);
  for (const c of children) c.send({ type: 'expect', version: version + 1 });
  await sleep(500);
  const { sentAt, putMs } = await save(proxy.url, token, episode);
  const received = await collect(children, arrival.subscribed);
  const after = await state(children, 0);
  return {
    children,
    arrival,
    push: percentiles(received.map((r) => r.at - sentAt)),
    putMs,
    disconnects: after.disconnects,
    refetches: after.refetches,
  };
}

/** Waits (bounded) until every subscribed viewer holds `version`; answers the last state. */
async function converge(children, version, subscribed, since) {
  let s = await state(children, version);
  while (s.holding < subscribed && now() - since < CONVERGE_BOUND_MS) {
    await sleep(250);
    s = await state(children, version);
  }
  return s;
}

async function main() {
  console.log(
    `Several processes: ${PROCESSES} app processes behind nginx (deploy/nginx.conf), ${VIEWERS} viewers, ` +
      `a league of ${LEAGUE_SIZE} drafted entries, ${CLIENT_PROCESSES} client processes`,
  );
  const db = await createDatabase('scale');
  const redisPrefix = `tp-bench-scale-${Math.random().toString(16).slice(2, 8)}`;
  const apps = [];
  const proxies = [];
  const results = {};
  try {
    const ports = [];
    for (let i = 0; i < PROCESSES; i++) ports.push(await freePort());
    // All at once on the empty database, as `docker compose up --scale app=N` starts them.
    const startedAt = now();
    const started = await Promise.race([
      Promise.all(
        ports.map((port) =>
          startApp({
            databaseUrl: db.url,
            port,
            env: { ...MANY_VIEWERS_APP_ENV, REDIS_URL, REDIS_PREFIX: redisPrefix },
          }),
        ),
      ),
      sleep(START_TIMEOUT_MS).then(() => {
        throw new Error(`the ${PROCESSES} processes were not all up within ${START_TIMEOUT_MS / 1000} s`);
      }),
    ]);
    apps.push(...started);
    results.startMs = now() - startedAt;
    console.log(`  ${PROCESSES} processes up on an empty database in ${secs(results.startMs)}`);

    const one = await startNginx('one', [ports[0]]);
    const all = await startNginx('all', ports);
    proxies.push(one, all);
    const token = await adminToken(all.url);
    const { leagueId } = await seedLeague(all.url, token, LEAGUE_SIZE);
    console.log(`  league of ${LEAGUE_SIZE} seeded`);

    // One process, V viewers (its nginx in front, like the others).
    const single = await arrivalAndPush(one, leagueId, token, 2, { reconnect: false });
    await closeClients(single.children);
    results.single = single;
    console.log(`  one process: ${single.arrival.subscribed}/${VIEWERS} in ${single.arrival.seconds.toFixed(1)} s`);
    await sleep(2000); // the closed viewers' sockets drain before the next arrival

    // All processes, the same V.
    const spread = await arrivalAndPush(all, leagueId, token, 3, { reconnect: true });
    results.spread = spread;
    console.log(
      `  ${PROCESSES} processes: ${spread.arrival.subscribed}/${VIEWERS} in ${spread.arrival.seconds.toFixed(1)} s`,
    );
    const { children } = spread;
    try {
      // Mid-push: the save goes to process 1 directly, and the last process dies while the push goes out.
      await resetCounts(children);
      const victim = apps[PROCESSES - 1];
      const saving = save(apps[0].baseUrl, token, 4);
      await sleep(KILL_AFTER_MS);
      const killedAt = now();
      victim.child.kill('SIGKILL');
      await saving;
      const afterKill = await currentVersion(apps[0].baseUrl, leagueId);
      const reconverged = await converge(children, afterKill, spread.arrival.subscribed, killedAt);
      // One more change, through nginx, once everyone is back (or the bound passed): who hears it?
      const { sentAt } = await save(all.url, token, 5);
      const latest = await currentVersion(all.url, leagueId);
      const final = await converge(children, latest, spread.arrival.subscribed, sentAt);
      results.kill = {
        viewers: spread.arrival.subscribed,
        reconverged,
        reconvergedMs: reconverged.holding >= spread.arrival.subscribed ? reconverged.latestHeldAt - killedAt : NaN,
        final,
        finalMs: final.holding >= spread.arrival.subscribed ? final.latestHeldAt - sentAt : NaN,
      };
      console.log(`  kill: ${reconverged.holding}/${spread.arrival.subscribed} reconverged`);
    } finally {
      await closeClients(children);
    }
    results.nginxErrors = all.errors();
  } finally {
    await Promise.all(apps.map((app) => stopApp(app.child)));
    for (const proxy of proxies) await proxy.stop();
    await db.drop();
    const dropped = await dropRedisKeys(REDIS_URL, redisPrefix).catch((error) => {
      console.log(`  dropping the Redis keys of ${redisPrefix} failed: ${error.message}`);
      return 0;
    });
    console.log(`  dropped the database and ${dropped} Redis keys`);
  }

  const { single, spread, kill } = results;
  const arrivalRow = (label, r) => {
    const a = r.arrival;
    return `| ${label} | ${a.subscribed}/${a.total} | ${a.seconds.toFixed(1)} s${a.complete ? '' : ' (timed out)'} | ${a.total - a.subscribed} (connect failed ${a.connectFailed}, refused ${a.refused}, ack timed out ${a.ackTimedOut}) | ${r.push.count}/${a.subscribed} | ${fmt(r.push.p50)} | ${fmt(r.push.p99)} | ${fmt(r.push.max)} | ${fmt(r.putMs)} | ${r.disconnects} | ${r.refetches} |`;
  };
  console.log(`\nStart-up: ${PROCESSES} processes together on an empty database, all up in ${secs(results.startMs)}`);
  console.log(`\nArrival of ${VIEWERS} viewers through nginx, then the push of one episode save`);
  console.log(
    '| behind nginx | subscribed | arrival | never answered | push received | push p50 | push p99 | push max | PUT answered | disconnects | HTTP re-fetches |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  console.log(arrivalRow('1 process', single));
  console.log(arrivalRow(`${PROCESSES} processes`, spread));
  console.log(
    `arrival ${PROCESSES} processes / 1 process: ${(spread.arrival.seconds / single.arrival.seconds).toFixed(2)}×`,
  );
  if (kill) {
    const r = kill.reconverged;
    const f = kill.final;
    console.log(
      `\nOne process SIGKILLed ${KILL_AFTER_MS} ms into a save's push, ${kill.viewers} viewers over ${PROCESSES} processes`,
    );
    console.log(
      '| viewers | dropped (disconnects) | reconnected | reconverged to the newest | in (from the kill) | acks with snapshot | acks version only | HTTP re-fetches | refused / ack timed out | next change received by | in |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    console.log(
      `| ${kill.viewers} | ${r.disconnects} | ${r.reconnects} | ${r.holding}/${kill.viewers} | ${Number.isFinite(kill.reconvergedMs) ? secs(kill.reconvergedMs) : `not within ${CONVERGE_BOUND_MS / 1000} s`} | ${r.ackWithSnapshot} | ${r.ackVersionOnly} | ${r.refetches} | ${r.refused} / ${r.ackTimedOut} | ${f.holding}/${kill.viewers} | ${Number.isFinite(kill.finalMs) ? secs(kill.finalMs) : `not within ${CONVERGE_BOUND_MS / 1000} s`} |`,
    );
    const missed = kill.viewers - f.holding;
    console.log(
      missed === 0
        ? 'No viewer missed a change.'
        : `${missed} viewer(s) never reached the newest version (${f.connected} connected at the end).`,
    );
  }
  console.log(
    results.nginxErrors.length
      ? `\nnginx logged ${results.nginxErrors.length} error line(s), e.g.:\n${results.nginxErrors.slice(0, 5).join('\n')}`
      : '\nnginx logged no error.',
  );
}

const LEAGUES = Number(process.env.BENCH_LEAGUES ?? 100);
const LEAGUE_ENTRIES = Number(process.env.BENCH_LEAGUE_ENTRIES ?? 10);
const VIEWERS_PER_LEAGUE = Number(process.env.BENCH_VIEWERS_PER_LEAGUE ?? 10);
const SAVES = Number(process.env.BENCH_SAVES ?? 3);

/** A process's count of broadcasts received through Redis (GET /metrics on loopback). */
async function redisMessagesOf(baseUrl) {
  const answer = await fetch(`${baseUrl}/metrics`, { signal: AbortSignal.timeout(10_000) });
  const line = (await answer.text()).split('\n').find((l) => l.startsWith('tribal_live_redis_messages_total '));
  return Number(line?.split(' ')[1] ?? Number.NaN);
}

/** Many leagues at once: what each process handles per save, and how fast every viewer hears it. */
async function manyLeagues() {
  console.log(
    `Many leagues: ${LEAGUES} leagues of ${LEAGUE_ENTRIES} entries, ${VIEWERS_PER_LEAGUE} viewers each, over ${PROCESSES} processes behind nginx`,
  );
  const db = await createDatabase('scale_leagues');
  const redisPrefix = `tp-bench-scale-${Math.random().toString(16).slice(2, 8)}`;
  const apps = [];
  const proxies = [];
  const sockets = [];
  try {
    const ports = [];
    for (let i = 0; i < PROCESSES; i++) ports.push(await freePort());
    apps.push(
      ...(await Promise.all(
        ports.map((port) =>
          startApp({
            databaseUrl: db.url,
            port,
            env: { ...MANY_VIEWERS_APP_ENV, REDIS_URL, REDIS_PREFIX: redisPrefix, JOINS_PER_EMAIL_PER_HOUR: '100000' },
          }),
        ),
      )),
    );
    const all = await startNginx('leagues', ports);
    proxies.push(all);
    const token = await adminToken(all.url);
    const leagueIds = await pool(
      LEAGUES,
      4,
      async (i) => (await seedLeague(apps[i % PROCESSES].baseUrl, token, LEAGUE_ENTRIES, `League ${i}`)).leagueId,
    );
    console.log(`  ${LEAGUES} leagues seeded`);

    // Each viewer through nginx (which spreads them over the processes), subscribed to its league's standings.
    const heard = [];
    await pool(LEAGUES * VIEWERS_PER_LEAGUE, 50, async (i) => {
      const leagueId = leagueIds[i % LEAGUES];
      const socket = io(`${all.url}/live`, { transports: ['websocket'], forceNew: true, reconnection: false });
      sockets.push(socket);
      await new Promise((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const ack = await socket.timeout(10_000).emitWithAck('subscribe', { leagueId, season: 49 });
      if (!ack.ok) throw new Error(`subscribe: ${ack.message}`);
      socket.on('standings', (change) => {
        if (change.totals) heard.push(now());
      });
    });
    const viewersPerProcess = await Promise.all(
      apps.map(async (app) => {
        const text = await (await fetch(`${app.baseUrl}/metrics`)).text();
        return Number(
          text
            .split('\n')
            .find((l) => l.startsWith('tribal_live_viewers '))
            ?.split(' ')[1],
        );
      }),
    );
    console.log(`  ${sockets.length} viewers subscribed (per process: ${viewersPerProcess.join(', ')})`);

    const rows = [];
    for (let save = 0; save < SAVES; save++) {
      await sleep(1000);
      const before = await Promise.all(apps.map((app) => redisMessagesOf(app.baseUrl)));
      heard.length = 0;
      const { sentAt, putMs } = await (async () => {
        const sent = now();
        const put = await http(apps[save % PROCESSES].baseUrl, 'PUT', `/api/scores/49/${save + 2}`, {
          headers: { authorization: `Bearer ${token}` },
          body: episodeRecords((save + 2) * 5 + 1),
        });
        if (put.status !== 200) throw new Error(`PUT scores answered ${put.status}`);
        return { sentAt: sent, putMs: now() - sent };
      })();
      const until = now() + 30_000;
      while (heard.length < sockets.length && now() < until) await sleep(100);
      await sleep(500);
      const after = await Promise.all(apps.map((app) => redisMessagesOf(app.baseUrl)));
      const latencies = percentiles(heard.map((at) => at - sentAt));
      rows.push({
        save: save + 1,
        through: (save % PROCESSES) + 1,
        messages: after.map((n, i) => n - before[i]),
        received: heard.length,
        latencies,
        putMs,
      });
    }
    console.log(
      `\n| save | through process | Redis broadcasts handled per process | viewers who heard it | push p50 | push p99 | push max | PUT answered |`,
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.save} | ${r.through} | ${r.messages.join(' / ')} | ${r.received}/${sockets.length} | ${fmt(r.latencies.p50)} | ${fmt(r.latencies.p99)} | ${fmt(r.latencies.max)} | ${fmt(r.putMs)} |`,
      );
    }
  } finally {
    for (const socket of sockets) socket.disconnect();
    await Promise.all(apps.map((app) => stopApp(app.child)));
    for (const proxy of proxies) await proxy.stop();
    await db.drop();
    await dropRedisKeys(REDIS_URL, redisPrefix).catch(() => 0);
  }
}

(process.argv[2] === 'leagues' ? manyLeagues() : main()).then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
