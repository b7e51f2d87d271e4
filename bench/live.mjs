// npm run bench:live — how fast do thousands of viewers see the standings move when the admin saves an episode?
// For N socket.io clients subscribed to one league of 500 drafted entries: the time from sending the PUT to each
// client receiving the new standings; then the floor: a bare socket.io server broadcasting a message of the same
// size to the same number of clients. Last, the projection update time (the PUT's answer time) for leagues of
// 100, 1,000 and 10,000 entries. Set BENCH_CLIENTS=1000,5000 to choose the client counts.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import {
  adminToken,
  createDatabase,
  episodeRecords,
  fmt,
  http,
  now,
  percentiles,
  ROOT,
  seedLeague,
  startApp,
} from './support.mjs';

const CLIENT_COUNTS = (process.env.BENCH_CLIENTS ?? '1000,5000,10000').split(',').map(Number);
const LEAGUE_SIZE = Number(process.env.BENCH_LEAGUE_SIZE ?? 500);
const PROJECTION_SIZES = (process.env.BENCH_PROJECTION_SIZES ?? '100,1000,10000').split(',').map(Number);
const CLIENT_PROCESSES = 4;
const rows = [];

async function openClients(url, leagueId, total, mode) {
  const per = Math.ceil(total / CLIENT_PROCESSES);
  const children = [];
  for (let i = 0; i < CLIENT_PROCESSES; i++) {
    const count = Math.min(per, total - i * per);
    if (count <= 0) break;
    const child = fork(join(ROOT, 'bench/live-clients.mjs'), [url, leagueId, String(count), mode], {
      stdio: 'inherit',
    });
    children.push(child);
  }
  await Promise.all(
    children.map(
      (c) =>
        new Promise((resolve, reject) => {
          c.once('message', (m) => (m.type === 'ready' ? resolve() : reject(new Error(String(m)))));
          c.once('exit', (code) => reject(new Error(`client process exited ${code}`)));
        }),
    ),
  );
  return children;
}

function send(children, message) {
  for (const c of children) c.send(message);
}

async function collect(children, expected, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reports = await Promise.all(
      children.map(
        (c) =>
          new Promise((resolve) => {
            c.once('message', (m) => resolve(m.received));
            c.send({ type: 'report' });
          }),
      ),
    );
    const received = reports.flat();
    if (received.length >= expected || Date.now() > deadline) return received;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function closeClients(children) {
  await Promise.all(
    children.map(
      (c) =>
        new Promise((resolve) => {
          c.once('exit', resolve);
          c.send({ type: 'close' });
        }),
    ),
  );
}

async function measureApp(baseUrl, token, leagueId, clients, episode) {
  const children = await openClients(baseUrl, leagueId, clients, 'app');
  const before = await http(baseUrl, 'GET', `/api/leagues/${leagueId}/standings`);
  send(children, { type: 'expect', version: before.body.version + 1 });
  await new Promise((r) => setTimeout(r, 500));
  const sentAt = now();
  const put = await http(baseUrl, 'PUT', `/api/scores/49/${episode}`, {
    headers: { authorization: `Bearer ${token}` },
    body: episodeRecords(episode + clients),
  });
  if (put.status !== 200) throw new Error(`PUT scores ${put.status}`);
  const answeredAt = now();
  const received = await collect(children, clients);
  await closeClients(children);
  return { latencies: received.map((r) => r.at - sentAt), bytes: received[0]?.bytes ?? 0, putMs: answeredAt - sentAt };
}

async function measureFloor(clients, bytes) {
  const port = 4700 + Math.floor(Math.random() * 200);
  const server = fork(join(ROOT, 'bench/bare-server.mjs'), [String(port)], { stdio: 'inherit' });
  await new Promise((resolve) => server.once('message', resolve));
  const children = await openClients(`http://127.0.0.1:${port}`, 'floor', clients, 'bare');
  send(children, { type: 'expect', version: 0 });
  await new Promise((r) => setTimeout(r, 500));
  const sent = new Promise((resolve) => server.once('message', (m) => resolve(m.at)));
  server.send({ type: 'broadcast', bytes });
  const sentAt = await sent;
  const received = await collect(children, clients);
  await closeClients(children);
  server.send({ type: 'close' });
  return received.map((r) => r.at - sentAt);
}

async function main() {
  console.log(
    `Live standings benchmark: league of ${LEAGUE_SIZE} drafted entries, clients ${CLIENT_COUNTS.join(', ')}`,
  );
  const db = await createDatabase('live');
  const port = 4400 + Math.floor(Math.random() * 200);
  const { child, baseUrl } = await startApp({ databaseUrl: db.url, port });
  try {
    const token = await adminToken(baseUrl);
    const { leagueId } = await seedLeague(baseUrl, token, LEAGUE_SIZE);
    let episode = 2;
    for (const clients of CLIENT_COUNTS) {
      const app = await measureApp(baseUrl, token, leagueId, clients, episode++);
      const floor = await measureFloor(clients, app.bytes);
      const a = percentiles(app.latencies);
      const f = percentiles(floor);
      rows.push({ clients, bytes: app.bytes, putMs: app.putMs, app: a, floor: f });
      console.log(`  ${clients} clients done: app p50 ${fmt(a.p50)} / floor p50 ${fmt(f.p50)}`);
      if (episode > 14) episode = 2;
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await db.drop();
  }

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
      started.child.kill('SIGTERM');
      await new Promise((r) => started.child.once('exit', r));
      await pdb.drop();
    }
  }

  console.log(
    `\nTime from PUT /api/scores to each viewer receiving the new standings (league of ${LEAGUE_SIZE} entries)`,
  );
  console.log(
    '| clients | message bytes | received | p50 | p95 | p99 | max | floor p50 | floor p99 | floor max | PUT answered |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.clients} | ${r.bytes} | ${r.app.count}/${r.clients} | ${fmt(r.app.p50)} | ${fmt(r.app.p95)} | ${fmt(r.app.p99)} | ${fmt(r.app.max)} | ${fmt(r.floor.p50)} | ${fmt(r.floor.p99)} | ${fmt(r.floor.max)} | ${fmt(r.putMs)} |`,
    );
  }
  console.log(
    '\nProjection update (PUT /api/scores answer time: append + standings recomputed in the same transaction)',
  );
  console.log('| entries in the season | p50 | max | (seeding via HTTP) |');
  console.log('|---|---|---|---|');
  for (const p of projection)
    console.log(`| ${p.size} | ${fmt(p.p50)} | ${fmt(p.max)} | ${(p.seedMs / 1000).toFixed(1)} s |`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
