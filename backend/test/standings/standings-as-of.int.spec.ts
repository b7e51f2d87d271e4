import { get } from 'node:http';
import { StandingsSnapshot, standingsView } from '@tribal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeague, startTestApp, TestApp } from '../support/test-app';
import { score as scoreWith, seasonStory } from './support/season-story';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp('standings-as-of', { env: {} });
});
afterAll(() => t?.close());

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
const rowsOf = (s: StandingsSnapshot) => standingsView(s).standings;
const totals = (s: StandingsSnapshot) => rowsOf(s).map((r) => [r.userName, r.total, r.rank]);

describe('standings as of an episode', () => {
  it('counts only episodes up to E, pick bonuses included, and the swap only from its episode on', async () => {
    const leagueId = await seasonStory(t);
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
    expect(rowsOf(three).find((r) => r.userName === 'Amanda')?.breakdown).toEqual({
      49004: -1,
      49005: 0,
      49006: 0,
      eliminationPick: 3,
    });
    // Movement compares with the ranks after episode 2: Parvati up one, Cirie down one, Amanda up one.
    expect(rowsOf(three).map((r) => [r.userName, r.movement])).toEqual([
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
    const leagueId = await seasonStory(t);
    const [latest, current] = await Promise.all([asOf(leagueId, 14), live(leagueId)]);
    expect(latest.body).toEqual(current.body);
  });

  it('is cacheable: an unchanged answer revalidates with 304; a corrected past episode changes it', async () => {
    const leagueId = await seasonStory(t);
    const first = await asOf(leagueId, 3);
    expect(first.headers.get('cache-control')).toContain('must-revalidate');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await revalidate(`/api/leagues/${leagueId}/standings?season=49&asOfEpisode=3`, etag as string);
    expect(again).toBe(304);
    // A later episode does not change what episode 3 looked like.
    await scoreWith(t, 5, { 49008: { individualRewardWins: 1 } });
    const after = await asOf(leagueId, 3);
    expect(totals(after.body)).toEqual(totals(first.body));
    // Correcting episode 2 does.
    await scoreWith(t, 2, { 49007: { individualRewardWins: 2 }, 49001: { tribeImmunityWins: 1 } });
    const corrected = await asOf(leagueId, 3);
    expect(rowsOf(corrected.body).find((r) => r.userName === 'Cirie')?.total).toBe(4);
  });

  it('refuses an episode outside the season and answers 404 for an unknown league', async () => {
    const leagueId = await createLeague(t);
    for (const bad of [0, 15, 'x', 2.5]) {
      const response = await asOf(leagueId, bad);
      expect(response.status).toBe(400);
      expect((response.body as unknown as { message: string }).message).toContain('asOfEpisode must be a whole number');
    }
    // Past the season's finale: the message names the season's own range.
    expect(((await asOf(leagueId, 15)).body as unknown as { message: string }).message).toBe(
      'asOfEpisode must be a whole number from 1 to 14',
    );
    const missing = await asOf('no-such-league', 3);
    expect(missing.status).toBe(404);
    expect((missing.body as unknown as { message: string }).message).toBe('League not found');
  });
});
