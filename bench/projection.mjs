// npm run bench:projection — how long does saving scores take inside the scoring transaction as the season grows?
// For seasons of 100, 1,000 and 10,000 drafted entries (one league each, and 10,000 spread over leagues of 500):
// the PUT /api/scores answer time (validation, append, episode scores, standings by difference, commit) for
// - an episode save: the first save of a new episode, every castaway scored (every entry's total moves),
// - a correction: the same episode saved again with every castaway's record changed,
// - a scoring moment: the last episode saved again with one castaway's record changed (what a single "happening"
//   costs), many times for a p99.
// The floor is the same requests against a season with no entries. BENCH_PROJECTION_SIZES=100,1000 chooses the
// sizes (0 is the floor; 10000x500 is 10,000 entries in leagues of 500), BENCH_MOMENTS the number of moments per
// size; every request is bounded by 30 s (BENCH_TIMEOUT_MS).
// Seeding: each league gets one member who joins and drafts over HTTP; the other entries are copies of that entry's
// read-table rows (member, draft, stints, standings row) made in SQL with teams of their own, exactly the rows a
// join and a draft write, so a season of 10,000 is ready in seconds instead of minutes of HTTP.
//
// Issue 32, "recompute one league under a new table" (BENCH_PROJECTION_SCENARIOS=table, or both with the default
// `saves,table`): a league of BENCH_TABLE_ENTRIES (10,000) entries and another of 100 in the same season, five episodes
// scored; the PUT /api/leagues/{id}/scoring answer time (append, recompute of the league from the read tables under
// the new table, mail intents, commit) over BENCH_TABLE_CHANGES changes, p50 and p99. Meanwhile 20 viewers of the
// OTHER league watch its standings over socket.io while its admin edits a team in a loop: the push latency (request
// sent → every viewer has the change) during the recomputes, and the same loop with no recompute (the baseline).
// The load average is printed with every run: the machine may be shared.
import { loadavg } from 'node:os';
import contracts from '@tribal/contracts';
import pg from 'pg';
import { io } from 'socket.io-client';
import {
  adminToken,
  BENCH_JOIN_CODE,
  createDatabase,
  episodeRecords,
  fmt,
  http,
  now,
  percentiles,
  startApp,
} from './support.mjs';

const SHAPES = (process.env.BENCH_PROJECTION_SIZES ?? '0,100,1000,10000,10000x500').split(',').map((s) => {
  const [entries, perLeague] = s.split('x').map(Number);
  return { entries, perLeague: perLeague || Math.max(entries, 1) };
});
const MOMENTS = Number(process.env.BENCH_MOMENTS ?? 100);

