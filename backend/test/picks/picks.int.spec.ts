import {
  DEFAULT_EPISODE_RANGES,
  EliminationPicks,
  MESSAGES,
  PICK_MESSAGES,
  StandingsChange,
  StandingsSnapshot,
  SWAP_MESSAGES,
  standingsView,
} from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { ProjectionRebuilder } from '../../src/event-store/projection-rebuilder';
import { createLeague, joinLeague, lockInDraft, setUpTestApp } from '../support/test-app';

const admin = async () => ({ authorization: `Bearer ${await t.adminToken()}` });

const t = setUpTestApp('picks', { env: {} });

function pick(leagueId: string, userName: string, episode: number, castawayId: number, token: string | undefined) {
  return t.request<{ message: string }>('POST', `/api/leagues/${leagueId}/elimination-pick`, {
    headers: token ? { 'x-entry-token': token } : {},
    body: { userName, episode, castawayId },
  });
}
async function setCutoffs(leagueId: string, cutoffs: Record<string, string>) {
  return t.request<{ message: string }>('PUT', `/api/leagues/${leagueId}/elimination-cutoff`, {
    headers: await admin(),
    body: { cutoffs },
  });
}
async function score(season: number, episode: number, records: Record<string, unknown>) {
  const response = await t.request('PUT', `/api/scores/${season}/${episode}`, {
    headers: await admin(),
    body: records,
  });
  expect(response.status).toBe(200);
}

