import {
  INVENTORY_MESSAGES,
  Inventory,
  SCORE_MESSAGES,
  StandingsChange,
  StandingsSnapshot,
  StandingsView,
  standingsView,
} from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { ProjectionRebuilder } from '../../src/event-store/projection-rebuilder';
import { createLeague, joinLeague, lockInDraft, setUpTestApp } from '../support/test-app';

const admin = async (extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${await t.adminToken()}`,
  ...extra,
});

const t = setUpTestApp('scoring');

async function draftTeam(leagueId: string, userName: string, team: number[]): Promise<string> {
  const token = await joinLeague(t, leagueId, userName);
  expect((await lockInDraft(t, leagueId, userName, token, team)).status).toBe(201);
  return token;
}

function saveEpisode(
  season: number,
  episode: number,
  records: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return admin(headers).then((h) =>
    t.request<{ version: number; message: string }>('PUT', `/api/scores/${season}/${episode}`, {
      headers: h,
      body: records,
    }),
  );
}

async function standings(leagueId: string): Promise<StandingsView> {
  return standingsView((await t.request<StandingsSnapshot>('GET', `/api/leagues/${leagueId}/standings`)).body);
}

describe('scoring an episode', () => {
  it('standings total the team’s points by the rubric, rank ties together and show who moved', async () => {
    await t.request('DELETE', '/api/scores', { headers: await admin() });
    const leagueId = await createLeague(t);
    await draftTeam(leagueId, 'Amber', [49001, 49002, 49003]);
    await draftTeam(leagueId, 'Rob', [49004, 49005, 49006]);
    await draftTeam(leagueId, 'Sandra', [49001, 49005, 49009]);

    expect(
      (
        await saveEpisode(49, 2, {
          49001: { tribeImmunityWins: 1, rightSideOfVote: 1 },
          49004: { idolObtained: 1, votesAgainst: 1 },
          49009: { individualRewardWins: 1 },
        })
      ).status,
    ).toBe(200);
    let rows = (await standings(leagueId)).standings;
    // Amber 2, Rob 3.5, Sandra 2 + 2 = 4
    expect(rows.map((r) => [r.rank, r.userName, r.total])).toEqual([
      [1, 'Sandra', 4],
      [2, 'Rob', 3.5],
      [3, 'Amber', 2],
    ]);
    expect(rows.find((r) => r.userName === 'Rob')?.breakdown).toEqual({
      49004: 3.5,
      49005: 0,
      49006: 0,
      eliminationPick: 0,
    });

    await saveEpisode(49, 3, { 49002: { tribeRewardWins: 1, shotInDarkWin: 1 }, 49004: { votesAgainst: 1 } });
    rows = (await standings(leagueId)).standings;
    // Amber 2 + 5 = 7, Rob 3.5 - 0.5 = 3, Sandra 4
    expect(rows.map((r) => [r.rank, r.userName, r.total, r.movement])).toEqual([
      [1, 'Amber', 7, 2],
      [2, 'Sandra', 4, -1],
      [3, 'Rob', 3, -1],
    ]);

    await saveEpisode(49, 3, {
      49002: { tribeRewardWins: 1 },
      49004: { votesAgainst: 1 },
      49009: { tribeRewardWins: 2 },
    });
    rows = (await standings(leagueId)).standings;
    // Amber 3, Sandra 6, Rob 3: equal totals share a rank
    expect(rows.map((r) => [r.rank, r.userName, r.total])).toEqual([
      [1, 'Sandra', 6],
      [2, 'Amber', 3],
      [2, 'Rob', 3],
    ]);
    const history = await t.request<{ episodes: number[]; series: Array<{ userName: string; totals: number[] }> }>(
      'GET',
      `/api/leagues/${leagueId}/standings/history`,
    );
    expect(history.body.episodes).toEqual([2, 3]);
    expect(history.body.series.find((s) => s.userName === 'Sandra')?.totals).toEqual([4, 6]);
  });

  it('a participant who swapped after episode 3 keeps the old castaway’s earlier points, and the new one scores only later', async () => {
    await t.request('DELETE', '/api/scores', { headers: await admin() });
    const leagueId = await createLeague(t);
    const token = await draftTeam(leagueId, 'Tony', [49010, 49011, 49012]);
    await saveEpisode(49, 2, { 49010: { idolObtained: 1 }, 49013: { idolObtained: 1 } });
    await saveEpisode(49, 3, { 49010: { tribeImmunityWins: 1 }, 49013: { tribeImmunityWins: 1 } });
    const swapped = await t.request('POST', `/api/leagues/${leagueId}/swap`, {
      headers: { 'x-entry-token': token },
      body: { userName: 'Tony', team: [49011, 49012, 49013] },
    });
    expect(swapped.status).toBe(200);
    expect((await standings(leagueId)).standings[0].total).toBe(5);
    await saveEpisode(49, 4, { 49010: { tribeImmunityWins: 1 }, 49013: { shotInDarkWin: 1 } });
    const row = (await standings(leagueId)).standings[0];
    expect(row.total).toBe(5 + 4);
    expect(row.breakdown).toMatchObject({ 49010: 5, 49013: 4 });
    // Re-saving an earlier episode does not make the swapped-in castaway retroactive.
    await saveEpisode(49, 2, { 49010: { idolObtained: 1 }, 49013: { idolObtained: 2 } });
    expect((await standings(leagueId)).standings[0].total).toBe(9);
  });

  it('two admins saving the same episode: the second, holding an old version, gets 409 and overwrites nothing', async () => {
    const loaded = await t.request<{ version: number }>('GET', '/api/scores/50/5');
    const first = await saveEpisode(
      50,
      5,
      { 50001: { tribeImmunityWins: 1 } },
      { 'if-match': String(loaded.body.version) },
    );
    expect(first.status).toBe(200);
    const second = await saveEpisode(
      50,
      5,
      { 50002: { tribeImmunityWins: 1 } },
      { 'if-match': String(loaded.body.version) },
    );
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(SCORE_MESSAGES.staleVersion);
    const now = await t.request<{ records: Record<string, unknown>; version: number }>('GET', '/api/scores/50/5');
    expect(Object.keys(now.body.records)).toEqual(['50001']);
    expect(now.body.version).toBe(first.body.version);
  });

  it('concurrent saves with the same expected version: exactly one wins', async () => {
    const loaded = await t.request<{ version: number }>('GET', '/api/scores/50/6');
    const results = await Promise.all(
      [50001, 50002, 50003].map((id) =>
        saveEpisode(50, 6, { [id]: { tribeRewardWins: 1 } }, { 'if-match': String(loaded.body.version) }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it.each([
    [{ 49001: { votesAgainst: 1.5 } }, 'votesAgainst'],
    [{ 49001: { votesAgainst: -1 } }, 'votesAgainst'],
    [{ 49001: { individualImmunityWins: 3.2 } }, 'individualImmunityWins'],
    [{ 49001: { finalPlacement: 4 } }, 'finalPlacement'],
    [{ 49001: { votedOut: 'yes' } }, 'votedOut'],
    [{ 49001: { madeUpCategory: 1 } }, '49001'],
    [{ abc: {} }, 'abc'],
  ])('bad records are refused with 400 naming the field: %j', async (records, field) => {
    const response = await saveEpisode(49, 7, records);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(field);
  });

  it('scores for a castaway of another season, or an episode outside 2-14, are refused', async () => {
    expect((await saveEpisode(49, 8, { 50001: { tribeRewardWins: 1 } })).body.message).toBe(
      SCORE_MESSAGES.unknownCastaway,
    );
    expect((await saveEpisode(49, 15, {})).status).toBe(400);
    expect((await saveEpisode(49, 1, {})).status).toBe(400);
  });

  it('clearing scores returns standings to zero, and a viewer sees it live as compact totals', async () => {
    const leagueId = await createLeague(t);
    await draftTeam(leagueId, 'Clear', [49014, 49015, 49016]);
    await saveEpisode(49, 9, { 49014: { tribeImmunityWins: 1 } });
    expect((await standings(leagueId)).standings[0].total).toBe(1);
    const viewer = await t.connectLive();
    const ack = await viewer.timeout(5000).emitWithAck('subscribe', { leagueId, season: 49 });
    const changes: StandingsChange[] = [];
    viewer.on('standings', (c: StandingsChange) => changes.push(c));
    await t.request('DELETE', '/api/scores', { headers: await admin() });
    await expect.poll(() => changes.length).toBe(1);
    expect(changes[0]).toMatchObject({
      fromVersion: ack.version,
      changed: [],
      totals: { total: [0], previous: [0] },
    });
    expect((await t.request('GET', '/api/scores/49')).body).toEqual({});
  });
});

describe('inventory', () => {
  it('idols and advantages go up and down, never below zero', async () => {
    const adjust = async (itemType: string, amount: number) =>
      t.request<Inventory & { message?: string }>('POST', '/api/inventory/49003/adjust', {
        headers: await admin(),
        body: { itemType, amount },
      });
    expect((await adjust('idols', 1)).body['49003']).toEqual({ idols: 1, advantages: 0 });
    expect((await adjust('advantages', 1)).body['49003']).toEqual({ idols: 1, advantages: 1 });
    expect((await adjust('idols', -1)).body['49003']).toEqual({ idols: 0, advantages: 1 });
    const below = await adjust('idols', -1);
    expect(below.status).toBe(400);
    expect(below.body.message).toBe(INVENTORY_MESSAGES.belowZero('idols'));
    expect((await adjust('idols', 2)).status).toBe(400);
    expect((await adjust('beans', 1)).status).toBe(400);
    expect((await t.request<Inventory>('GET', '/api/inventory')).body['49003']).toEqual({ idols: 0, advantages: 1 });
    expect(
      (
        await t.request('POST', '/api/inventory/99999/adjust', {
          headers: await admin(),
          body: { itemType: 'idols', amount: 1 },
        })
      ).status,
    ).toBe(404);
  });
});

describe('replay', () => {
  it('projections:rebuild gives identical standings after scoring, swaps and clears', async () => {
    const dump = async () => {
      const out: Record<string, string[]> = {};
      for (const table of [
        'standings',
        'standings_versions',
        'episode_scores',
        'episode_versions',
        'drafts',
        'draft_stints',
        'inventory',
        'castaways',
      ]) {
        out[table] = (await t.query(`SELECT * FROM ${table}`)).rows.map((r) => JSON.stringify(r)).sort();
      }
      return out;
    };
    const before = await dump();
    await t.app.get(ProjectionRebuilder).rebuild();
    expect(await dump()).toEqual(before);
  });
});
