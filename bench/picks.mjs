// npm run bench:picks — the rush before a cutoff: 5,000 entries in 50 leagues all submit their weekly pick in the
// minute before the episode's cutoff (HTTP keep-alive from this machine), once per connection count (32, 64, 100 by
// default; each count picks for its own episode, so every rush is a rush of first picks). Reports picks/s and
// latency, then checks that every pick answered 2xx is in the read table and the event store, that every pick sent
// after the cutoff was refused and that no stored pick is stamped at or after it. The floor: the same number of
// requests at the same concurrency against GET /api/health (no database).
// BENCH_CONNECTIONS=32,64,100 chooses the connection counts; BENCH_TIMEOUT_MS bounds every request.
// BENCH_IDEMPOTENCY_KEYS=1 sends each pick with an Idempotency-Key, as the web app does.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  adminToken,
  BENCH_JOIN_CODE,
  createDatabase,
  fmt,
  http,
  joinBenchLeague,
  now,
  percentiles,
  pool,
  startApp,
} from './support.mjs';

const LEAGUES = Number(process.env.BENCH_LEAGUES ?? 50);
const PER_LEAGUE = Number(process.env.BENCH_ENTRIES_PER_LEAGUE ?? 100);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? process.env.BENCH_CONCURRENCY ?? '32,64,100')
  .split(',')
  .map(Number);
const LATE_PICKS = 1000;
const WITH_KEYS = process.env.BENCH_IDEMPOTENCY_KEYS === '1';
const FIRST_EPISODE = 3;
/** A pick unanswered after this counts as "no answer" (BENCH_TIMEOUT_MS). */
const RUSH_TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 10_000);

async function seed(baseUrl, token) {
  const leagues = [];
  for (let l = 0; l < LEAGUES; l++) {
    const created = await http(baseUrl, 'POST', '/api/leagues', {
      headers: { authorization: `Bearer ${token}` },
      body: { leagueName: `Rush ${l}`, password: BENCH_JOIN_CODE, commissionerName: 'Commish', tribes: [], season: 49 },
    });
    leagues.push(created.body.id);
  }
  const entries = await pool(LEAGUES * PER_LEAGUE, 32, async (i) => {
    const leagueId = leagues[i % LEAGUES];
    const userName = `rusher${i}`;
    const token = await joinBenchLeague(baseUrl, leagueId, { userName, realName: `Rusher ${i}` });
    return { leagueId, userName, token, castawayId: 49001 + (i % 18) };
  });
  return { leagues, entries };
}

async function fire(entries, concurrency, request) {
  const latencies = [];
  const statuses = new Map();
  const started = now();
  const outcomes = await pool(entries.length, concurrency, async (i) => {
    const t0 = now();
    const response = await request(entries[i]);
    latencies.push(now() - t0);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    return response.status;
  });
  return { seconds: (now() - started) / 1000, latencies, statuses, outcomes };
}

const statusText = (statuses) =>
  [...statuses].map(([s, n]) => `${s === 0 ? 'no answer' : s === -1 ? 'connection failed' : s}: ${n}`).join(', ');