describe('weekly elimination picks', () => {
  it('a member picks, then updates the pick; the member’s picks list shows the latest', async () => {
    const leagueId = await createLeague(t);
    const token = await joinLeague(t, leagueId, 'Parvati');
    expect((await pick(leagueId, 'Parvati', 2, 49005, token)).body.message).toBe(PICK_MESSAGES.submitted);
    expect((await pick(leagueId, 'Parvati', 2, 49006, token)).body.message).toBe(PICK_MESSAGES.updated);
    expect((await pick(leagueId, 'Parvati', 3, 49007, token)).body.message).toBe(PICK_MESSAGES.submitted);
    const picks = await t.request<EliminationPicks>('GET', `/api/leagues/${leagueId}/elimination-picks`, {
      headers: { 'x-entry-token': token },
    });
    expect(picks.body).toEqual({ Parvati: { 2: 49006, 3: 49007 } });
  });

  it('refuses a pick without the entry token, outside episodes 2-13, or for another season’s castaway', async () => {
    const leagueId = await createLeague(t);
    const token = await joinLeague(t, leagueId, 'Russell');
    expect((await pick(leagueId, 'Russell', 2, 49001, undefined)).status).toBe(401);
    expect((await pick(leagueId, 'Russell', 14, 49001, token)).body.message).toBe(
      PICK_MESSAGES.episodeRange(DEFAULT_EPISODE_RANGES),
    );
    expect((await pick(leagueId, 'Russell', 1, 49001, token)).status).toBe(400);
    expect((await pick(leagueId, 'Russell', 2, 50001, token)).body.message).toBe(PICK_MESSAGES.unknownCastaway);
    const noCastaway = await t.request<{ message: string }>('POST', `/api/leagues/${leagueId}/elimination-pick`, {
      headers: { 'x-entry-token': token },
      body: { userName: 'Russell', episode: 2 },
    });
    expect(noCastaway.body.message).toBe(PICK_MESSAGES.selectCastaway);
  });

  it('a member removed from the league who kept their entry token is told they are no longer a member (403) when they pick', async () => {
    const leagueId = await createLeague(t);
    const token = await joinLeague(t, leagueId, 'Coach');
    expect((await pick(leagueId, 'Coach', 2, 49005, token)).status).toBe(200);
    const removed = await t.request('DELETE', `/api/leagues/${leagueId}/members/Coach`, { headers: await admin() });
    expect(removed.status).toBe(200);
    const refused = await pick(leagueId, 'Coach', 2, 49006, token);
    expect([refused.status, refused.body.message]).toEqual([403, MESSAGES.noLongerAMember]);
    // so is their own picks list, read with that token
    const picks = await t.request<{ message: string }>('GET', `/api/leagues/${leagueId}/elimination-picks`, {
      headers: { 'x-entry-token': token },
    });
    expect([picks.status, picks.body.message]).toEqual([403, MESSAGES.noLongerAMember]);
    // a token that never opened an entry of the league is still no credential at all
    await joinLeague(t, leagueId, 'Sue');
    expect((await pick(leagueId, 'Sue', 2, 49006, 'never-issued')).status).toBe(401);
  });

  it('the cutoff is the server clock’s: concurrent picks a second before all count, at the cutoff second none do', async () => {
    const leagueId = await createLeague(t);
    const cutoff = '2026-03-04T00:00:00.000Z';
    expect((await setCutoffs(leagueId, { 4: cutoff })).body.message).toBe(PICK_MESSAGES.cutoffsUpdated);
    const names = Array.from({ length: 8 }, (_, i) => `Rusher${i}`);
    const tokens = await Promise.all(names.map((n) => joinLeague(t, leagueId, n)));
    try {
      t.clock.set(new Date('2026-03-03T23:59:59.000Z'));
      const inTime = await Promise.all(names.map((n, i) => pick(leagueId, n, 4, 49001 + i, tokens[i])));
      expect(inTime.every((r) => r.status === 200)).toBe(true);
      t.clock.set(new Date(cutoff));
      const late = await Promise.all(names.map((n, i) => pick(leagueId, n, 4, 49010 + i, tokens[i])));
      expect(late.map((r) => r.status)).toEqual(names.map(() => 403));
      expect(late[0].body.message).toBe(PICK_MESSAGES.deadlinePassed);
    } finally {
      t.clock.set(null);
    }
    const picks = await t.request<EliminationPicks>('GET', `/api/leagues/${leagueId}/elimination-picks`);
    expect(names.map((n, i) => picks.body[n]?.[4] === 49001 + i)).toEqual(names.map(() => true));
  });

  it('the rush: picks sent at once are committed together, yet each is answered and refused on its own', async () => {
    const leagueId = await createLeague(t);
    const names = Array.from({ length: 40 }, (_, i) => `Crowd${i}`);
    const tokens = await Promise.all(names.map((n) => joinLeague(t, leagueId, n)));
    const castawayOf = (i: number) => 49001 + (i % 18);
    const [picks, twice, wrongToken, unknownCastaway, unknownMember, unknownLeague] = await Promise.all([
      Promise.all(names.map((n, i) => pick(leagueId, n, 7, castawayOf(i), tokens[i]))),
      pick(leagueId, 'crowd0', 7, 49018, tokens[0]),
      pick(leagueId, 'Crowd1', 7, 49017, tokens[2]),
      pick(leagueId, 'Crowd3', 7, 50001, tokens[3]),
      pick(leagueId, 'Nobody', 7, 49001, tokens[4]),
      pick('no-such-league', 'Crowd5', 7, 49001, tokens[5]),
    ]);
    expect(picks.map((r) => r.status)).toEqual(names.map(() => 200));
    expect([wrongToken.status, wrongToken.body.message]).toEqual([401, MESSAGES.entryTokenMissing]);
    expect([unknownCastaway.status, unknownCastaway.body.message]).toEqual([400, PICK_MESSAGES.unknownCastaway]);
    expect([unknownMember.status, unknownMember.body.message]).toEqual([404, MESSAGES.memberNotFound]);
    expect([unknownLeague.status, unknownLeague.body.message]).toEqual([404, MESSAGES.leagueNotFound]);
    // Crowd0 picked twice at once (the second under another letter case): one was first, the other replaced it.
    const crowd0 = [picks[0], twice];
    expect(crowd0.map((r) => r.body.message).sort()).toEqual([PICK_MESSAGES.submitted, PICK_MESSAGES.updated].sort());
    const latest = crowd0[0].body.message === PICK_MESSAGES.updated ? castawayOf(0) : 49018;

    const listed = await t.request<EliminationPicks>('GET', `/api/leagues/${leagueId}/elimination-picks`, {
      headers: await admin(),
    });
    expect(names.map((n) => listed.body[n]?.[7])).toEqual(names.map((_, i) => (i === 0 ? latest : castawayOf(i))));
    const db = t.app.get(DataSource);
    const events: Array<{ n: number; transactions: number; versions: number[] }> = await db.query(
      `SELECT count(*)::int AS n, count(DISTINCT xmin::text)::int AS transactions,
         array_agg(stream_version ORDER BY stream_version) FILTER (WHERE data->>'userName' = 'Crowd0') AS versions
       FROM events WHERE type = 'EliminationPickSubmitted' AND data->>'leagueId' = $1`,
      [leagueId],
    );
    // Every accepted pick is one event (Crowd0's two in order on one stream), in fewer transactions than picks.
    expect(events[0].n).toBe(41);
    expect(events[0].versions).toEqual([1, 2]);
    expect(events[0].transactions).toBeLessThan(41);

    // The read table rebuilt from the events, one by one, equals what the batches projected.
    const readPicks = () =>
      db.query('SELECT user_name, castaway_id, picked_at FROM elimination_picks WHERE league_id = $1 ORDER BY 1', [
        leagueId,
      ]);
    const projected = await readPicks();
    await t.app.get(ProjectionRebuilder).rebuild();
    expect(await readPicks()).toEqual(projected);
  });

  it('a pick re-sent at once with its Idempotency-Key is stored once; the same key with another castaway answers 422', async () => {
    const leagueId = await createLeague(t);
    const token = await joinLeague(t, leagueId, 'Sandra');
    const send = (key: string, castawayId: number) =>
      t.request<{ message: string }>('POST', `/api/leagues/${leagueId}/elimination-pick`, {
        headers: { 'x-entry-token': token, 'idempotency-key': key },
        body: { userName: 'Sandra', episode: 5, castawayId },
      });
    // One member's two sends go in consecutive batches: the second finds the first's answer however they race.
    const resent = await Promise.all([send('pick-once', 49003), send('pick-once', 49003)]);
    expect(resent.map((r) => [r.status, r.body.message])).toEqual([
      [200, PICK_MESSAGES.submitted],
      [200, PICK_MESSAGES.submitted],
    ]);
    const reused = await Promise.all([send('pick-twice', 49004), send('pick-twice', 49005)]);
    expect(reused.map((r) => r.status).sort()).toEqual([200, 422]);
    const stored = reused.find((r) => r.status === 200) === reused[0] ? 49004 : 49005;

    const events: Array<{ castaway: number }> = await t.app.get(DataSource).query(
      `SELECT (data->>'castawayId')::int AS castaway FROM events
        WHERE type = 'EliminationPickSubmitted' AND data->>'leagueId' = $1 ORDER BY position`,
      [leagueId],
    );
    expect(events.map((e) => e.castaway)).toEqual([49003, stored]);
  });

  it('without a cutoff, picks are open until the episode’s scores record a vote-out; voted-out castaways cannot be picked later', async () => {
    await t.request('DELETE', '/api/scores', { headers: await admin() });
    const leagueId = await createLeague(t);
    const token = await joinLeague(t, leagueId, 'Cochran');
    expect((await pick(leagueId, 'Cochran', 5, 49003, token)).status).toBe(200);
    await score(49, 5, { 49003: { votedOut: true } });
    const closed = await pick(leagueId, 'Cochran', 5, 49004, token);
    expect(closed.status).toBe(403);
    expect(closed.body.message).toBe(PICK_MESSAGES.deadlinePassed);
    const gone = await pick(leagueId, 'Cochran', 6, 49003, token);
    expect(gone.status).toBe(400);
    expect(gone.body.message).toBe(PICK_MESSAGES.alreadyVotedOut);
  });

  it('a recorded vote-out closes the episode even when the league’s cutoff is later, and unseals its picks', async () => {
    await t.request('DELETE', '/api/scores', { headers: await admin() });
    const leagueId = await createLeague(t);
    expect((await setCutoffs(leagueId, { 8: '2099-01-01T00:00:00.000Z' })).status).toBe(200);
    const token = await joinLeague(t, leagueId, 'Yul');
    expect((await pick(leagueId, 'Yul', 8, 49002, token)).status).toBe(200);
    await score(49, 8, { 49003: { votedOut: true } });
    const late = await pick(leagueId, 'Yul', 8, 49003, token);
    expect([late.status, late.body.message]).toEqual([403, PICK_MESSAGES.deadlinePassed]);
    // Closed is unsealed: an anonymous visitor now sees Yul's (wrong) pick.
    const listed = await t.request<EliminationPicks>('GET', `/api/leagues/${leagueId}/elimination-picks`);
    expect(listed.body).toEqual({ Yul: { 8: 49002 } });
    await t.request('DELETE', '/api/scores', { headers: await admin() });
  });
});

