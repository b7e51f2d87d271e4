import { EliminationPicks, LIVE_EVENTS, PickBoard, PicksChangedMessage } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { createLeague, joinLeague, setUpTestApp } from '../support/test-app';

/**
 * The pick push's spacing, injected: longer than the app's second, so the burst below (five picks, answered in
 * up to a second and a half on a busy 2-core machine) lands inside it however slow the machine is.
 */
const PICKS_PUSH_SPACING_MS = 4000;
const admin = async () => ({ authorization: `Bearer ${await t.adminToken()}` });

const t = setUpTestApp('sealed-picks', { env: { PICKS_PUSH_SPACING_MS: String(PICKS_PUSH_SPACING_MS) } });

const CUTOFF = '2026-03-11T00:00:00.000Z';
const BEFORE = new Date('2026-03-10T23:00:00.000Z');
const AFTER = new Date('2026-03-11T00:00:00.000Z');

async function pick(leagueId: string, userName: string, episode: number, castawayId: number, token: string) {
  const response = await t.request('POST', `/api/leagues/${leagueId}/elimination-pick`, {
    headers: { 'x-entry-token': token },
    body: { userName, episode, castawayId },
  });
  expect(response.status).toBe(200);
}
const list = (leagueId: string, headers: Record<string, string> = {}) =>
  t.request<EliminationPicks>('GET', `/api/leagues/${leagueId}/elimination-picks`, { headers });
const board = (leagueId: string, headers: Record<string, string> = {}) =>
  t.request<PickBoard>('GET', `/api/leagues/${leagueId}/elimination-picks/board`, { headers });

/** A league with an episode-5 cutoff; Boston Rob and Sandra have picked for it before the cutoff. */
async function leagueWithPicks() {
  const leagueId = await createLeague(t, { leagueName: 'Sealed Pool' });
  const cutoffs = await t.request('PUT', `/api/leagues/${leagueId}/elimination-cutoff`, {
    headers: await admin(),
    body: { cutoffs: { 5: CUTOFF } },
  });
  expect(cutoffs.status).toBe(200);
  const rob = await joinLeague(t, leagueId, 'BostonRob');
  const sandra = await joinLeague(t, leagueId, 'Sandra');
  t.clock.set(BEFORE);
  await pick(leagueId, 'BostonRob', 5, 49004, rob);
  await pick(leagueId, 'Sandra', 5, 49009, sandra);
  return { leagueId, rob, sandra };
}

describe('sealed picks: before the cutoff', () => {
  it('an anonymous visitor sees nobody’s pick; a member sees only their own; the admin sees all', async () => {
    const { leagueId, rob, sandra } = await leagueWithPicks();
    try {
      t.clock.set(BEFORE);
      expect((await list(leagueId)).body).toEqual({});
      expect((await list(leagueId, { 'x-entry-token': rob })).body).toEqual({ BostonRob: { 5: 49004 } });
      expect((await list(leagueId, { 'x-entry-token': sandra })).body).toEqual({ Sandra: { 5: 49009 } });
      expect((await list(leagueId, await admin())).body).toEqual({ BostonRob: { 5: 49004 }, Sandra: { 5: 49009 } });

      const seenByRob = (await board(leagueId, { 'x-entry-token': rob })).body;
      expect(seenByRob.viewer).toBe('member');
      expect(seenByRob.viewerUserName).toBe('BostonRob');
      expect(seenByRob.episodes).toEqual([
        {
          episode: 5,
          cutoff: CUTOFF,
          // season 49 has no air schedule in this file: the cutoff alone unseals
          unsealsAt: CUTOFF,
          closed: false,
          votedOut: [],
          picks: [{ userName: 'BostonRob', castawayId: 49004, correct: null }],
        },
      ]);
    } finally {
      t.clock.set(null);
    }
  });

  it('a vote-out recorded before the league’s cutoff closes the episode: anyone then sees the picks and who was right', async () => {
    const { leagueId } = await leagueWithPicks();
    try {
      const scored = await t.request('PUT', '/api/scores/49/5', {
        headers: await admin(),
        body: { 49004: { votedOut: true } },
      });
      expect(scored.status).toBe(200);
      t.clock.set(BEFORE);
      const episode = (await board(leagueId)).body.episodes[0];
      expect([episode.closed, episode.votedOut]).toEqual([true, [49004]]);
      expect(episode.picks).toEqual([
        { userName: 'BostonRob', castawayId: 49004, correct: true },
        { userName: 'Sandra', castawayId: 49009, correct: false },
      ]);
    } finally {
      t.clock.set(null);
      await t.request('DELETE', '/api/scores', { headers: await admin() });
    }
  });

  it('the live push about a changed pick names the episode only, never the pick', async () => {
    const { leagueId, rob } = await leagueWithPicks();
    const viewer = await t.connectLive();
    await viewer.timeout(5000).emitWithAck(LIVE_EVENTS.subscribePicks, { leagueId, season: 49 });
    const pushed: unknown[] = [];
    viewer.on(LIVE_EVENTS.picks, (message: PicksChangedMessage) => pushed.push(message));
    try {
      t.clock.set(BEFORE);
      await pick(leagueId, 'BostonRob', 5, 49007, rob);
      // leagueWithPicks' own picks for episode 5 opened its push spacing a moment ago: this change is pushed when
      // that second is over, so the wait outlasts the spacing (bounded, with room for a busy machine).
      await expect.poll(() => pushed.length, { timeout: PICKS_PUSH_SPACING_MS + 4000 }).toBe(1);
      expect(pushed[0]).toEqual({ leagueId, season: 49, episode: 5 });
      expect(JSON.stringify(pushed[0])).not.toContain('BostonRob');
      expect(JSON.stringify(pushed[0])).not.toContain('49007');
    } finally {
      t.clock.set(null);
      viewer.disconnect();
    }
  });
});

