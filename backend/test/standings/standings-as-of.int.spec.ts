import { get } from 'node:http';
import { StandingsSnapshot } from '@tribal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeague, joinLeague, startTestApp, TestApp } from '../support/test-app';

let t: TestApp;
const admin = async () => ({ authorization: `Bearer ${await t.adminToken()}` });

beforeAll(async () => {
  t = await startTestApp('standings-as-of', { env: {} });
});
afterAll(() => t?.close());

async function score(episode: number, records: Record<number, Record<string, unknown>>) {
  const response = await t.request('PUT', `/api/scores/49/${episode}`, { headers: await admin(), body: records });
  expect(response.status).toBe(200);
}
async function post(path: string, token: string, body: unknown) {
  const response = await t.request('POST', path, {
    headers: { 'x-entry-token': token },
    body,
  });
  expect(response.status).toBeLessThan(300);
}
const asOf = (leagueId: string, episode: number | string) =>
  t.request<StandingsSnapshot>('GET', `/api/leagues/${leagueId}/standings?season=49&asOfEpisode=${episode}`);
const live = (leagueId: string) => t.request<StandingsSnapshot>('GET', `/api/leagues/${leagueId}/standings?season=49`);
/** A cache revalidating: fetch() would add `Cache-Control: no-cache` to a conditional request, so plain HTTP. */
function revalidate(path: string, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${t.baseUrl}${path}`, { headers: { 'if-none-match': etag } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
}
const totals = (s: StandingsSnapshot) => s.standings.map((r) => [r.userName, r.total, r.rank]);

/**
 * Three members: Parvati (49001-49003) swaps 49003 for 49010 after episode 3; Amanda (49004-49006) picks 49004 to
 * go home in episode 3 and is right; Cirie (49007-49009).
 */
async function season() {
  await t.request('DELETE', '/api/scores', { headers: await admin() });
  const leagueId = await createLeague(t, { leagueName: 'Heroes vs Villains' });
  const tokens: Record<string, string> = {};
  const teams: Record<string, number[]> = {
    Parvati: [49001, 49002, 49003],
    Amanda: [49004, 49005, 49006],
    Cirie: [49007, 49008, 49009],
  };
  for (const [name, team] of Object.entries(teams)) {
    tokens[name] = await joinLeague(t, leagueId, name);
    await post(`/api/leagues/${leagueId}/draft`, tokens[name], { userName: name, team });
  }
  await post(`/api/leagues/${leagueId}/elimination-pick`, tokens.Amanda, {
    userName: 'Amanda',
    episode: 3,
    castawayId: 49004,
  });
  // Episode 2: Cirie's 49007 wins individual reward (+2), Parvati's 49001 tribe immunity (+1).
  await score(2, { 49007: { individualRewardWins: 1 }, 49001: { tribeImmunityWins: 1 } });
  // Episode 3: Parvati's 49003 finds an idol (+4); Amanda's 49004 is voted out (Amanda's pick: +3).
  await score(3, { 49003: { idolObtained: 1 }, 49004: { votedOut: true, votesAgainst: 2 } });
  await post(`/api/leagues/${leagueId}/swap`, tokens.Parvati, { userName: 'Parvati', team: [49001, 49002, 49010] });
  // Episode 4: 49003 (swapped out) wins reward, 49010 (swapped in) obtains an advantage (+2).
  await score(4, { 49003: { individualRewardWins: 1 }, 49010: { advantageObtained: 1 } });
  return leagueId;
}

describe('standings as of an episode', () => {
  it('counts only episodes up to E, pick bonuses included, and the swap only from its episode on', async () => {
    const leagueId = await season();
    expect(totals((await asOf(leagueId, 1)).body)).toEqual([
      ['Amanda', 0, 1],
      ['Cirie', 0, 1],
      ['Parvati', 0, 1],
    ]);
    expect(totals((await asOf(leagueId, 2)).body)).toEqual([
      ['Cirie', 2, 1],
      ['Parvati', 1, 2],
      ['Amanda', 0, 3],
    ]);
    const three = (await asOf(leagueId, 3)).body;
    expect(totals(three)).toEqual([
      ['Parvati', 5, 1],
      ['Amanda', 2, 2],
      ['Cirie', 2, 2],
    ]);
    expect(three.standings.find((r) => r.userName === 'Amanda')?.breakdown).toEqual({
      49004: -1,
      49005: 0,
      49006: 0,
      eliminationPick: 3,
    });
    // Movement compares with the ranks after episode 2: Parvati up one, Cirie down one, Amanda up one.
    expect(three.standings.map((r) => [r.userName, r.movement])).toEqual([
      ['Parvati', 1],
      ['Amanda', 1],
      ['Cirie', -1],
    ]);
    // Episode 4: Parvati gets 49010's advantage, not 49003's reward (swapped out before episode 4).
    expect(totals((await asOf(leagueId, 4)).body)).toEqual([
      ['Parvati', 7, 1],
      ['Amanda', 2, 2],
      ['Cirie', 2, 2],
    ]);
  });

  it('as of the last episode it is exactly the live snapshot, in the same shape', async () => {
    const leagueId = await season();
    const [latest, current] = await Promise.all([asOf(leagueId, 14), live(leagueId)]);
    expect(latest.body).toEqual(current.body);
  });

  it('is cacheable: an unchanged answer revalidates with 304; a corrected past episode changes it', async () => {
    const leagueId = await season();
    const first = await asOf(leagueId, 3);
    expect(first.headers.get('cache-control')).toContain('must-revalidate');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await revalidate(`/api/leagues/${leagueId}/standings?season=49&asOfEpisode=3`, etag as string);
    expect(again).toBe(304);
    // A later episode does not change what episode 3 looked like.
    await score(5, { 49008: { individualRewardWins: 1 } });
    const after = await asOf(leagueId, 3);
    expect(totals(after.body)).toEqual(totals(first.body));
    // Correcting episode 2 does.
    await score(2, { 49007: { individualRewardWins: 2 }, 49001: { tribeImmunityWins: 1 } });
    const corrected = await asOf(leagueId, 3);
    expect(corrected.body.standings.find((r) => r.userName === 'Cirie')?.total).toBe(4);
  });

  it('refuses an episode outside the season and answers 404 for an unknown league', async () => {
    const leagueId = await createLeague(t);
    for (const bad of [0, 15, 'x', 2.5]) {
      const response = await asOf(leagueId, bad);
      expect(response.status).toBe(400);
      expect((response.body as unknown as { message: string }).message).toContain(
        'asOfEpisode must be a whole number from 1 to 14',
      );
    }
    const missing = await asOf('no-such-league', 3);
    expect(missing.status).toBe(404);
    expect((missing.body as unknown as { message: string }).message).toBe('League not found');
  });
});
