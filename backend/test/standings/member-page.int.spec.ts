import { MemberPage } from '@tribal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeague, startTestApp, TestApp } from '../support/test-app';
import { seasonStory } from './support/season-story';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp('member-page', { env: {} });
});
afterAll(() => t?.close());

const page = (leagueId: string, userName: string) =>
  t.request<MemberPage>('GET', `/api/leagues/${leagueId}/members/${encodeURIComponent(userName)}`);

describe('the public member page', () => {
  it('shows the team with its swap, points per castaway per episode and the rank after each episode', async () => {
    const leagueId = await seasonStory(t);
    const parvati = (await page(leagueId, 'parvati')).body;
    expect(parvati.userName).toBe('Parvati');
    expect(parvati.team.map((c) => c.castawayId)).toEqual([49001, 49002, 49010]);
    expect(parvati.swaps).toEqual([
      {
        out: expect.objectContaining({ castawayId: 49003 }),
        in: expect.objectContaining({ castawayId: 49010 }),
        fromEpisode: 4,
      },
    ]);
    expect(parvati.episodes).toEqual([2, 3, 4]);
    expect(parvati.castaways.map((c) => [c.castawayId, c.fromEpisode, c.toEpisode, c.points])).toEqual([
      [49001, 1, null, { 2: 1 }],
      [49002, 1, null, {}],
      [49003, 1, 3, { 3: 4 }],
      [49010, 4, null, { 4: 2 }],
    ]);
    expect(parvati.rankByEpisode).toEqual([
      { episode: 2, total: 1, rank: 2 },
      { episode: 3, total: 5, rank: 1 },
      { episode: 4, total: 7, rank: 1 },
    ]);
    const amanda = (await page(leagueId, 'Amanda')).body;
    expect(amanda.pickBonus).toEqual({ 3: 3 });
    expect(amanda.swaps).toEqual([]);
  });

  it('answers 404 with a message for an unknown member or league', async () => {
    const leagueId = await createLeague(t);
    const member = await page(leagueId, 'Nobody');
    expect(member.status).toBe(404);
    expect((member.body as unknown as { message: string }).message).toBe('Member not found');
    const league = await page('no-such-league', 'Nobody');
    expect(league.status).toBe(404);
    expect((league.body as unknown as { message: string }).message).toBe('League not found');
    // A season that does not exist is 404 too; one that is not a season number, 400.
    const season = await t.request('GET', `/api/leagues/${leagueId}/members/Nobody?season=51`);
    expect(season.status).toBe(404);
    const notASeason = await t.request('GET', `/api/leagues/${leagueId}/members/Nobody?season=1000`);
    expect(notASeason.status).toBe(400);
  });
});
