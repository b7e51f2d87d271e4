import {
  EpisodeFeed,
  EpisodeScoresResponse,
  FeedItem,
  HAPPENING_MESSAGES,
  HappeningResponse,
  LIVE_EVENTS,
  StandingsChange,
  StandingsSnapshot,
  standingsView,
  TeamStint,
  TribalCouncilRecord,
  TribesAt,
} from '@tribal/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLeague, joinLeague, lockInDraft, setUpTestApp } from '../support/test-app';

// Sample cast of season 49: Manu = 49001, 49004, 49007, ...; Tavi = 49002, 49005, ...; Lomi = 49003, 49006, ...
const AVERY = 49001;
const JONAH = 49002;
const MILA = 49003;
const THEO = 49004;
const MANU = [49001, 49004, 49007, 49010, 49013, 49016];

let auth: Record<string, string>;

const t = setUpTestApp('happenings');
beforeAll(async () => {
  auth = { authorization: `Bearer ${await t.adminToken()}` };
});
beforeEach(async () => {
  await t.request('DELETE', '/api/scores', { headers: auth });
});

function post(episode: number, body: unknown, headers: Record<string, string> = {}) {
  return t.request<HappeningResponse & { message?: string }>('POST', `/api/scores/49/${episode}/happenings`, {
    headers: { ...auth, ...headers },
    body,
  });
}
const feed = async (episode: number) =>
  (await t.request<EpisodeFeed>('GET', `/api/scores/49/${episode}/happenings`)).body;
const records = async (episode: number) =>
  (await t.request<EpisodeScoresResponse>('GET', `/api/scores/49/${episode}`)).body.records;
const standingRows = async (leagueId: string) =>
  standingsView((await t.request<StandingsSnapshot>('GET', `/api/leagues/${leagueId}/standings`)).body).standings;
const eventCount = async () => Number((await t.query('SELECT count(*) FROM events')).rows[0].count);

async function draft(leagueId: string, userName: string, team: number[]) {
  const token = await joinLeague(t, leagueId, userName);
  expect((await lockInDraft(t, leagueId, userName, token, team)).status).toBe(201);
}

