import { SCORING_PRESET_TABLES, StandingsSnapshot, TABLE_CATEGORIES } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberStandingsAsOf, standingsAsOf, standingsHistory } from '../../src/standings/domain/standings.fold';
import {
  readMemberStandings,
  readStandingRows,
  readStandingsFacts,
  readStandingsHistory,
  recomputeTotals,
} from '../../src/standings/standings.sql';
import { bearer, startAndActivate } from '../commissioners/support/commissioner-flow';
import { setUpSmtpTestServer } from '../mail/support/smtp-test-server';
import { seededRandom } from '../support/seeded-random';
import { createLeague, joinLeague, startTestApp, TestApp } from '../support/test-app';

/**
 * Saving scores updates standings by difference (only the entries holding a changed castaway). These stories prove
 * that the result is always the one a full recomputation of the season gives: same totals and previous totals (from
 * which ranks and movement follow; breakdowns are computed from the scores when read), to the last digit.
 *
 * And the fast path agrees with the rules: after every step of a random season, what standings.sql.ts reads (rows
 * with ranks and movement, the compact snapshot's members, the history chart) equals what the pure fold
 * (standings/domain) makes of the same read tables.
 *
 * Issue 32: leagues score under random tables of their own (a commissioner's change is one more random step), so
 * the projection after each step also equals the fold under that league's table.
 */

let t: TestApp;
let admin: Record<string, string>;
const smtp = setUpSmtpTestServer();

beforeAll(async () => {
  // SMTP: a league of the stories is started by a commissioner who plays (its activation link is mailed).
  t = await startTestApp('standings-by-difference', { env: { SMTP_URL: smtp.url } });
  admin = { authorization: `Bearer ${await t.adminToken()}` };
});
afterAll(() => t?.close());

interface Entry {
  leagueId: string;
  season: number;
  userName: string;
  token: string;
  team: number[];
}

/** Totals and totals before the last scored episode, as readers compute them (the stored form may differ). */
const STANDINGS_ROWS = `SELECT league_id, season, user_name, total::text,
                          (total - CASE WHEN last_episode = (SELECT COALESCE(max(episode), 0) FROM episode_scores e
                                                             WHERE e.season = s.season)
                                        THEN last_points ELSE 0 END)::text AS previous
                        FROM standings s ORDER BY league_id, season, user_name`;

/** The standings as stored, and as a full recomputation of every season (rolled back) would make them. */
async function storedAndRecomputed(): Promise<{ stored: unknown[]; recomputed: unknown[] }> {
  const runner = t.app.get(DataSource).createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  try {
    const stored = await runner.query(STANDINGS_ROWS);
    // Forget every number first, so the recomputation writes every row from scratch.
    await runner.query('UPDATE standings SET total = -9999, last_episode = -1, last_points = -9999');
    for (const season of [49, 50]) await recomputeTotals(runner.manager, season, null);
    return { stored, recomputed: await runner.query(STANDINGS_ROWS) };
  } finally {
    await runner.rollbackTransaction();
    await runner.release();
  }
}

const LATEST = Number.MAX_SAFE_INTEGER;

/** What the SQL reads and what the fold makes of the same facts, for one league-season, in one snapshot. */
async function sqlAndFold(leagueId: string, season: number) {
  return t.app.get(DataSource).transaction('REPEATABLE READ', async (manager) => {
    const facts = await readStandingsFacts(manager, leagueId, season);
    const ids = (team: Array<{ castawayId: number }>) => team.map((c) => c.castawayId);
    return {
      sql: {
        rows: await readStandingRows(manager, leagueId, season),
        members: await readMemberStandings(manager, leagueId, season),
        history: await readStandingsHistory(manager, leagueId, season),
      },
      fold: {
        rows: standingsAsOf(facts, LATEST).map(({ previous: _, ...row }) => ({ ...row, team: ids(row.team) })),
        members: memberStandingsAsOf(facts, LATEST).map((member) => ({ ...member, team: ids(member.team) })),
        history: standingsHistory(facts),
      },
    };
  });
}

