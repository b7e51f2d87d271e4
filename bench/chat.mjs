// npm run bench:chat — league chat on episode night (issue 31): BENCH_CHAT_VIEWERS (10,000) viewers of one league's
// chat while BENCH_CHAT_MEMBERS (20) members send BENCH_CHAT_RATE (5) messages per second between them for
// BENCH_CHAT_SECONDS (60) s, each member in turn (one every 4 s each, well inside the per-member rate limit).
//   app    the built app on PostgreSQL (and Redis under a key prefix of its own, unless BENCH_CHAT_REDIS=0): a league
//          of 20 members joined over HTTP, its chat opened to visitors by the admin (PUT /chat/settings), the viewers
//          subscribed as visitors with the shield off (`subscribe-chat` with only the league); each message is a
//          member's POST /api/leagues/{id}/chat with their X-Entry-Token. BENCH_CHAT_APP_PROCESSES=N starts N app
//          processes and spreads the viewers over them, the POSTs going to the first: the others' viewers hear each
//          message through the fan-out between processes.
//   floor  bare socket.io (bench/bare-server.mjs), the same viewers and the same schedule, each message broadcast
//          at once as a frame of its own.
// Each message's text carries the instant it was sent (just before its POST, or its hand-over to the floor), so each
// viewer measures delivery latency = arrival − send. Reported per phase: p50/p99 over every (viewer, message)
// delivery, frames per viewer, how many viewers got every message. BENCH_CHAT_PHASES=floor,app chooses (both by
// default, app first). The figures go to stdout and, as JSON, to BENCH_CHAT_JSON (default under the temp dir).
// Every wait is bounded; what never arrived is reported.
import { fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import contracts from '@tribal/contracts';
import { freePort } from '../tools/throwaway-servers.mjs';
import { arrive, ask, closeClients, startClients } from './live-driver.mjs';
import {
  adminToken,
  createDatabase,
  dropRedisKeys,
  fmt,
  histogramPercentiles,
  http,
  loopDelays,
  MANY_VIEWERS_APP_ENV,
  now,
  percentiles,
  ROOT,
  seedLeague,
  sleep,
  startApp,
  stopApp,
} from './support.mjs';

const { CHAT_BATCH_MS, CHAT_RATE } = contracts;

const VIEWERS = Number(process.env.BENCH_CHAT_VIEWERS ?? 10_000);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 60);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 5);
const MEMBERS = Number(process.env.BENCH_CHAT_MEMBERS ?? 20);
const PHASES = (process.env.BENCH_CHAT_PHASES ?? 'app,floor').split(',');
/** App processes (each viewer process connects to one of them, the POSTs go to the first): the Redis fan-out. */
const APP_PROCESSES = Number(process.env.BENCH_CHAT_APP_PROCESSES ?? 1);
const CLIENT_PROCESSES = Math.max(APP_PROCESSES, Number(process.env.BENCH_CLIENT_PROCESSES ?? 2));
const USE_REDIS = process.env.BENCH_CHAT_REDIS !== '0';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/**
 * After the last message was sent (and its POST answered), how long the viewers may take to receive the rest: at most
 * BENCH_CHAT_DRAIN_S, and no longer than STALL_MS without a single delivery (what is late still arrives and counts
 * in the latencies; what is lost does not keep the bench waiting).
 */
const DRAIN_MS = Number(process.env.BENCH_CHAT_DRAIN_S ?? 60) * 1000;
const STALL_MS = 10_000;
/** A POST still unanswered after this is counted as never answered (it may still be stored, and delivered). */
const POST_TIMEOUT_MS = Number(process.env.BENCH_CHAT_POST_TIMEOUT_S ?? 120) * 1000;
const ARRIVAL_TIMEOUT_MS = 120_000;
const OPEN_WINDOW = 500;
const MESSAGES = Math.round(SECONDS * RATE);
const JSON_PATH = process.env.BENCH_CHAT_JSON ?? join(tmpdir(), `tp-bench-chat-${new Date().toISOString()}.json`);

const load = () => loadavg()[0];