describe('sealed picks: the pick board subscription', () => {
  it('joins the picks room alone: its ack carries no standings, and it hears a changed pick', async () => {
    const { leagueId, rob } = await leagueWithPicks();
    const board = await t.connectLive();
    const standings: unknown[] = [];
    board.on(LIVE_EVENTS.standings, (change: unknown) => standings.push(change));
    const ack = await board.timeout(5000).emitWithAck(LIVE_EVENTS.subscribePicks, { leagueId, season: 49 });
    // No snapshot, no version: the board holds no standings and is sent none.
    expect(ack).toEqual({ ok: true });
    const pushed: PicksChangedMessage[] = [];
    board.on(LIVE_EVENTS.picks, (message: PicksChangedMessage) => pushed.push(message));
    try {
      t.clock.set(BEFORE);
      // A new episode: its first change is pushed at once (episode 5's spacing may still be running).
      await pick(leagueId, 'BostonRob', 7, 49003, rob);
      await expect.poll(() => pushed.length, { timeout: PICKS_PUSH_SPACING_MS + 4000 }).toBeGreaterThanOrEqual(1);
      expect(pushed).toContainEqual({ leagueId, season: 49, episode: 7 });
      // Another member joining changes the standings, which the board never asked for.
      await joinLeague(t, leagueId, 'Parvati');
      await new Promise((r) => setTimeout(r, 500));
      expect(standings).toEqual([]);
    } finally {
      t.clock.set(null);
      board.disconnect();
    }
  });

  it('a bad picks subscription is refused with a message, and the socket stays usable', async () => {
    const board = await t.connectLive();
    try {
      for (const body of [
        null,
        'league',
        { leagueId: 'x' },
        { leagueId: 5, season: 49 },
        { leagueId: '', season: 49 },
      ]) {
        const ack = await board.timeout(5000).emitWithAck(LIVE_EVENTS.subscribePicks, body);
        expect(ack).toEqual({ ok: false, message: 'subscribe-picks needs { leagueId, season } with a season number.' });
      }
      const unknownSeason = await board
        .timeout(5000)
        .emitWithAck(LIVE_EVENTS.subscribePicks, { leagueId: 'x', season: 951 });
      expect(unknownSeason).toMatchObject({ ok: false, status: 404 });
      expect(unknownSeason.message).toContain('951');
      const leagueId = await createLeague(t);
      expect(await board.timeout(5000).emitWithAck(LIVE_EVENTS.subscribePicks, { leagueId, season: 49 })).toEqual({
        ok: true,
      });
    } finally {
      board.disconnect();
    }
  });
});

