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
import pg from 'pg';
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

async function main() {
  console.log(`Projection benchmark: seasons of ${SHAPES.map((s) => s.entries).join(', ')} entries`);
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