describe('happenings as they air', () => {
  it('Manu wins immunity: every Manu castaway gets +1, the feed says so and the standings move', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Live Pool' });
    await draft(leagueId, 'alice', [AVERY, THEO, JONAH]);
    await draft(leagueId, 'bob', [AVERY, MILA, JONAH]);

    const answer = await post(2, { kind: 'tribeImmunityWin', tribe: 'Manu' });
    expect(answer.status).toBe(201);
    expect(answer.body.points).toEqual(Object.fromEntries(MANU.map((id) => [String(id), 1])));
    expect(answer.body.version).toBe(answer.body.id);

    const items = (await feed(2)).happenings;
    expect(items.map((i) => [i.id, i.kind, i.tribe, i.undone])).toEqual([
      [answer.body.id, 'tribeImmunityWin', 'Manu', false],
    ]);
    expect(
      Object.keys(await records(2))
        .map(Number)
        .sort(),
    ).toEqual(MANU);
    const standings = await standingRows(leagueId);
    expect(standings.map((r) => [r.userName, r.total])).toEqual([
      ['alice', 2],
      ['bob', 1],
    ]);
    const stints = (await t.request<TeamStint[]>('GET', `/api/leagues/${leagueId}/team-stints`)).body;
    expect(stints.filter((s) => s.userName === 'alice').map((s) => s.castawayId)).toEqual([AVERY, JONAH, THEO]);
  });

  it('a tribal council: votes against, right side of the vote, the vote-out; the castaway page reads the votes', async () => {
    const council = {
      kind: 'tribalCouncil',
      votes: [
        { voter: AVERY, target: THEO },
        { voter: JONAH, target: THEO },
        { voter: THEO, target: AVERY },
        { voter: MILA, target: AVERY, nullified: true },
      ],
      votedOut: [THEO],
    };
    const answer = await post(3, council);
    expect(answer.status).toBe(201);
    expect(answer.body.points).toEqual({ [AVERY]: 0.5, [JONAH]: 1, [THEO]: -1 });
    const r = await records(3);
    expect(r[THEO]).toMatchObject({ votesAgainst: 2, votedOut: true });
    expect(r[AVERY]).toMatchObject({ votesAgainst: 1, rightSideOfVote: 1 });
    const councils = (await t.request<TribalCouncilRecord[]>('GET', '/api/tribal-councils/49')).body;
    expect(councils).toEqual([{ id: answer.body.id, episode: 3, votes: council.votes, votedOut: [THEO] }]);

    // Theo is out of the game from now on.
    const late = await post(4, { kind: 'idolObtained', castawayId: THEO });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(HAPPENING_MESSAGES.votedOutEarlier('Theo Lindqvist', 3));
  });

  it('bad input answers 400 naming the problem, and appends nothing', async () => {
    await post(3, { kind: 'tribalCouncil', votes: [{ voter: AVERY, target: THEO }], votedOut: [THEO] });
    const before = await eventCount();
    const cases: Array<[number, unknown, string]> = [
      [2, { kind: 'tribeImmunityWin', tribe: 'Solana' }, "Unknown tribe 'Solana' in episode 2"],
      [2, { kind: 'idolObtained', castawayId: 50001 }, HAPPENING_MESSAGES.unknownCastaway(50001, 49)],
      [4, { kind: 'shotInDarkWin', castawayId: THEO }, HAPPENING_MESSAGES.votedOutEarlier('Theo Lindqvist', 3)],
      [
        4,
        { kind: 'tribalCouncil', votes: [{ voter: THEO, target: AVERY }], votedOut: [AVERY] },
        HAPPENING_MESSAGES.voterNotInGame('Theo Lindqvist', 3),
      ],
      [15, { kind: 'idolObtained', castawayId: AVERY }, 'episode must be a whole number from 2 to 14'],
      [14, { kind: 'finalPlacement', castawayId: AVERY, place: 4 }, 'place must be 1, 2 or 3'],
      [2, { kind: 'idolFound', castawayId: AVERY }, 'kind must be one of'],
      [2, { kind: 'individualImmunityWin', castawayId: AVERY }, HAPPENING_MESSAGES.immunityRemaining(18)],
    ];
    for (const [episode, body, message] of cases) {
      const answer = await post(episode, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    expect(await eventCount()).toBe(before);
  });

  it('two admins tapping at once on two phones: every tap counts, none is lost', async () => {
    const taps = Array.from({ length: 24 }, (_, i) =>
      post(5, { kind: i % 2 ? 'advantageObtained' : 'individualRewardWin', castawayId: i % 3 ? AVERY : JONAH }),
    );
    const answers = await Promise.all(taps);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(24);
    const items = (await feed(5)).happenings;
    expect(items).toHaveLength(24);
    const r = await records(5);
    // 16 taps for Avery, 8 for Jonah; half of each kind.
    expect(r[AVERY].individualRewardWins + r[AVERY].advantageObtained).toBe(16);
    expect(r[JONAH].individualRewardWins + r[JONAH].advantageObtained).toBe(8);
  });

  it('a retried request with the same Idempotency-Key counts once', async () => {
    const key = { 'idempotency-key': 'phone-1-tap-42' };
    const first = await Promise.all([1, 2, 3].map(() => post(6, { kind: 'idolObtained', castawayId: MILA }, key)));
    const again = await post(6, { kind: 'idolObtained', castawayId: MILA }, key);
    expect(new Set([...first, again].map((a) => a.body.id)).size).toBe(1);
    expect((await feed(6)).happenings).toHaveLength(1);
    expect((await records(6))[MILA].idolObtained).toBe(1);
  });

  it('If-Match with a stale score-stream version gets 409 with the current version', async () => {
    const first = await post(7, { kind: 'idolObtained', castawayId: AVERY });
    const ok = await post(7, { kind: 'idolAbandoned', castawayId: AVERY }, { 'if-match': String(first.body.version) });
    expect(ok.status).toBe(201);
    const stale = await post(
      7,
      { kind: 'idolObtained', castawayId: AVERY },
      { 'if-match': String(first.body.version) },
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: HAPPENING_MESSAGES.staleVersion, version: ok.body.version });
    expect((await feed(7)).version).toBe(ok.body.version);
  });

  it('undo takes the points back with an event; the happening stays in the feed, marked undone', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Undo Pool' });
    await draft(leagueId, 'carol', [MILA, AVERY, JONAH]);
    const idol = await post(8, { kind: 'idolObtained', castawayId: MILA });
    const reward = await post(8, { kind: 'individualRewardWin', castawayId: AVERY });
    const total = async () => (await standingRows(leagueId))[0].total;
    expect(await total()).toBe(6);

    const undo = await t.request<HappeningResponse>('DELETE', `/api/scores/49/8/happenings/${idol.body.id}`, {
      headers: auth,
    });
    expect(undo.status).toBe(200);
    expect(undo.body.points).toEqual({ [MILA]: -4 });
    expect(await total()).toBe(2);
    expect((await feed(8)).happenings.map((i) => [i.id, i.undone])).toEqual([
      [idol.body.id, true],
      [reward.body.id, false],
    ]);
    expect((await records(8))[MILA]).toBeUndefined();

    const twice = await t.request('DELETE', `/api/scores/49/8/happenings/${idol.body.id}`, { headers: auth });
    expect(twice.status).toBe(409);
    const elsewhere = await t.request('DELETE', `/api/scores/49/9/happenings/${reward.body.id}`, { headers: auth });
    expect(elsewhere.status).toBe(404);
  });

  it('a grid save stays the correction tool: records are the happenings plus the correction, shown in the feed', async () => {
    await post(9, { kind: 'tribeRewardWin', tribe: 'Tavi' });
    const grid = await t.request<EpisodeScoresResponse>('GET', '/api/scores/49/9');
    const corrected = { ...grid.body.records, [JONAH]: { ...grid.body.records[JONAH], idolObtained: 1 } };
    const save = await t.request('PUT', '/api/scores/49/9', {
      headers: { ...auth, 'if-match': String(grid.body.version) },
      body: corrected,
    });
    expect(save.status).toBe(200);
    const items = (await feed(9)).happenings;
    expect(items.map((i) => [i.kind, i.points])).toEqual([
      ['tribeRewardWin', expect.objectContaining({ [JONAH]: 1 })],
      ['correction', { [JONAH]: 4 }],
    ]);
    expect((await records(9))[JONAH]).toMatchObject({ tribeRewardWins: 1, idolObtained: 1 });
  });

  it('a tribe swap from episode 10: Avery wins immunity with Tavi from then on, with Manu before', async () => {
    const before = await t.request<TribesAt>('GET', '/api/castaways/49/tribes?episode=9');
    expect(before.body[AVERY]).toBe('Manu');
    const swap = await t.request<TribesAt>('PUT', '/api/castaways/49/tribes', {
      headers: auth,
      body: { fromEpisode: 10, tribes: { [AVERY]: 'Tavi', [JONAH]: 'Manu' } },
    });
    expect(swap.status).toBe(200);
    expect(swap.body).toMatchObject({ [AVERY]: 'Tavi', [JONAH]: 'Manu' });
    expect((await t.request<TribesAt>('GET', '/api/castaways/49/tribes?episode=9')).body[AVERY]).toBe('Manu');
    expect((await t.request<TribesAt>('GET', '/api/castaways/49/tribes?episode=11')).body[AVERY]).toBe('Tavi');

    const ep9 = await post(9, { kind: 'tribeImmunityWin', tribe: 'Manu' });
    const ep10 = await post(10, { kind: 'tribeImmunityWin', tribe: 'Manu' });
    expect(Object.keys(ep9.body.points).map(Number)).toContain(AVERY);
    expect(Object.keys(ep10.body.points).map(Number)).not.toContain(AVERY);
    expect(Object.keys(ep10.body.points).map(Number)).toContain(JONAH);

    const unknown = await t.request('PUT', '/api/castaways/49/tribes', {
      headers: auth,
      body: { fromEpisode: 10, tribes: { 50001: 'Tavi' } },
    });
    expect(unknown.status).toBe(400);
    expect((unknown.body as { message: string }).message).toBe(HAPPENING_MESSAGES.unknownCastaway(50001, 49));
    const anonymous = await t.request('PUT', '/api/castaways/49/tribes', { body: { fromEpisode: 10, tribes: {} } });
    expect(anonymous.status).toBe(401);
  });

  it('every viewer of the season gets the feed line, and the league’s standings move live', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Viewers Pool' });
    await draft(leagueId, 'dave', [AVERY, JONAH, MILA]);
    const viewer = await t.connectLive();
    expect((await viewer.timeout(5000).emitWithAck(LIVE_EVENTS.subscribeSeason, { season: 49 })).ok).toBe(true);
    expect((await viewer.timeout(5000).emitWithAck(LIVE_EVENTS.subscribe, { leagueId, season: 49 })).ok).toBe(true);
    const line = new Promise<FeedItem>((resolve) => viewer.once(LIVE_EVENTS.happening, resolve));
    const moved = new Promise<StandingsChange>((resolve) => viewer.once(LIVE_EVENTS.standings, resolve));
    const answer = await post(11, { kind: 'shotInDarkWin', castawayId: AVERY });
    const item = await line;
    expect(item).toMatchObject({
      id: answer.body.id,
      kind: 'shotInDarkWin',
      castawayId: AVERY,
      points: { [AVERY]: 4 },
    });
    expect((await moved).totals?.total).toEqual([4]);
  });
});