/** CPU seconds (user + system) a process has used so far, from /proc (clock ticks of 10 ms). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The 1-minute load average sampled every second while `task` runs: its highest and the mean. */
async function withLoad(task) {
  const samples = [load()];
  const timer = setInterval(() => samples.push(load()), 1000);
  try {
    return { result: await task(), loadMax: Math.max(...samples), loadMean: mean(samples) };
  } finally {
    clearInterval(timer);
  }
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

/**
 * Sends MESSAGES messages, RATE per second, on a fixed schedule (not waiting for answers): `send(seq, text)` posts
 * one and answers its HTTP status (201 for the app; the floor's hand-over answers 201 at once). Answers each status
 * and how long each took to answer.
 */
async function sendSchedule(run, send) {
  const startedAt = now();
  const sends = [];
  for (let seq = 0; seq < MESSAGES; seq++) {
    const due = startedAt + (seq * 1000) / RATE;
    if (due > now()) await sleep(due - now());
    const sentAt = now();
    sends.push(
      send(seq, `bench ${run} ${seq} ${sentAt.toFixed(1)}`).then((status) => ({ status, answerMs: now() - sentAt })),
    );
  }
  // How far behind its due time the last message went out (the load generator's own lag).
  const lateMs = now() - startedAt - ((MESSAGES - 1) * 1000) / RATE;
  return { answers: await Promise.all(sends), lateMs };
}

/**
 * Polls the client processes until every subscribed viewer holds every stored message, DRAIN_MS has passed, or
 * nothing more arrived for STALL_MS.
 */
async function drain(children, expected) {
  const deadline = now() + DRAIN_MS;
  let last = -1;
  let lastChangeAt = now();
  for (;;) {
    const answers = await Promise.all(children.map((c) => ask(c, { type: 'progress' }, 'progress')));
    const delivered = answers.reduce((n, a) => n + a.deliveries, 0);
    if (delivered !== last) [last, lastChangeAt] = [delivered, now()];
    if (delivered >= expected || now() > deadline || now() - lastChangeAt > STALL_MS) return delivered;
    await sleep(250);
  }
}

/**
 * V viewers subscribe (client process i to `urls[i % urls.length]`), then the schedule is sent through
 * `server.send`: the delivery figures of one phase. `server.stored(run)` answers how many of the run's messages the
 * server holds once every send was answered (a POST that timed out may still have been stored, and is then
 * delivered); `server.pids`: the processes whose CPU time is counted.
 */
async function measure(name, urls, leagueId, mode, server) {
  const { send, stored, pids, loop = async () => null } = server;
  const children = [];
  try {
    for (let i = 0; i < CLIENT_PROCESSES; i++)
      children.push(...(await startClients(urls[i % urls.length], leagueId, mode, 1, 'bench/chat-clients.mjs')));
    const arrival = await arrive(children, VIEWERS, { window: OPEN_WINDOW, deadlineMs: ARRIVAL_TIMEOUT_MS });
    console.log(`  ${name}: ${arrival.subscribed}/${VIEWERS} viewers subscribed in ${arrival.seconds.toFixed(1)} s`);
    const run = `${name}${Math.random().toString(16).slice(2, 8)}`;
    await Promise.all(children.map((c) => ask(c, { type: 'expect', run, messages: MESSAGES }, 'expecting')));
    await sleep(1000);
    const serverCpu = () => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    const clientCpu = () => children.reduce((sum, c) => sum + cpuSeconds(c.pid), 0);
    await loop(); // resets the app's event-loop figures
    const cpuBefore = serverCpu();
    const clientCpuBefore = clientCpu();
    const loadAtStart = load();
    const { result, loadMax, loadMean } = await withLoad(async () => {
      const sent = await sendSchedule(run, send);
      const accepted = sent.answers.filter((a) => a.status === 201).length;
      console.log(
        `  ${name}: ${accepted}/${MESSAGES} sends answered 201; answered p50 ${fmt(percentiles(sent.answers.map((x) => x.answerMs)).p50)}`,
      );
      let held = (await stored(run)) ?? accepted;
      const drainStartedAt = now();
      let delivered = await drain(children, held * arrival.subscribed);
      // POSTs unanswered within their bound may have been stored since: read again, and wait for those too.
      const storedLater = await stored(run);
      if (storedLater !== null && storedLater > held) {
        held = storedLater;
        delivered = await drain(children, held * arrival.subscribed);
      }
      return { sent, accepted, stored: held, delivered, drainMs: now() - drainStartedAt };
    });
    const serverCpuSeconds = serverCpu() - cpuBefore;
    const eventLoop = await loop();
    const clientCpuSeconds = clientCpu() - clientCpuBefore;
    const reports = await Promise.all(children.map((c) => ask(c, { type: 'report' }, 'report', 30_000)));
    const frames = reports.flatMap((r) => r.frames);
    const messages = reports.flatMap((r) => r.messages);
    // A viewer that holds more of the run than the history showed proves them stored (POSTs that committed late).
    const storedCount = Math.max(result.stored, ...messages);
    const statuses = {};
    for (const a of result.sent.answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    const figures = {
      phase: name,
      viewers: VIEWERS,
      subscribed: arrival.subscribed,
      arrivalSeconds: arrival.seconds,
      arrival,
      messagesSent: MESSAGES,
      messagesAccepted: result.accepted,
      messagesStored: storedCount,
      postStatuses: statuses,
      postAnswer: percentiles(result.sent.answers.map((a) => a.answerMs)),
      scheduleLateMs: result.sent.lateMs,
      expectedDeliveries: storedCount * arrival.subscribed,
      deliveries: reports.reduce((n, r) => n + r.deliveries, 0),
      duplicates: reports.reduce((n, r) => n + r.duplicates, 0),
      viewersWithEvery: messages.filter((m) => m >= storedCount).length,
      fewestMessagesOfAViewer: messages.length ? Math.min(...messages) : 0,
      latency: histogramPercentiles(
        reports.flatMap((r) => r.buckets),
        Math.max(...reports.map((r) => r.maxLatency)),
      ),
      framesPerViewer: { mean: mean(frames), ...percentiles(frames), min: frames.length ? Math.min(...frames) : 0 },
      framesPerMessage:
        frames.reduce((a, b) => a + b, 0) /
        Math.max(
          1,
          messages.reduce((a, b) => a + b, 0),
        ),
      otherFrames: reports.reduce((n, r) => n + r.otherFrames, 0),
      disconnects: reports.reduce((n, r) => n + r.disconnects, 0),
      stillConnected: reports.reduce((n, r) => n + r.connected, 0),
      drainMs: result.drainMs,
      serverCpuSeconds,
      eventLoop,
      clientCpuSeconds,
      load: { atStart: loadAtStart, mean: loadMean, max: loadMax },
    };
    console.log(
      `  ${name}: ${figures.deliveries}/${figures.expectedDeliveries} delivered, p50 ${fmt(figures.latency.p50)}, ` +
        `p99 ${fmt(figures.latency.p99)}, ${figures.framesPerViewer.mean.toFixed(1)} frames per viewer ` +
        `(load ${loadAtStart.toFixed(1)}–${loadMax.toFixed(1)})`,
    );
    return figures;
  } finally {
    await closeClients(children);
  }
}

/**
 * How many messages of `run` the league's chat holds: its history read back, newest first, page by page (each page
 * bounded like a POST; a loaded app may take long). Null when it could not be read: the bench then counts the 201s.
 */
async function storedMessages(baseUrl, leagueId, token, run) {
  let count = 0;
  let before = null;
  for (let page = 0; page < Math.ceil(MESSAGES / 50) + 10; page++) {
    const answer = await http(
      baseUrl,
      'GET',
      `/api/leagues/${leagueId}/chat?limit=50${before === null ? '' : `&before=${before}`}`,
      { headers: { authorization: `Bearer ${token}` }, timeoutMs: POST_TIMEOUT_MS },
    );
    if (answer.status !== 200) {
      console.log(`  GET chat answered ${answer.status} (0: not within the bound): counting the 201s instead`);
      return null;
    }
    const { messages } = answer.body;
    count += messages.filter((m) => m.text.startsWith(`bench ${run} `)).length;
    if (messages.length < 50) break;
    before = messages[messages.length - 1].id;
  }
  return count;
}

async function measureApp() {
  const db = await createDatabase('chat');
  const redisPrefix = `tp-bench-chat-${Math.random().toString(16).slice(2, 8)}`;
  const env = { ...MANY_VIEWERS_APP_ENV, ...(USE_REDIS ? { REDIS_URL, REDIS_PREFIX: redisPrefix } : {}) };
  if (APP_PROCESSES > 1 && !USE_REDIS) throw new Error('several app processes need Redis (BENCH_CHAT_REDIS=1)');
  const ports = [];
  for (let i = 0; i < APP_PROCESSES; i++) ports.push(await freePort());
  // All at once on the empty database, as `docker compose up --scale app=N` starts them.
  const started = await Promise.allSettled(ports.map((port) => startApp({ databaseUrl: db.url, port, env })));
  const apps = started.filter((s) => s.status === 'fulfilled').map((s) => s.value);
  const app = apps[0];
  try {
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    const token = await adminToken(app.baseUrl);
    const { leagueId, entries } = await seedLeague(app.baseUrl, token, MEMBERS, 'Chat Bench League');
    const opened = await http(app.baseUrl, 'PUT', `/api/leagues/${leagueId}/chat/settings`, {
      headers: { authorization: `Bearer ${token}` },
      body: { openToVisitors: true },
    });
    if (opened.status >= 300) throw new Error(`PUT chat/settings ${opened.status} ${JSON.stringify(opened.body)}`);
    const send = async (seq, text) => {
      const answer = await http(app.baseUrl, 'POST', `/api/leagues/${leagueId}/chat`, {
        headers: { 'x-entry-token': entries[seq % entries.length].entryToken },
        body: { text },
        timeoutMs: POST_TIMEOUT_MS,
      });
      if (answer.status !== 201 && answer.status > 0)
        console.log(`  POST chat ${answer.status} ${answer.body?.message}`);
      if (answer.status === -1) console.log(`  POST chat failed to connect: ${answer.error}`);
      return answer.status;
    };
    const stored = (run) => storedMessages(app.baseUrl, leagueId, token, run);
    const pids = apps.map((a) => a.child.pid);
    // The first process's (the one the POSTs go to) event-loop delays over the schedule and the drain.
    const loop = () => loopDelays(app.baseUrl, POST_TIMEOUT_MS);
    const urls = apps.map((a) => a.baseUrl);
    return await measure('app', urls, leagueId, 'app', { send, stored, pids, loop });
  } finally {
    await Promise.all(apps.map((a) => stopApp(a.child)));
    await db.drop();
    if (USE_REDIS) await dropRedisKeys(REDIS_URL, redisPrefix).catch(() => 0);
  }
}

async function measureFloor() {
  const port = await freePort();
  const server = fork(join(ROOT, 'bench/bare-server.mjs'), [String(port)], { stdio: 'inherit' });
  await new Promise((resolve) => server.once('message', resolve));
  try {
    const handOver = async (seq, text) => {
      const message = { id: String(seq + 1), userName: `player${seq % MEMBERS}`, text, at: new Date().toISOString() };
      server.send({ type: 'chat', leagueId: 'floor', message });
      return 201;
    };
    return await measure('floor', [`http://127.0.0.1:${port}`], 'floor', 'bare', {
      send: handOver,
      stored: async () => MESSAGES,
      pids: [server.pid],
    });
  } finally {
    await stopApp(server);
  }
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');
/** The viewers' histogram ends at 600 s: a percentile there is at least that. */
const pct = (value) => (value >= 600_000 ? '≥ 600 s' : ms(value));

function printTable(results) {
  console.log(
    `\nChat: ${VIEWERS} viewers of one league, ${MEMBERS} members sending ${RATE} messages/s for ${SECONDS} s ` +
      `(${MESSAGES} messages); delivery = a viewer's arrival − the message's send (its POST, or the floor's hand-over)`,
  );
  console.log(
    "| server | subscribed | sent: answered 201 / stored | delivered | viewers with every message | disconnected | p50 | p95 | p99 | max | frames per viewer (min–max) | frames per message delivered | server CPU (viewer processes' CPU) | POST answered p50 / p99 | load average (start, max) |",
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const name =
      r.phase === 'app'
        ? `app (${APP_PROCESSES} process${APP_PROCESSES > 1 ? 'es' : ''}${USE_REDIS ? ', Redis' : ''}, batches of ${CHAT_BATCH_MS} ms)`
        : 'bare socket.io, one frame per message';
    const f = r.framesPerViewer;
    const post = r.phase === 'app' ? `${ms(r.postAnswer.p50)} / ${ms(r.postAnswer.p99)}` : '-';
    console.log(
      `| ${name} | ${r.subscribed}/${r.viewers} | ${r.messagesSent}: ${r.messagesAccepted} / ${r.messagesStored} | ${r.deliveries}/${r.expectedDeliveries} | ${r.viewersWithEvery}/${r.subscribed} | ${r.disconnects} | ${pct(r.latency.p50)} | ${pct(r.latency.p95)} | ${pct(r.latency.p99)} | ${ms(r.latency.max)} | ${f.mean.toFixed(1)} (${f.min}–${f.max}) | ${r.framesPerMessage.toFixed(2)} | ${r.serverCpuSeconds.toFixed(1)} s (${r.clientCpuSeconds.toFixed(1)} s) | ${post} | ${r.load.atStart.toFixed(1)}, ${r.load.max.toFixed(1)} |`,
    );
  }
  for (const r of results) {
    const notes = [];
    const refused = Object.entries(r.postStatuses).filter(([status]) => status !== '201');
    if (refused.length)
      notes.push(
        `sends answered other than 201 (0: none within the bound) ${JSON.stringify(Object.fromEntries(refused))}`,
      );
    if (r.eventLoop)
      notes.push(
        `the (first) app process's event loop over the schedule and the wait: longest delay ${ms(r.eventLoop.max)}, p99 ${ms(r.eventLoop.p99)}`,
      );
    if (r.scheduleLateMs > 100) notes.push(`the last message went out ${ms(r.scheduleLateMs)} after its due time`);
    if (r.duplicates) notes.push(`${r.duplicates} duplicate deliveries`);
    if (r.otherFrames) notes.push(`${r.otherFrames} chat frames without a message of the run`);
    if (r.disconnects)
      notes.push(`${r.disconnects} viewers disconnected (${r.stillConnected} still connected at the end)`);
    if (notes.length) console.log(`${r.phase}: ${notes.join('; ')}`);
  }
  const app = results.find((r) => r.phase === 'app');
  const floor = results.find((r) => r.phase === 'floor');
  if (app) {
    const all = app.deliveries === app.expectedDeliveries && app.messagesStored === app.messagesSent;
    const fewer = floor ? app.framesPerViewer.mean < floor.framesPerViewer.mean : null;
    console.log(
      `Goal: p99 ≤ 1 s ${app.latency.p99 <= 1000 ? 'met' : 'NOT met'}; all delivered ${all ? 'yes' : 'NO'}; ` +
        `fewer frames than the bare broadcast ${fewer === null ? '(floor not run)' : fewer ? 'yes' : 'NO'}`,
    );
  }
}

async function main() {
  console.log(
    `Chat benchmark: ${VIEWERS} viewers, ${MEMBERS} members, ${RATE} messages/s for ${SECONDS} s; phases ` +
      `${PHASES.join(', ')}; ${APP_PROCESSES} app and ${CLIENT_PROCESSES} client processes; load average ${load().toFixed(1)}`,
  );
  if (MEMBERS * CHAT_RATE.messages < (RATE * CHAT_RATE.perMs) / 1000)
    console.log(`  note: ${RATE} messages/s is more than ${MEMBERS} members may send; expect 429s`);
  const results = [];
  for (const phase of PHASES) {
    if (phase === 'app') results.push(await measureApp());
    else if (phase === 'floor') results.push(await measureFloor());
    else throw new Error(`unknown phase ${phase} (app, floor)`);
    writeResults(results); // a later phase that fails keeps this one's figures
  }
  printTable(results);
  console.log(`\nJSON: ${JSON_PATH}`);
}

function writeResults(results) {
  const settings = {
    viewers: VIEWERS,
    seconds: SECONDS,
    rate: RATE,
    members: MEMBERS,
    redis: USE_REDIS,
    appProcesses: APP_PROCESSES,
    clientProcesses: CLIENT_PROCESSES,
  };
  writeFileSync(JSON_PATH, `${JSON.stringify({ at: new Date().toISOString(), settings, results }, null, 2)}\n`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