async function seedSeason(baseUrl, databaseUrl, token, entries, perLeague) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let leagues = 0;
  try {
    for (let first = 0; first < entries; first += perLeague, leagues++) {
      const league = await http(baseUrl, 'POST', '/api/leagues', {
        headers: { authorization: `Bearer ${token}` },
        body: {
          leagueName: `Projection ${leagues}`,
          password: BENCH_JOIN_CODE,
          commissionerName: 'Commish',
          tribes: [],
          season: 49,
        },
      });
      const leagueId = league.body.id;
      const userName = `player${String(first).padStart(5, '0')}`;
      const join = await http(baseUrl, 'POST', `/api/leagues/${leagueId}/join`, {
        body: {
          userName,
          survivorName: userName,
          realName: 'P',
          email: `${userName}@b.test`,
          paymentMethod: 'Venmo',
          password: BENCH_JOIN_CODE,
        },
      });
      if (join.status !== 201) throw new Error(`join ${join.status} ${JSON.stringify(join.body)}`);
      const draft = await http(baseUrl, 'POST', `/api/leagues/${leagueId}/draft`, {
        headers: { 'x-entry-token': join.body.entryToken },
        body: { userName, team: [49001, 49006, 49012] },
      });
      if (draft.status !== 201) throw new Error(`draft ${draft.status} ${JSON.stringify(draft.body)}`);
      const copies = [first + 1, Math.min(first + perLeague, entries) - 1];
      if (copies[1] < copies[0]) continue;
      // Entry i drafts castaways i, i+5 and i+11 (mod 18): every castaway is held by a sixth of the entries.
      await db.query('BEGIN');
      await db.query(
        `INSERT INTO league_members (league_id, user_name, name_key, survivor_name, real_name, email, payment_method, entry_id, entry_token_hashes, joined_at)
         SELECT m.league_id, 'player' || lpad(i::text, 5, '0'), 'player' || lpad(i::text, 5, '0'), 'player' || i, 'P', 'player' || i || '@b.test',
                m.payment_method, m.entry_id || i, m.entry_token_hashes, m.joined_at
         FROM league_members m, generate_series($2::int, $3::int) i WHERE m.league_id = $1`,
        [leagueId, ...copies],
      );
      await db.query(
        `INSERT INTO drafts (league_id, season, user_name, team, swap_used, locked_at)
         SELECT d.league_id, d.season, 'player' || lpad(i::text, 5, '0'),
                ARRAY[49001 + i % 18, 49001 + (i + 5) % 18, 49001 + (i + 11) % 18], false, d.locked_at
         FROM drafts d, generate_series($2::int, $3::int) i WHERE d.league_id = $1`,
        [leagueId, ...copies],
      );
      await db.query(
        `INSERT INTO draft_stints (league_id, season, user_name, castaway_id, from_episode)
         SELECT d.league_id, d.season, d.user_name, t, 1 FROM drafts d, unnest(d.team) t
         WHERE d.league_id = $1 AND d.user_name <> $2`,
        [leagueId, userName],
      );
      await db.query(
        `INSERT INTO standings (league_id, season, user_name, total)
         SELECT d.league_id, d.season, d.user_name, 0 FROM drafts d WHERE d.league_id = $1 AND d.user_name <> $2`,
        [leagueId, userName],
      );
      await db.query('COMMIT');
    }
    await db.query('ANALYZE');
  } finally {
    await db.end();
  }
  return leagues;
}

async function timedPut(baseUrl, token, episode, records) {
  const t0 = now();
  const put = await http(baseUrl, 'PUT', `/api/scores/49/${episode}`, {
    headers: { authorization: `Bearer ${token}` },
    body: records,
  });
  if (put.status !== 200) throw new Error(`PUT /api/scores/49/${episode} answered ${put.status || 'nothing'}`);
  return { answeredMs: now() - t0, projectionMs: put.projectionMs };
}