async function main() {
  const db = await createDatabase('picks');
  const port = 4800 + Math.floor(Math.random() * 100);
  const { child, baseUrl } = await startApp({ databaseUrl: db.url, port });
  const rows = [];
  const checks = [];
  try {
    const token = await adminToken(baseUrl);
    console.log(`Seeding ${LEAGUES} leagues x ${PER_LEAGUE} entries...`);
    const { leagues, entries } = await seed(baseUrl, token);
    // One cutoff for every episode, far enough ahead for every rush (about 5 s each) and the floor runs.
    const cutoff = new Date(Date.now() + 15_000 + CONNECTIONS.length * 20_000);
    const episodes = CONNECTIONS.map((_, i) => FIRST_EPISODE + i);
    const cutoffs = Object.fromEntries(episodes.map((e) => [e, cutoff.toISOString()]));
    for (const leagueId of leagues) {
      await http(baseUrl, 'PUT', `/api/leagues/${leagueId}/elimination-cutoff`, {
        headers: { authorization: `Bearer ${token}` },
        body: { cutoffs },
      });
    }
    const pick = (e, episode, castawayId = e.castawayId) =>
      http(baseUrl, 'POST', `/api/leagues/${e.leagueId}/elimination-pick`, {
        headers: { 'x-entry-token': e.token, ...(WITH_KEYS && { 'idempotency-key': randomUUID() }) },
        body: { userName: e.userName, episode, castawayId },
        timeoutMs: RUSH_TIMEOUT_MS,
      });
    for (const [i, connections] of CONNECTIONS.entries()) {
      const episode = episodes[i];
      console.log(
        `Cutoff at ${cutoff.toISOString()}: every entry picks for episode ${episode}, ${connections} connections`,
      );
      const rush = await fire(entries, connections, (e) => pick(e, episode));
      const floor = await fire(entries, connections, () =>
        http(baseUrl, 'GET', '/api/health', { timeoutMs: RUSH_TIMEOUT_MS }),
      );
      rows.push({ connections, episode, rush, floor });
    }

    const wait = cutoff.getTime() - Date.now() + 200;
    if (wait > 0) {
      console.log(`Waiting ${(wait / 1000).toFixed(0)} s for the cutoff to pass...`);
      await new Promise((r) => setTimeout(r, wait));
    }
    const late = await fire(entries.slice(0, LATE_PICKS), CONNECTIONS[CONNECTIONS.length - 1], (e) =>
      pick(e, episodes[0], 49018),
    );

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    for (const { episode, rush } of rows) {
      const accepted = entries.filter((_, i) => rush.outcomes[i] === 200);
      const { rows: picks } = await client.query(
        'SELECT league_id, user_name, castaway_id, picked_at FROM elimination_picks WHERE episode = $1',
        [episode],
      );
      const byKey = new Map(picks.map((p) => [`${p.league_id}/${p.user_name}`, p]));
      const missing = accepted.filter((e) => byKey.get(`${e.leagueId}/${e.userName}`)?.castaway_id !== e.castawayId);
      const {
        rows: [events],
      } = await client.query(
        "SELECT count(*)::int AS n FROM events WHERE type = 'EliminationPickSubmitted' AND (data->>'episode')::int = $1",
        [episode],
      );
      const stampedLate = picks.filter((p) => new Date(p.picked_at) >= cutoff).length;
      checks.push({ episode, accepted: accepted.length, missing: missing.length, events: events.n, stampedLate });
    }
    await client.end();

    console.log('\nThe pick rush: 5,000 first picks before the cutoff, per connection count');
    console.log('| requests | connections | picks/s | p50 | p95 | p99 | max | statuses |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const { connections, rush, floor } of rows) {
      const r = percentiles(rush.latencies);
      const f = percentiles(floor.latencies);
      console.log(
        `| ${entries.length} picks | ${connections} | ${(entries.length / rush.seconds).toFixed(0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${fmt(r.max)} | ${statusText(rush.statuses)} |`,
      );
      console.log(
        `| ${entries.length} GET /api/health (floor) | ${connections} | ${(entries.length / floor.seconds).toFixed(0)} | ${fmt(f.p50)} | ${fmt(f.p95)} | ${fmt(f.p99)} | ${fmt(f.max)} | ${statusText(floor.statuses)} |`,
      );
    }
    console.log('\nVerification');
    for (const c of checks) {
      console.log(
        `- episode ${c.episode}: picks answered 2xx: ${c.accepted}; missing or wrong in the read table (lost): ${c.missing}; EliminationPickSubmitted events: ${c.events}; stored picks stamped at or after the cutoff (late): ${c.stampedLate}`,
      );
    }
    console.log(
      `- picks sent after the cutoff: ${late.outcomes.length}; refused (403): ${late.outcomes.filter((s) => s === 403).length}; accepted: ${late.outcomes.filter((s) => s >= 200 && s < 300).length}`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