describe('the +3 elimination bonus', () => {
  it('a correct pick adds 3 (either name of a double elimination); an admin correction re-scores live', async () => {
    await t.request('DELETE', '/api/scores', { headers: await admin() });
    const leagueId = await createLeague(t, { leagueName: 'Bonus League' });
    const a = await joinLeague(t, leagueId, 'Amanda');
    const b = await joinLeague(t, leagueId, 'Boston');
    await pick(leagueId, 'Amanda', 7, 49011, a);
    await pick(leagueId, 'Boston', 7, 49012, b);
    await score(49, 7, { 49011: { votedOut: true }, 49012: { votedOut: true } });
    let rows = standingsView(
      (await t.request<StandingsSnapshot>('GET', `/api/leagues/${leagueId}/standings`)).body,
    ).standings;
    expect(rows.map((r) => [r.userName, r.total, r.breakdown.eliminationPick])).toEqual([
      ['Amanda', 3, 3],
      ['Boston', 3, 3],
    ]);

    await pick(leagueId, 'Amanda', 8, 49013, a);
    const viewer = await t.connectLive();
    await viewer.timeout(5000).emitWithAck('subscribe', { leagueId, season: 49 });
    const changes: StandingsChange[] = [];
    viewer.on('standings', (c: StandingsChange) => changes.push(c));
    await score(49, 8, { 49014: { votedOut: true } });
    const corrected = await t.request<{ message: string }>('PUT', `/api/admin/leagues/${leagueId}/elimination-pick`, {
      headers: await admin(),
      body: { userName: 'Amanda', episode: 8, castawayId: 49014 },
    });
    expect(corrected.body.message).toBe(PICK_MESSAGES.adminUpdated);
    await expect
      .poll(() => changes.some((c) => c.changed.some((r) => r.userName === 'Amanda' && r.total === 6)))
      .toBe(true);
    rows = standingsView(
      (await t.request<StandingsSnapshot>('GET', `/api/leagues/${leagueId}/standings`)).body,
    ).standings;
    expect(rows[0]).toMatchObject({ userName: 'Amanda', total: 6, rank: 1 });
  });
});