async function measure({ entries, perLeague }) {
  const db = await createDatabase(`proj${entries}`);
  const port = 4600 + Math.floor(Math.random() * 100);
  const { child, baseUrl } = await startApp({ databaseUrl: db.url, port });
  try {
    const token = await adminToken(baseUrl);
    const seedStart = now();
    const leagues = entries ? await seedSeason(baseUrl, db.url, token, entries, perLeague) : 0;
    const seedSeconds = (now() - seedStart) / 1000;
    const saves = [];
    const corrections = [];
    for (let episode = 2; episode <= 6; episode++) {
      saves.push(await timedPut(baseUrl, token, episode, episodeRecords(episode)));
      corrections.push(await timedPut(baseUrl, token, episode, episodeRecords(episode + 100)));
    }
    // Moments in the last episode (6): one castaway's record changes each time, in turn.
    const moments = [];
    const records = episodeRecords(106);
    for (let m = 0; m < MOMENTS; m++) {
      const id = 49001 + (m % 18);
      records[id] = { ...records[id], idolObtained: records[id].idolObtained ? 0 : 1 };
      moments.push(await timedPut(baseUrl, token, 6, records));
    }
    return {
      entries,
      leagues,
      seedSeconds,
      saves: percentiles(saves.map((t) => t.answeredMs)),
      corrections: percentiles(corrections.map((t) => t.answeredMs)),
      moments: percentiles(moments.map((t) => t.answeredMs)),
      projection: {
        saves: percentiles(saves.map((t) => t.projectionMs)),
        corrections: percentiles(corrections.map((t) => t.projectionMs)),
        moments: percentiles(moments.map((t) => t.projectionMs)),
      },
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await db.drop();
  }
}

const SCENARIOS = (process.env.BENCH_PROJECTION_SCENARIOS ?? 'saves,table').split(',');
const TABLE_ENTRIES = Number(process.env.BENCH_TABLE_ENTRIES ?? 10_000);
const TABLE_CHANGES = Number(process.env.BENCH_TABLE_CHANGES ?? 10);
const VIEWERS = 20;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

/** Viewers of one league, subscribed as the web app does; resolves when every one holds a snapshot. */
async function openViewers(baseUrl, leagueId, count) {
  const viewers = [];
  for (let i = 0; i < count; i++) {
    const socket = io(`${baseUrl}/live`, { transports: ['websocket'], forceNew: true, reconnection: false });
    const viewer = { socket, version: -1, seen: [] };
    socket.on(contracts.LIVE_EVENTS.standings, (message) => {
      if (message.leagueId !== leagueId) return;
      viewer.version = Math.max(viewer.version, message.version);
      viewer.seen.push({ at: now(), version: message.version });
    });
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const ack = await socket.timeout(10_000).emitWithAck('subscribe', { leagueId, season: 49 });
    if (!ack.ok) throw new Error(`subscribe refused: ${ack.message}`);
    viewer.version = ack.version ?? JSON.parse(Buffer.from(ack.snapshot).toString('utf8')).version;
    viewers.push(viewer);
  }
  return viewers;
}

/**
 * One push to the other league: the admin sets one of its members' team; answers each viewer's latency (request
 * sent → that viewer received a version newer than the one it held), or null for a viewer that never got it.
 */
async function pushOnce(baseUrl, token, leagueId, userName, team, viewers) {
  const held = viewers.map((v) => v.version);
  const t0 = now();
  const put = await http(baseUrl, 'PUT', `/api/admin/leagues/${leagueId}/drafts/${userName}`, {
    headers: { authorization: `Bearer ${token}` },
    body: { team },
  });
  if (put.status !== 200) throw new Error(`team edit answered ${put.status}: ${JSON.stringify(put.body)}`);
  const deadline = now() + 10_000;
  while (now() < deadline && viewers.some((v, i) => v.version <= held[i])) await new Promise((r) => setTimeout(r, 2));
  return viewers.map((v, i) => {
    const got = v.seen.find((s) => s.version > held[i]);
    return got ? got.at - t0 : null;
  });
}

/** Team edits of the other league in a loop until `done()`: every viewer latency. */
async function pushLoop(baseUrl, token, leagueId, userName, viewers, done) {
  const latencies = [];
  let missed = 0;
  for (let n = 0; !done(); n++) {
    const team = n % 2 ? [49001, 49002, 49003] : [49004, 49005, 49006];
    for (const latency of await pushOnce(baseUrl, token, leagueId, userName, team, viewers)) {
      if (latency === null) missed++;
      else latencies.push(latency);
    }
  }
  return { latencies, missed };
}

async function measureTableRecompute(entries) {
  const db = await createDatabase(`table${entries}`);
  const port = 4700 + Math.floor(Math.random() * 100);
  const { child, baseUrl } = await startApp({
    databaseUrl: db.url,
    port,
    env: { LIVE_PER_ADDRESS_PER_SECOND: '1000000' },
  });
  try {
    const token = await adminToken(baseUrl);
    // League 0: `entries` entries; league 1: 100 (the other league, whose viewers watch).
    await seedSeason(baseUrl, db.url, token, entries + 100, entries);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const leagues = (
      await client.query(
        'SELECT league_id, min(user_name) AS member, count(*)::int AS n FROM standings GROUP BY 1 ORDER BY 3 DESC',
      )
    ).rows;
    await client.end();
    const [big, other] = leagues;
    for (let episode = 2; episode <= 6; episode++) await timedPut(baseUrl, token, episode, episodeRecords(episode));
    const viewers = await openViewers(baseUrl, other.league_id, VIEWERS);
    const tables = ['strategy', 'challenges'].map((preset) => ({
      ...contracts.SCORING_PRESET_TABLES[preset],
      preset,
      solePrediction: 0,
    }));

    // Baseline: the other league's pushes with no recompute running, for about as long as the recomputes take.
    const baselineUntil = now() + 5_000;
    const baseline = await pushLoop(
      baseUrl,
      token,
      other.league_id,
      other.member,
      viewers,
      () => now() > baselineUntil,
    );

    const recomputes = [];
    const projections = [];
    let running = true;
    const during = pushLoop(baseUrl, token, other.league_id, other.member, viewers, () => !running);
    try {
      for (let i = 0; i < TABLE_CHANGES; i++) {
        const t0 = now();
        const put = await http(baseUrl, 'PUT', `/api/leagues/${big.league_id}/scoring`, {
          headers: { authorization: `Bearer ${token}` },
          body: tables[i % 2],
        });
        if (put.status !== 200) throw new Error(`PUT scoring answered ${put.status}: ${JSON.stringify(put.body)}`);
        recomputes.push(now() - t0);
        projections.push(put.projectionMs);
      }
    } finally {
      running = false;
    }
    const pushes = await during;
    for (const v of viewers) v.socket.close();
    return {
      entries: big.n,
      recompute: percentiles(recomputes),
      projection: percentiles(projections),
      baseline: { ...percentiles(baseline.latencies), missed: baseline.missed },
      during: { ...percentiles(pushes.latencies), missed: pushes.missed },
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await db.drop();
  }
}

async function tableScenario() {
  console.log(`\nRecompute one league under a new table (load average before: ${load()})`);
  const r = await measureTableRecompute(TABLE_ENTRIES);
  console.log(
    '| entries in the league | recompute p50 | p99 | max | changes | other league push p50 | p99 | (baseline p50 | p99) | viewers × pushes | missed |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${r.entries} | ${fmt(r.recompute.p50)} | ${fmt(r.recompute.p99)} | ${fmt(r.recompute.max)} | ${r.recompute.count} | ${fmt(r.during.p50)} | ${fmt(r.during.p99)} | ${fmt(r.baseline.p50)} | ${fmt(r.baseline.p99)} | ${r.during.count} | ${r.during.missed} |`,
  );
  console.log(
    `projection time inside those PUTs (Server-Timing): p50 ${fmt(r.projection.p50)}, p99 ${fmt(r.projection.p99)}`,
  );
  console.log(`load average after: ${load()}`);
}

async function main() {
  if (SCENARIOS.includes('saves')) await savesScenario();
  if (SCENARIOS.includes('table')) await tableScenario();
}

async function savesScenario() {
  console.log(
    `Projection benchmark: seasons of ${SHAPES.map((s) => s.entries).join(', ')} entries (load average: ${load()})`,
  );
  const results = [];
  for (const shape of SHAPES) {
    const result = await measure(shape);
    results.push(result);
    console.log(
      `  ${shape.entries} entries in ${result.leagues} league(s) done (seeded in ${result.seedSeconds.toFixed(0)} s)`,
    );
  }
  const table = (title, pick) => {
    console.log(`\n${title}`);
    console.log(
      '| entries in the season | leagues | episode save p50 | max | correction p50 | max | moment p50 | p99 | max | moments |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const r of results) {
      const { saves, corrections, moments } = pick(r);
      console.log(
        `| ${r.entries === 0 ? '0 (floor)' : r.entries} | ${r.leagues} | ${fmt(saves.p50)} | ${fmt(saves.max)} | ${fmt(corrections.p50)} | ${fmt(corrections.max)} | ${fmt(moments.p50)} | ${fmt(moments.p99)} | ${fmt(moments.max)} | ${moments.count} |`,
      );
    }
  };
  table('PUT /api/scores answer time (append + episode scores + standings by difference, one transaction)', (r) => r);
  table(
    'Projection time inside those PUTs (the Server-Timing header: every projection of the saved event)',
    (r) => r.projection,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
