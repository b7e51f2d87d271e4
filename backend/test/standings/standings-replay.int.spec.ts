import { StandingsReplay, StandingsSnapshot, standingsView } from '@tribal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeague, joinBody, startTestApp, TestApp } from '../support/test-app';
import { score, seasonStory } from './support/season-story';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp('standings-replay', { env: {} });
});
afterAll(() => t?.close());

const replay = (leagueId: string, episode: number | string) =>
  t.request<StandingsReplay>('GET', `/api/leagues/${leagueId}/standings/replay?season=49&episode=${episode}`);
const standings = (leagueId: string, asOf?: number) =>
  t.request<StandingsSnapshot>(
    'GET',
    `/api/leagues/${leagueId}/standings?season=49${asOf === undefined ? '' : `&asOfEpisode=${asOf}`}`,
  );
/** Totals and ranks in member-name order, as the replay lists them. */
function inNameOrder(snapshot: StandingsSnapshot, members: string[]) {
  const byName = new Map(standingsView(snapshot).standings.map((r) => [r.userName, r]));
  return {
    totals: members.map((m) => byName.get(m)?.total),
    ranks: members.map((m) => byName.get(m)?.rank),
  };
}

describe('episode replay', () => {
  it('starts from the standings as of the episode before and its last step equals the live totals', async () => {
    const leagueId = await seasonStory(t);
    const { body } = await replay(leagueId, 4);
    expect(body.members).toEqual(['Amanda', 'Cirie', 'Parvati']);
    expect(body.before).toEqual(inNameOrder((await standings(leagueId, 3)).body, body.members));
    expect(body.steps.length).toBeGreaterThan(0);
    const last = body.steps.at(-1);
    expect({ totals: last?.totals, ranks: last?.ranks }).toEqual(
      inNameOrder((await standings(leagueId)).body, body.members),
    );
  });

  it('a grid save is one step carrying its points and its vote-out, with the pick bonus in the totals', async () => {
    const leagueId = await seasonStory(t);
    const { body } = await replay(leagueId, 3);
    expect(body.before.totals).toEqual([0, 2, 1]);
    expect(body.steps).toEqual([
      expect.objectContaining({
        kind: 'grid-save',
        points: { 49003: 4, 49004: -1 },
        votedOut: [49004],
        // Amanda: -1 for 49004's votes, +3 for her pick; Parvati: +4 for 49003's idol.
        totals: [2, 2, 5],
        ranks: [2, 2, 1],
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    ]);
  });

  it('live happenings are the steps, in order, an undone one left out; the last step equals the live totals', async () => {
    const leagueId = await seasonStory(t);
    const admin = { authorization: `Bearer ${await t.adminToken()}` };
    const happen = async (body: unknown) => {
      const response = await t.request<{ id: number }>('POST', '/api/scores/49/5/happenings', { headers: admin, body });
      expect(response.status).toBe(201);
      return response.body.id;
    };
    // Episode 5 as it airs: Cirie's 49008 wins reward, Parvati's 49010 finds an idol (undone: it was a fake),
    // then 49002 (Parvati's) goes home with 49005 (Amanda's) voting right.
    const reward = await happen({ kind: 'individualRewardWin', castawayId: 49008 });
    const fake = await happen({ kind: 'idolObtained', castawayId: 49010 });
    const undone = await t.request('DELETE', `/api/scores/49/5/happenings/${fake}`, { headers: admin });
    expect(undone.status).toBe(200);
    const council = await happen({
      kind: 'tribalCouncil',
      votes: [{ voter: 49005, target: 49002 }],
      votedOut: [49002],
    });

    const { body } = await replay(leagueId, 5);
    expect(body.steps.map((s) => [s.kind, s.happeningId])).toEqual([
      ['happening', String(reward)],
      ['happening', String(council)],
    ]);
    expect(body.before).toEqual(inNameOrder((await standings(leagueId, 4)).body, body.members));
    // Cirie gains 2 at the reward; the council moves Amanda and Parvati.
    expect(body.steps[0].totals).toEqual([body.before.totals[0], body.before.totals[1] + 2, body.before.totals[2]]);
    const last = body.steps.at(-1);
    expect({ totals: last?.totals, ranks: last?.ranks }).toEqual(
      inNameOrder((await standings(leagueId)).body, body.members),
    );
  });

  it('a vote-out corrected away re-seals the episode: the anonymous replay tells nothing of who picks that castaway', async () => {
    const leagueId = await seasonStory(t);
    const admin = { authorization: `Bearer ${await t.adminToken()}` };
    const tokens = Object.fromEntries(
      await Promise.all(
        ['Amanda', 'Cirie', 'Parvati'].map(async (name) => {
          const link = await t.request<{ entryToken: string }>('POST', `/api/leagues/${leagueId}/join`, {
            body: { ...joinBody(`${name}Picker`) },
          });
          expect(link.status).toBe(201);
          return [name, link.body.entryToken] as const;
        }),
      ),
    );
    const pickers = Object.keys(tokens);
    const pickAll = async (picks: Record<string, number>) => {
      for (const [name, castawayId] of Object.entries(picks)) {
        const response = await t.request('POST', `/api/leagues/${leagueId}/elimination-pick`, {
          headers: { 'x-entry-token': tokens[name] },
          body: { userName: `${name}Picker`, episode: 5, castawayId },
        });
        expect(response.status).toBe(200);
      }
    };
    await pickAll({ Amanda: 49002, Cirie: 49007, Parvati: 49008 });
    // The council votes 49002 out; then the admin's grid save says it was not a vote-out after all.
    const council = await t.request('POST', '/api/scores/49/5/happenings', {
      headers: admin,
      body: { kind: 'tribalCouncil', votes: [{ voter: 49005, target: 49002 }], votedOut: [49002] },
    });
    expect(council.status).toBe(201);
    await score(t, 5, { 49002: { votesAgainst: 1 } });
    const board = await t.request<{ episodes: Array<{ episode: number; closed: boolean }> }>(
      'GET',
      `/api/leagues/${leagueId}/elimination-picks/board`,
    );
    expect(board.body.episodes.find((e) => e.episode === 5)?.closed).toBe(false);

    const sealedView = async () => {
      const { status, body } = await replay(leagueId, 5);
      expect(status).toBe(200);
      const at = (name: string) => body.members.indexOf(`${name}Picker`);
      return body.steps.map((step) => pickers.map((name) => step.totals[at(name)]));
    };
    const first = await sealedView();
    // The members change their picks while the episode is open again: now Cirie picks 49002.
    await pickAll({ Amanda: 49007, Cirie: 49002, Parvati: 49008 });
    expect(await sealedView()).toEqual(first);
    expect(first.flat().every((total) => total === 0)).toBe(true);
  });

  it('an episode without scores has no steps; bad episodes, seasons and leagues are refused with a message', async () => {
    const leagueId = await seasonStory(t);
    expect((await replay(leagueId, 9)).body.steps).toEqual([]);
    for (const bad of [0, 15, 'x', '']) {
      const response = await replay(leagueId, bad);
      expect(response.status).toBe(400);
      expect((response.body as unknown as { message: string }).message).toContain('episode must be a whole number');
    }
    const other = await createLeague(t);
    expect((await t.request('GET', `/api/leagues/${other}/standings/replay?season=51&episode=3`)).status).toBe(404);
    expect((await t.request('GET', `/api/leagues/${other}/standings/replay?season=0&episode=3`)).status).toBe(400);
    const missing = await replay('no-such-league', 3);
    expect(missing.status).toBe(404);
    expect((missing.body as unknown as { message: string }).message).toBe('League not found');
  });
});
