// npm run bench:happenings — live scoring (issue 10): one happening, from the admin's POST to every viewer's push.
// Phase 1: N socket.io viewers (the client harness of bench:live) watch one league of BENCH_LEAGUE_SIZE drafted
// entries; the admin posts tribe immunity wins one at a time; per viewer, the time from sending the POST to
// receiving the standings that moved. Phase 2: the projection time per happening (the POST's answer time: append
// + records + feed + standings of the whole season, in one transaction) in a season of BENCH_PROJECTION_ENTRIES
// entries, over a mix of kinds. Every wait is bounded; viewers that never received a push are reported.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import {
  adminToken,
  createDatabase,
  fmt,
  http,
  MANY_VIEWERS_APP_ENV,
  now,
  percentiles,
  REQUEST_TIMEOUT_MS,
  ROOT,
  seedLeague,
  startApp,
} from './support.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10_000);
const LEAGUE_SIZE = Number(process.env.BENCH_LEAGUE_SIZE ?? 500);
const PUSH_HAPPENINGS = Number(process.env.BENCH_PUSH_HAPPENINGS ?? 5);
const PROJECTION_ENTRIES = Number(process.env.BENCH_PROJECTION_ENTRIES ?? 10_000);
const PROJECTION_HAPPENINGS = Number(process.env.BENCH_PROJECTION_HAPPENINGS ?? 30);
const CLIENT_PROCESSES = 4;
const OPEN_TIMEOUT_MS = 120_000;
const TRIBES = ['Manu', 'Tavi', 'Lomi'];