describe('the swap deadline is the episode-10 cutoff', () => {
  it('a swap at the deadline second is refused; a second earlier it goes through', async () => {
    const leagueId = await createLeague(t);
    await setCutoffs(leagueId, { 10: '2026-04-30T00:00:00.000Z' });
    const late = await joinLeague(t, leagueId, 'Late');
    const early = await joinLeague(t, leagueId, 'Early');
    await lockInDraft(t, leagueId, 'Late', late, [49001, 49002, 49003]);
    await lockInDraft(t, leagueId, 'Early', early, [49001, 49002, 49003]);
    const swap = (userName: string, token: string) =>
      t.request<{ message: string }>('POST', `/api/leagues/${leagueId}/swap`, {
        headers: { 'x-entry-token': token },
        body: { userName, team: [49001, 49002, 49017] },
      });
    try {
      t.clock.set(new Date('2026-04-29T23:59:59.000Z'));
      expect((await swap('Early', early)).status).toBe(200);
      t.clock.set(new Date('2026-04-30T00:00:00.000Z'));
      const refused = await swap('Late', late);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(SWAP_MESSAGES.deadlinePassed(10));
    } finally {
      t.clock.set(null);
    }
  });

  it('cutoffs for episodes outside 2-13 or with bad dates are refused', async () => {
    const leagueId = await createLeague(t);
    expect((await setCutoffs(leagueId, { 1: '2026-04-30T00:00:00Z' })).status).toBe(400);
    expect((await setCutoffs(leagueId, { 3: 'soon' })).status).toBe(400);
  });
});