async function castawayIds(season: number): Promise<number[]> {
  const rows: Array<{ id: number }> = await t.app
    .get(DataSource)
    .query('SELECT id FROM castaways WHERE season = $1 ORDER BY id', [season]);
  return rows.map((r) => r.id);
}

async function draftedEntries(
  r: ReturnType<typeof seededRandom>,
  season: number,
  leagueSizes: number[],
  cast: number[],
): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const [l, size] of leagueSizes.entries()) {
    const leagueId = await createLeague(t, { leagueName: `Story ${season}-${l}`, season });
    for (let m = 0; m < size; m++) {
      const userName = `S${season}L${l}M${m}`;
      const token = await joinLeague(t, leagueId, userName);
      if (r.int(0, 5) === 0) {
        entries.push({ leagueId, season, userName, token, team: [] });
        continue;
      }
      const team = r.some(cast, 3);
      const drafted = await t.request('POST', `/api/leagues/${leagueId}/draft`, {
        headers: { 'x-entry-token': token },
        body: { userName, team },
      });
      expect(drafted.status).toBe(201);
      entries.push({ leagueId, season, userName, token, team });
    }
  }
  return entries;
}

/** A random table a commissioner may save: −10 to +30 in halves, or a preset. */
function randomTable(r: ReturnType<typeof seededRandom>) {
  const half = () => r.int(-20, 60) / 2;
  if (r.next() < 0.3) {
    const preset = r.pick(['classic', 'strategy', 'challenges'] as const);
    return { ...SCORING_PRESET_TABLES[preset], preset, solePrediction: 0 };
  }
  return {
    preset: 'custom',
    points: Object.fromEntries(TABLE_CATEGORIES.map((c) => [c, half()])),
    finalPlacement: [half(), half(), half()],
    solePrediction: 0,
  };
}

/** Random records: fractional points (votes against are -0.5 each), sometimes a vote-out. */
function records(
  r: ReturnType<typeof seededRandom>,
  castaways: number[],
  voteOuts: number,
  /** issue 32: individual immunity (scaled under a table) drawn from another generator, leaving `r`'s story as it was */
  immunity?: ReturnType<typeof seededRandom>,
) {
  const out = new Set(r.some(castaways, voteOuts));
  return Object.fromEntries(
    castaways.map((id) => [
      id,
      {
        individualImmunityWins: immunity && immunity.int(0, 5) === 0 ? immunity.pick([3, 3.5, 5, 7.5]) : 0,
        tribeImmunityWins: r.int(0, 1),
        votesAgainst: r.int(0, 3),
        idolObtained: r.int(0, 4) === 0 ? 1 : 0,
        rightSideOfVote: r.int(0, 1),
        votedOut: out.has(id),
      },
    ]),
  );
}

async function version(leagueId: string): Promise<number> {
  return (await t.request<StandingsSnapshot>('GET', `/api/leagues/${leagueId}/standings`)).body.version;
}

/**
 * Fixed seeds, so that CI is deterministic and a red run is this change's; STANDINGS_SEED adds one more (explore
 * with a fresh one, replay a failure's). The seed is in the title and in every failure message.
 */
const SEEDS = [20261123, 7, 1999, 424242, ...(process.env.STANDINGS_SEED ? [Number(process.env.STANDINGS_SEED)] : [])];