describe('sealed picks: the push in a rush', () => {
  it('a burst of pick changes is pushed at once and once more when its second is over, not once per pick', async () => {
    const { leagueId, rob, sandra } = await leagueWithPicks();
    const viewer = await t.connectLive();
    await viewer.timeout(5000).emitWithAck(LIVE_EVENTS.subscribePicks, { leagueId, season: 49 });
    const pushedAt: number[] = [];
    viewer.on(LIVE_EVENTS.picks, (message: PicksChangedMessage) => {
      if (message.episode === 6) pushedAt.push(Date.now());
    });
    try {
      t.clock.set(BEFORE);
      const started = Date.now();
      await pick(leagueId, 'BostonRob', 6, 49001, rob);
      await expect.poll(() => pushedAt.length, { timeout: PICKS_PUSH_SPACING_MS }).toBe(1);
      expect(pushedAt[0] - started).toBeLessThan(PICKS_PUSH_SPACING_MS);
      // Five more changes at once, inside the second the first push opened (pick() expects each to answer 200).
      await Promise.all(
        [1, 2, 3, 4, 5].map((i) => pick(leagueId, i % 2 ? 'Sandra' : 'BostonRob', 6, 49001 + i, i % 2 ? sandra : rob)),
      );
      const burstAnswered = Date.now();
      expect(burstAnswered - pushedAt[0], 'the burst was answered within the spacing').toBeLessThan(
        PICKS_PUSH_SPACING_MS,
      );
      // Their one push comes when the second is over: a bounded wait longer than the spacing.
      await expect.poll(() => pushedAt.length, { timeout: PICKS_PUSH_SPACING_MS + 4000 }).toBe(2);
      expect(pushedAt[1] - pushedAt[0]).toBeGreaterThanOrEqual(PICKS_PUSH_SPACING_MS - 50);
      // Nothing changed after the burst, so no push follows once the next second is over too.
      await new Promise((r) => setTimeout(r, PICKS_PUSH_SPACING_MS + 500));
      expect(pushedAt).toHaveLength(2);
    } finally {
      t.clock.set(null);
      viewer.disconnect();
    }
  });
});

describe('sealed picks: after the cutoff', () => {
  it('everyone sees everyone’s pick and who was right', async () => {
    const { leagueId } = await leagueWithPicks();
    try {
      const scored = await t.request('PUT', '/api/scores/49/5', {
        headers: await admin(),
        body: { 49009: { votedOut: true } },
      });
      expect(scored.status).toBe(200);
      t.clock.set(AFTER);
      expect((await list(leagueId)).body).toEqual({ BostonRob: { 5: 49004 }, Sandra: { 5: 49009 } });
      const episode = (await board(leagueId)).body.episodes[0];
      expect(episode).toEqual({
        episode: 5,
        cutoff: CUTOFF,
        unsealsAt: CUTOFF,
        closed: true,
        votedOut: [49009],
        picks: [
          { userName: 'BostonRob', castawayId: 49004, correct: false },
          { userName: 'Sandra', castawayId: 49009, correct: true },
        ],
      });
    } finally {
      t.clock.set(null);
      await t.request('DELETE', '/api/scores', { headers: await admin() });
    }
  });

  it('without a cutoff, an episode’s picks unseal once its scores record the vote-out', async () => {
    const leagueId = await createLeague(t);
    const token = await joinLeague(t, leagueId, 'Tony');
    await pick(leagueId, 'Tony', 6, 49002, token);
    try {
      expect((await list(leagueId)).body).toEqual({});
      await t.request('PUT', '/api/scores/49/6', { headers: await admin(), body: { 49002: { votedOut: true } } });
      expect((await list(leagueId)).body).toEqual({ Tony: { 6: 49002 } });
    } finally {
      await t.request('DELETE', '/api/scores', { headers: await admin() });
    }
  });
});

describe('sealed picks: the schedule’s air time is the cutoff when the league set none', () => {
  it('an episode’s picks stay sealed until it airs, then everyone sees them', async () => {
    const airs = '2026-03-19T00:00:00.000Z';
    const saved = await t.request('PUT', '/api/seasons/49/schedule', {
      headers: await admin(),
      body: { 7: airs },
    });
    expect(saved.status).toBe(200);
    const leagueId = await createLeague(t);
    const token = await joinLeague(t, leagueId, 'Yul');
    try {
      t.clock.set(new Date('2026-03-18T23:00:00.000Z'));
      await pick(leagueId, 'Yul', 7, 49008, token);
      expect((await list(leagueId)).body).toEqual({});
      expect((await board(leagueId)).body.episodes.find((e) => e.episode === 7)).toMatchObject({
        cutoff: airs,
        closed: false,
        picks: [],
      });
      t.clock.set(new Date(airs));
      expect((await list(leagueId)).body).toEqual({ Yul: { 7: 49008 } });
    } finally {
      t.clock.set(null);
      await t.request('PUT', '/api/seasons/49/schedule', { headers: await admin(), body: {} });
    }
  });
});

describe('sealed picks: bad input', () => {
  it('an entry token of no member of the league is refused; an unknown league answers 404', async () => {
    const { leagueId } = await leagueWithPicks();
    t.clock.set(null);
    const other = await createLeague(t);
    const stranger = await joinLeague(t, other, 'Stranger');
    const refused = await list(leagueId, { 'x-entry-token': stranger });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: expect.any(String) });
    const missing = await board('no-such-league', { 'x-entry-token': stranger });
    expect(missing.status).toBe(404);
    expect((missing.body as unknown as { message: string }).message).toBe('League not found');
    expect((await list('no-such-league')).status).toBe(404);
  });
});