function once(child, type) {
  return new Promise((resolve, reject) => {
    const onExit = (code) => reject(new Error(`client process exited ${code}`));
    const onMessage = (m) => {
      if (m.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(m);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Opens `total` viewers across the client processes, subscribed the way the web app does (bounded). */
async function openViewers(baseUrl, leagueId, total) {
  const children = [];
  for (let i = 0; i < CLIENT_PROCESSES; i++) {
    const child = fork(join(ROOT, 'bench/live-clients.mjs'), [baseUrl, leagueId, 'app'], { stdio: 'inherit' });
    await once(child, 'ready');
    children.push(child);
  }
  const per = Math.ceil(total / CLIENT_PROCESSES);
  const opened = await Promise.all(
    children.map((c, i) => {
      const answer = once(c, 'opened');
      c.send({
        type: 'open',
        count: Math.max(0, Math.min(per, total - i * per)),
        window: 200,
        deadlineMs: OPEN_TIMEOUT_MS,
        reconnect: false,
      });
      return answer;
    }),
  );
  const subscribed = opened.reduce((n, o) => n + o.subscribed, 0);
  console.log(`  ${subscribed}/${total} viewers subscribed`);
  return { children, subscribed };
}

async function received(children, expected, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reports = await Promise.all(
      children.map((c) => {
        const report = once(c, 'report');
        c.send({ type: 'report' });
        return report.then((m) => m.received);
      }),
    );
    const all = reports.flat();
    if (all.length >= expected || Date.now() > deadline) return all;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** One tap: POST a happening and answer the time it took to be answered (`answered: false` if it never was). */
async function tap(baseUrl, token, episode, body) {
  const t0 = now();
  const answer = await http(baseUrl, 'POST', `/api/scores/49/${episode}/happenings`, {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `bench-${episode}-${t0}` },
    body,
  });
  if (answer.status <= 0) return { answered: false };
  if (answer.status !== 201) throw new Error(`POST happening ${answer.status} ${JSON.stringify(answer.body)}`);
  return { answered: true, sentAt: t0, answeredMs: now() - t0, projectionMs: answer.projectionMs };
}

async function pushPhase() {
  const db = await createDatabase('happen');
  const { child, baseUrl } = await startApp({
    databaseUrl: db.url,
    port: 4800 + Math.floor(Math.random() * 100),
    env: MANY_VIEWERS_APP_ENV,
  });
  const latencies = [];
  const answers = [];
  let missing = 0;
  let unansweredPosts = 0;
  let bytes = 0;
  try {
    const token = await adminToken(baseUrl);
    const { leagueId } = await seedLeague(baseUrl, token, LEAGUE_SIZE, 'Happenings League');
    const { children: viewers, subscribed } = await openViewers(baseUrl, leagueId, CLIENTS);
    try {
      for (let i = 0; i < PUSH_HAPPENINGS; i++) {
        const before = await http(baseUrl, 'GET', `/api/leagues/${leagueId}/standings`);
        for (const v of viewers) v.send({ type: 'expect', version: before.body.version + 1 });
        await new Promise((r) => setTimeout(r, 300));
        const { answered, sentAt, answeredMs } = await tap(baseUrl, token, 2 + i, {
          kind: 'tribeImmunityWin',
          tribe: TRIBES[i % 3],
        });
        if (!answered) {
          unansweredPosts++;
          missing += CLIENTS;
          console.log(`  happening ${i + 1}/${PUSH_HAPPENINGS}: the POST was never answered`);
          continue;
        }
        answers.push(answeredMs);
        const got = await received(viewers, subscribed);
        missing += CLIENTS - got.length;
        bytes = got[0]?.bytes ?? bytes;
        latencies.push(...got.map((r) => r.at - sentAt));
        console.log(`  happening ${i + 1}/${PUSH_HAPPENINGS}: ${got.length}/${CLIENTS} viewers`);
      }
    } finally {
      await Promise.all(
        viewers.map((v) => new Promise((resolve) => v.once('exit', resolve) && v.send({ type: 'close' }))),
      );
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await db.drop();
  }
  return { latencies, answers, missing, bytes, unansweredPosts };
}

/** A mix of what airs in an episode: tribe wins, idols, advantages, rewards, a tribal council. */
function happening(i) {
  const castawayId = 49001 + ((i * 7) % 18);
  switch (i % 6) {
    case 0:
      return { kind: 'tribeImmunityWin', tribe: TRIBES[i % 3] };
    case 1:
      return { kind: 'idolObtained', castawayId };
    case 2:
      return { kind: 'tribeRewardWin', tribe: TRIBES[(i + 1) % 3] };
    case 3:
      return { kind: 'advantageObtained', castawayId };
    case 4:
      return { kind: 'individualRewardWin', castawayId };
    default:
      // Votes that send nobody home keep every castaway in the game for the next happenings.
      return { kind: 'playedIdolAdvantage', castawayId };
  }
}

async function projectionPhase() {
  const db = await createDatabase('happenproj');
  const { child, baseUrl } = await startApp({ databaseUrl: db.url, port: 4900 + Math.floor(Math.random() * 100) });
  try {
    const token = await adminToken(baseUrl);
    const seedStart = now();
    // The season's entries in leagues of 500, as pools are.
    for (let made = 0; made < PROJECTION_ENTRIES; made += 500) {
      await seedLeague(baseUrl, token, Math.min(500, PROJECTION_ENTRIES - made), `Projection ${made}`);
    }
    const seedMs = now() - seedStart;
    const times = [];
    const projectionTimes = [];
    const slowest = [];
    let unanswered = 0;
    for (let i = 0; i < PROJECTION_HAPPENINGS; i++) {
      const { answered, answeredMs, projectionMs } = await tap(baseUrl, token, 2 + (i % 13), happening(i));
      if (!answered) {
        unanswered++;
        continue;
      }
      times.push(answeredMs);
      projectionTimes.push(projectionMs);
      slowest.push({ projectionMs, kind: happening(i).kind, episode: 2 + (i % 13), first: i < 13 });
    }
    slowest.sort((a, b) => b.projectionMs - a.projectionMs);
    console.log(
      `  slowest projections: ${slowest
        .slice(0, 5)
        .map((h) => `${fmt(h.projectionMs)} ${h.kind} (episode ${h.episode}${h.first ? ', its first' : ''})`)
        .join('; ')}`,
    );
    return { seedMs, times, projectionTimes, unanswered };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await db.drop();
  }
}

async function main() {
  console.log(
    `Happenings benchmark: ${CLIENTS} viewers of a league of ${LEAGUE_SIZE}; projection in a season of ${PROJECTION_ENTRIES} entries`,
  );
  const push = await pushPhase();
  const projection = await projectionPhase();
  const p = percentiles(push.latencies);
  const a = percentiles(push.answers);
  const q = percentiles(projection.times);
  const pt = percentiles(projection.projectionTimes);
  console.log('\nOne happening, from POST to each viewer receiving the moved standings');
  console.log(
    '| viewers | happenings | pushes received | never received | message | p50 | p95 | p99 | max | POST answered p50 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${CLIENTS} | ${PUSH_HAPPENINGS} | ${p.count}/${CLIENTS * PUSH_HAPPENINGS} | ${push.missing} | ${push.bytes} B | ${fmt(p.p50)} | ${fmt(p.p95)} | ${fmt(p.p99)} | ${fmt(p.max)} | ${fmt(a.p50)} |`,
  );
  console.log(
    `\nPer happening in a season of ${PROJECTION_ENTRIES} entries: the projections (Server-Timing) and the whole POST answer`,
  );
  console.log('| entries in the season | happenings | measured | p50 | p95 | p99 | max | (seeding via HTTP) |');
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${PROJECTION_ENTRIES} | ${pt.count} | projection time | ${fmt(pt.p50)} | ${fmt(pt.p95)} | ${fmt(pt.p99)} | ${fmt(pt.max)} | ${(projection.seedMs / 1000).toFixed(1)} s |`,
  );
  console.log(
    `| ${PROJECTION_ENTRIES} | ${q.count} | POST answered (append, projections, commit, HTTP) | ${fmt(q.p50)} | ${fmt(q.p95)} | ${fmt(q.p99)} | ${fmt(q.max)} | |`,
  );
  console.log(
    `Never answered (bounded at ${REQUEST_TIMEOUT_MS / 1000} s): ${push.unansweredPosts} of ${PUSH_HAPPENINGS} POSTs in the push phase, ${projection.unanswered} of ${PROJECTION_HAPPENINGS} in the projection phase.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