describe('standings by difference', () => {
  it.each(SEEDS)(
    'over random drafts, saves, corrections, single-castaway moments, swaps, team edits, picks and clears, standings always equal a full recomputation and the fold (seed %i)',
    async (seed) => {
      const r = seededRandom(seed);
      const cast = { 49: await castawayIds(49), 50: await castawayIds(50) };
      const entries = [
        ...(await draftedEntries(r, 49, [6, 5, 4], cast[49])),
        ...(await draftedEntries(r, 50, [4], cast[50])),
      ];
      // A self-serve league whose commissioner plays: their edits of a team count from the next unscored episode
      // (the event names it; the fold and the SQL both read it from draft_stints), their own team is refused.
      // (Lower case: the commissioner's entry is keyed by its raw name at activation, review finding N4.)
      const started = await startAndActivate(t, smtp, `Commish ${seed}`, `commish${seed}@example.com`, `c${seed}`);
      const commissionerOf = new Map([[started.leagueId, bearer(started.commissionerToken)]]);
      for (const [m, userName] of [`c${seed}`, `C${seed}M1`, `C${seed}M2`].entries()) {
        const token = m === 0 ? started.entryToken : await joinLeague(t, started.leagueId, userName);
        const team = cast[49].slice(3 * m, 3 * m + 3);
        const drafted = await t.request('POST', `/api/leagues/${started.leagueId}/draft`, {
          headers: { 'x-entry-token': token },
          body: { userName, team },
        });
        expect(drafted.status, `${userName} ${JSON.stringify(drafted.body)}`).toBe(201);
        entries.push({ leagueId: started.leagueId, season: 49, userName, token, team });
      }
      const steps: string[] = [];
      const coverage = {
        movedTotals: false,
        bonuses: false,
        movement: false,
        ties: false,
        history: false,
        tables: false,
      };
      const drafted = (season: number) => entries.filter((x) => x.season === season && x.team.length === 3);
      const leagues = [...new Set(entries.map((e) => e.leagueId))];
      // The tables draw from a generator of their own: the rest of the story is the one each seed always told.
      const tables = seededRandom(seed + 1);
      for (let step = 0; step < 60; step++) {
        if (tables.next() < 0.12) {
          // the commissioner (here the admin) changes the league's table: recomputed from the log under it
          const leagueId = tables.pick(leagues);
          const changed = await t.request('PUT', `/api/leagues/${leagueId}/scoring`, {
            headers: admin,
            body: randomTable(tables),
          });
          steps.push(`table ${leagueId}: ${changed.status}`);
          expect(changed.status, steps.join('\n')).toBe(200);
          coverage.tables = true;
        }
        const roll = r.next();
        const season = r.next() < 0.8 ? 49 : 50;
        const episode = r.int(2, 7);
        let status: number;
        if (roll < 0.25) {
          // an admin saves a whole episode
          const saved = await t.request('PUT', `/api/scores/${season}/${episode}`, {
            headers: admin,
            body: records(r, cast[season], r.int(0, 1), tables),
          });
          status = saved.status;
          steps.push(`save ${season}/${episode}: ${status}`);
        } else if (roll < 0.4) {
          // a single scoring moment: the episode saved again with one to three castaways changed
          const loaded = await t.request<{ records: Record<string, unknown> }>(
            'GET',
            `/api/scores/${season}/${episode}`,
          );
          const changed = r.some(cast[season], r.int(1, 3));
          const saved = await t.request('PUT', `/api/scores/${season}/${episode}`, {
            headers: admin,
            body: { ...loaded.body.records, ...records(r, changed, r.int(0, 1), tables) },
          });
          status = saved.status;
          steps.push(`moment ${season}/${episode} ${changed.join(',')}: ${status}`);
        } else if (roll < 0.5) {
          // the moment a picked castaway is voted out (or that vote-out is taken back): +3 for the pick, or -3
          const picks: Array<{ season: number; episode: number; castaway_id: number }> = await t.app
            .get(DataSource)
            .query('SELECT season, episode, castaway_id FROM elimination_picks ORDER BY league_id, user_name, episode');
          const pick = picks.length ? r.pick(picks) : undefined;
          if (!pick) continue;
          const loaded = await t.request<{ records: Record<string, { votedOut?: boolean }> }>(
            'GET',
            `/api/scores/${pick.season}/${pick.episode}`,
          );
          const record = loaded.body.records[pick.castaway_id] ?? {};
          const saved = await t.request('PUT', `/api/scores/${pick.season}/${pick.episode}`, {
            headers: admin,
            body: { ...loaded.body.records, [pick.castaway_id]: { ...record, votedOut: !record.votedOut } },
          });
          status = saved.status;
          steps.push(`vote-out ${pick.season}/${pick.episode} ${pick.castaway_id} ${!record.votedOut}: ${status}`);
        } else if (roll < 0.6) {
          const e = r.pick(drafted(season));
          const swappedIn = r.pick(cast[season].filter((id) => !e.team.includes(id)));
          const team = [...e.team.slice(1), swappedIn];
          const swapped = await t.request('POST', `/api/leagues/${e.leagueId}/swap`, {
            headers: { 'x-entry-token': e.token },
            body: { userName: e.userName, team },
          });
          status = swapped.status;
          if (status === 200) e.team = team;
          steps.push(`swap ${e.userName}: ${status}`);
        } else if (roll < 0.65) {
          // the admin sets a member's team: it counts from the season's start again
          const e = r.pick(drafted(season));
          const team = r.some(cast[season], 3);
          const edited = await t.request('PUT', `/api/admin/leagues/${e.leagueId}/drafts/${e.userName}`, {
            headers: admin,
            body: { team },
          });
          status = edited.status;
          if (status === 200) e.team = team;
          steps.push(`edit team ${e.userName} ${team.join(',')}: ${status}`);
        } else if (roll < 0.7) {
          // a member without a team drafts late, or a new member joins mid-season (and may draft)
          const waiting = entries.filter((x) => x.season === season && x.team.length === 0);
          let e = waiting.length && r.next() < 0.5 ? r.pick(waiting) : undefined;
          if (!e) {
            const leagueId = r.pick(entries.filter((x) => x.season === season)).leagueId;
            const userName = `S${season}J${step}`;
            e = { leagueId, season, userName, token: await joinLeague(t, leagueId, userName), team: [] };
            entries.push(e);
          }
          const team = r.some(cast[season], 3);
          const late = r.next() < 0.7;
          status = late
            ? (
                await t.request('POST', `/api/leagues/${e.leagueId}/draft`, {
                  headers: { 'x-entry-token': e.token },
                  body: { userName: e.userName, team },
                })
              ).status
            : 200;
          if (late && status === 201) e.team = team;
          steps.push(`late ${e.userName}${late ? ` drafts ${team.join(',')}` : ''}: ${status}`);
        } else if (roll < 0.8) {
          const e = r.pick(entries.filter((x) => x.season === season));
          const picked = await t.request('PUT', `/api/admin/leagues/${e.leagueId}/elimination-pick`, {
            headers: admin,
            body: { userName: e.userName, episode, castawayId: r.pick(cast[season]) },
          });
          status = picked.status;
          steps.push(`correct pick ${e.userName} ${episode}: ${status}`);
        } else if (roll < 0.9) {
          // the commissioner who plays sets another member's team: it counts from the next unscored episode
          const e = r.pick(entries.filter((x) => commissionerOf.has(x.leagueId) && x.userName !== `c${seed}`));
          const team = r.some(cast[49], 3);
          const edited = await t.request('PUT', `/api/admin/leagues/${e.leagueId}/drafts/${e.userName}`, {
            headers: commissionerOf.get(e.leagueId),
            body: { team },
          });
          status = edited.status;
          if (status === 200) e.team = team;
          steps.push(`edit team ${e.userName} ${team.join(',')} by the commissioner: ${status}`);
        } else if (roll < 0.95) {
          const e = r.pick(entries.filter((x) => x.season === season));
          const picked = await t.request('POST', `/api/leagues/${e.leagueId}/elimination-pick`, {
            headers: { 'x-entry-token': e.token },
            body: { userName: e.userName, episode, castawayId: r.pick(cast[season]) },
          });
          status = picked.status;
          steps.push(`pick ${e.userName} ${episode}: ${status}`);
        } else {
          const cleared = await t.request('DELETE', '/api/scores', { headers: admin });
          status = cleared.status;
          steps.push(`clear: ${status}`);
        }
        expect(status, steps.join('\n')).toBeLessThan(500);
        const { stored, recomputed } = await storedAndRecomputed();
        expect(stored, `seed ${seed}, after:\n${steps.join('\n')}`).toEqual(recomputed);
        for (const [leagueId, leagueSeason] of new Map(entries.map((e) => [e.leagueId, e.season]))) {
          const { sql, fold } = await sqlAndFold(leagueId, leagueSeason);
          expect(sql, `seed ${seed}, league ${leagueId}, after:\n${steps.join('\n')}`).toEqual(fold);
          coverage.movement ||= sql.rows.some((row) => row.movement !== 0);
          coverage.ties ||= sql.rows.some((row, i) => row.total !== 0 && row.rank === sql.rows[i - 1]?.rank);
          coverage.history ||= sql.history.episodes.length > 1;
        }
        const [seen] = await t.app.get(DataSource).query(
          `SELECT bool_or(total <> 0) AS moved,
                    EXISTS (SELECT 1 FROM elimination_picks p JOIN episode_scores es ON es.season = p.season
                              AND es.episode = p.episode AND es.castaway_id = p.castaway_id AND es.voted_out) AS bonus
             FROM standings`,
        );
        coverage.movedTotals ||= seen.moved;
        coverage.bonuses ||= seen.bonus;
      }
      // The story exercised what it claims to: scores moved totals, a bonus landed, swaps and moments happened.
      expect(coverage, `seed ${seed}`).toEqual({
        movedTotals: true,
        bonuses: true,
        movement: true,
        ties: true,
        history: true,
        tables: true,
      });
      expect(steps.some((s) => s.startsWith('swap') && s.endsWith(': 200'))).toBe(true);
      expect(steps.some((s) => s.startsWith('moment') && s.endsWith(': 200'))).toBe(true);
      expect(steps.some((s) => s.startsWith('vote-out') && s.endsWith(': 200'))).toBe(true);
      expect(steps.some((s) => s.startsWith('edit team') && s.endsWith(': 200'))).toBe(true);
      expect(
        steps.some((s) => s.includes('by the commissioner: 200')),
        `seed ${seed}`,
      ).toBe(true);
      expect(steps.some((s) => s.startsWith('late') && s.endsWith(': 201'))).toBe(true);
    },
    // Sixty steps, each checked twice over every league, and a table change (a league recomputed) about every eighth
    // step: longer than one request on a loaded machine.
    240_000,
  );

  it('a correction of one castaway changes only the leagues where someone holds it', async () => {
    const cast = await castawayIds(49);
    const [held, notHeld] = [cast[0], cast[17]];
    const holding = await createLeague(t, { leagueName: 'Holds it' });
    const notHolding = await createLeague(t, { leagueName: 'Does not hold it' });
    for (const [leagueId, team] of [
      [holding, [held, cast[1], cast[2]]],
      [notHolding, [cast[3], cast[4], cast[5]]],
    ] as const) {
      const token = await joinLeague(t, leagueId, 'Parvati');
      await t.request('POST', `/api/leagues/${leagueId}/draft`, {
        headers: { 'x-entry-token': token },
        body: { userName: 'Parvati', team },
      });
    }
    const all = Object.fromEntries(cast.map((id) => [id, { tribeImmunityWins: 1 }]));
    expect((await t.request('PUT', '/api/scores/49/9', { headers: admin, body: all })).status).toBe(200);
    const before = { holding: await version(holding), notHolding: await version(notHolding) };

    const corrected = {
      ...all,
      [held]: { tribeImmunityWins: 1, idolObtained: 1 },
      [notHeld]: { tribeImmunityWins: 1 },
    };
    expect((await t.request('PUT', '/api/scores/49/9', { headers: admin, body: corrected })).status).toBe(200);

    expect(await version(holding)).toBe(before.holding + 1);
    expect(await version(notHolding)).toBe(before.notHolding);
    const { stored, recomputed } = await storedAndRecomputed();
    expect(stored).toEqual(recomputed);
  });
});
