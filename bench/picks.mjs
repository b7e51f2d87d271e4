// npm run bench:picks — the rush before a cutoff: 5,000 entries in 50 leagues all submit their weekly pick in the
// minute before the episode's cutoff (HTTP from this machine). Reports picks/s and latency, then checks that
// every pick answered 2xx is in the read table and the event store and that every pick after the cutoff was
// refused. The floor: the same number of requests, same concurrency, against GET /api/health (no database).
import pg from 'pg';
import { adminToken, createDatabase, fmt, http, now, percentiles, pool, startApp } from './support.mjs';

const LEAGUES = Number(process.env.BENCH_LEAGUES ?? 50);
const PER_LEAGUE = Number(process.env.BENCH_ENTRIES_PER_LEAGUE ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const EPISODE = 3;

async function seed(baseUrl, token) {
  const leagues = [];
  for (let l = 0; l < LEAGUES; l++) {
    const created = await http(baseUrl, 'POST', '/api/leagues', {
      headers: { authorization: `Bearer ${token}` },
      body: { leagueName: `Rush ${l}`, password: 'x', commissionerName: 'Commish', tribes: [] },
    });
    leagues.push(created.body.id);
  }
  const entries = await pool(LEAGUES * PER_LEAGUE, 32, async (i) => {
    const leagueId = leagues[i % LEAGUES];
    const userName = `rusher${i}`;
    const join = await http(baseUrl, 'POST', `/api/leagues/${leagueId}/join`, {
      body: {
        userName,
        survivorName: userName,
        realName: `Rusher ${i}`,
        email: `${userName}@bench.test`,
        paymentMethod: 'Venmo',
      },
    });
    if (join.status !== 201) throw new Error(`join ${join.status}`);
    return { leagueId, userName, token: join.body.entryToken, castawayId: 49001 + (i % 18) };
  });
  return { leagues, entries };
}

async function fire(entries, request) {
  const latencies = [];
  const statuses = new Map();
  const started = now();
  const outcomes = await pool(entries.length, CONCURRENCY, async (i) => {
    const t0 = now();
    const response = await request(entries[i]);
    latencies.push(now() - t0);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    return response.status;
  });
  return { seconds: (now() - started) / 1000, latencies, statuses, outcomes };
}

async function main() {
  const db = await createDatabase('picks');
  const port = 4800 + Math.floor(Math.random() * 100);
  const { child, baseUrl } = await startApp({ databaseUrl: db.url, port });
  try {
    const token = await adminToken(baseUrl);
    console.log(`Seeding ${LEAGUES} leagues x ${PER_LEAGUE} entries...`);
    const { leagues, entries } = await seed(baseUrl, token);
    const cutoff = new Date(Date.now() + 60_000);
    for (const leagueId of leagues) {
      await http(baseUrl, 'PUT', `/api/leagues/${leagueId}/elimination-cutoff`, {
        headers: { authorization: `Bearer ${token}` },
        body: { cutoffs: { [EPISODE]: cutoff.toISOString() } },
      });
    }
    console.log(`Cutoff at ${cutoff.toISOString()}: every entry picks now, as fast as ${CONCURRENCY} connections go.`);
    const pick = (e, castawayId = e.castawayId) =>
      http(baseUrl, 'POST', `/api/leagues/${e.leagueId}/elimination-pick`, {
        headers: { 'x-entry-token': e.token },
        body: { userName: e.userName, episode: EPISODE, castawayId },
      });
    const rush = await fire(entries, (e) => pick(e));
    const floor = await fire(entries, () => http(baseUrl, 'GET', '/api/health'));

    const wait = cutoff.getTime() - Date.now() + 200;
    if (wait > 0) {
      console.log(`Waiting ${(wait / 1000).toFixed(0)} s for the cutoff to pass...`);
      await new Promise((r) => setTimeout(r, wait));
    }
    const late = await fire(entries.slice(0, 1000), (e) => pick(e, 49018));

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const accepted = entries.filter((_, i) => rush.outcomes[i] === 200);
    const { rows: picks } = await client.query(
      'SELECT league_id, user_name, castaway_id, picked_at FROM elimination_picks WHERE episode = $1',
      [EPISODE],
    );
    const byKey = new Map(picks.map((p) => [`${p.league_id}/${p.user_name}`, p]));
    const missingInReadTable = accepted.filter(
      (e) => byKey.get(`${e.leagueId}/${e.userName}`)?.castaway_id !== e.castawayId,
    ).length;
    const {
      rows: [events],
    } = await client.query(
      "SELECT count(*)::int AS n FROM events WHERE type = 'EliminationPickSubmitted' AND (data->>'episode')::int = $1",
      [EPISODE],
    );
    const lateAccepted = picks.filter((p) => new Date(p.picked_at) >= cutoff).length;
    await client.end();

    const r = percentiles(rush.latencies);
    const f = percentiles(floor.latencies);
    console.log('\n| requests | concurrency | picks/s | p50 | p95 | p99 | max | statuses |');
    console.log('|---|---|---|---|---|---|---|---|');
    console.log(
      `| ${entries.length} picks | ${CONCURRENCY} | ${(entries.length / rush.seconds).toFixed(0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${fmt(r.max)} | ${[...rush.statuses].map(([s, n]) => `${s}: ${n}`).join(', ')} |`,
    );
    console.log(
      `| ${entries.length} GET /api/health (floor) | ${CONCURRENCY} | ${(entries.length / floor.seconds).toFixed(0)} | ${fmt(f.p50)} | ${fmt(f.p95)} | ${fmt(f.p99)} | ${fmt(f.max)} | ${[...floor.statuses].map(([s, n]) => `${s}: ${n}`).join(', ')} |`,
    );
    console.log('\nVerification');
    console.log(
      `- picks answered 2xx: ${accepted.length}; missing or wrong in the read table: ${missingInReadTable}; EliminationPickSubmitted events: ${events.n}`,
    );
    console.log(
      `- picks sent after the cutoff: ${late.outcomes.length}; refused: ${late.outcomes.filter((s) => s === 403).length}; accepted: ${late.outcomes.filter((s) => s < 300).length}`,
    );
    console.log(`- picks in the read table stamped at or after the cutoff: ${lateAccepted}`);
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
