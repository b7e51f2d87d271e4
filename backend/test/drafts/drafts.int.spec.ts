import {
  Castaway,
  DRAFT_MESSAGES,
  MESSAGES,
  StandingsChange,
  StandingsSnapshot,
  SWAP_MESSAGES,
  standingsView,
} from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { createLeague, joinLeague, lockInDraft, setUpTestApp } from '../support/test-app';

const admin = async () => ({ authorization: `Bearer ${await t.adminToken()}` });

const t = setUpTestApp('drafts');

const draft = (leagueId: string, userName: string, team: number[], token?: string) =>
  lockInDraft(t, leagueId, userName, token, team);
function swapTo(leagueId: string, userName: string, team: number[], token: string) {
  return t.request<{ message: string }>('POST', `/api/leagues/${leagueId}/swap`, {
    headers: { 'x-entry-token': token },
    body: { userName, team },
  });
}

describe('drafting a team', () => {
  it('a member locks in 3 castaways; the drafts list and the standings show the team', async () => {
    const leagueId = await createLeague(t);
    const token = await joinLeague(t, leagueId, 'Sandra');
    const response = await draft(leagueId, 'Sandra', [49004, 49001, 49007], token);
    expect(response.status).toBe(201);
    const drafts = await t.request<Record<string, { team: number[]; swapUsed: boolean; timestamp: string }>>(
      'GET',
      `/api/leagues/${leagueId}/drafts`,
    );
    expect(drafts.body.Sandra).toEqual({ team: [49004, 49001, 49007], swapUsed: false, timestamp: expect.any(String) });
    const standings = await t.request<StandingsSnapshot>('GET', `/api/leagues/${leagueId}/standings`);
    expect(standingsView(standings.body).standings[0].team).toEqual([49004, 49001, 49007]);
    // Standings name castaways by id; their names and pictures come from the season's cast.
    const cast = await t.request<Castaway[]>('GET', '/api/castaways/49');
    expect(cast.body.find((c) => c.id === 49004)?.imageUrl).toMatch(/^\/castaways\/s49\//);
  });

  it('a change without the entry token, or with another member’s, is refused (401) and changes nothing', async () => {
    const leagueId = await createLeague(t);
    await joinLeague(t, leagueId, 'Victim');
    const otherToken = await joinLeague(t, leagueId, 'Intruder');
    for (const token of [undefined, otherToken, 'made-up']) {
      const response = await draft(leagueId, 'Victim', [49001, 49002, 49003], token);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe(MESSAGES.entryTokenMissing);
    }
    expect((await t.request('GET', `/api/leagues/${leagueId}/drafts`)).body).toEqual({});
  });

  it('the spec messages: exactly 3, team full, locked after lock-in', async () => {
    const leagueId = await createLeague(t);
    const token = await joinLeague(t, leagueId, 'Rob');
    expect((await draft(leagueId, 'Rob', [49001, 49002], token)).body.message).toBe(DRAFT_MESSAGES.exactlyThree);
    expect((await draft(leagueId, 'Rob', [49001, 49002, 49003, 49004], token)).body.message).toBe(
      DRAFT_MESSAGES.teamFull,
    );
    expect((await draft(leagueId, 'Rob', [49001, 49002, 50001], token)).body.message).toBe(
      DRAFT_MESSAGES.unknownCastaway,
    );
    expect((await draft(leagueId, 'Rob', [49001, 49002, 49003], token)).status).toBe(201);
    const again = await draft(leagueId, 'Rob', [49004, 49005, 49006], token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(DRAFT_MESSAGES.draftLocked);
  });

  it('the draft deadline is decided by the server clock, to the second', async () => {
    const leagueId = await createLeague(t);
    const early = await joinLeague(t, leagueId, 'Early');
    const late = await joinLeague(t, leagueId, 'Late');
    const set = await t.request<{ message: string }>('POST', `/api/leagues/${leagueId}/deadline`, {
      headers: await admin(),
      body: { draftDeadline: '2026-02-25T01:00:00.000Z' },
    });
    expect(set.body.message).toBe(DRAFT_MESSAGES.draftDeadlineUpdated);
    expect((await t.request<{ draftDeadline: string }>('GET', `/api/leagues/${leagueId}`)).body.draftDeadline).toBe(
      '2026-02-25T01:00:00.000Z',
    );
    try {
      t.clock.set(new Date('2026-02-25T00:59:59.000Z'));
      expect((await draft(leagueId, 'Early', [49001, 49002, 49003], early)).status).toBe(201);
      t.clock.set(new Date('2026-02-25T01:00:00.000Z'));
      const refused = await draft(leagueId, 'Late', [49001, 49002, 49003], late);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(DRAFT_MESSAGES.deadlinePassed);
      // Clearing the deadline (null) opens the draft again.
      await t.request('POST', `/api/leagues/${leagueId}/deadline`, {
        headers: await admin(),
        body: { draftDeadline: null },
      });
      expect((await draft(leagueId, 'Late', [49001, 49002, 49003], late)).status).toBe(201);
    } finally {
      t.clock.set(null);
    }
    const bad = await t.request('POST', `/api/leagues/${leagueId}/deadline`, {
      headers: await admin(),
      body: { draftDeadline: 'next tuesday' },
    });
    expect(bad.status).toBe(400);
  });

  it('two concurrent drafts for the same entry: exactly one succeeds', async () => {
    const leagueId = await createLeague(t);
    const token = await joinLeague(t, leagueId, 'Twin');
    const results = await Promise.all([
      draft(leagueId, 'Twin', [49001, 49002, 49003], token),
      draft(leagueId, 'Twin', [49004, 49005, 49006], token),
      draft(leagueId, 'Twin', [49007, 49008, 49009], token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });
});

describe('the one swap', () => {
  it('swaps one castaway once: the new one is appended, swapUsed is set, a second swap is refused', async () => {
    const leagueId = await createLeague(t);
    const token = await joinLeague(t, leagueId, 'Tony');
    await draft(leagueId, 'Tony', [49001, 49002, 49003], token);
    const swapped = await swapTo(leagueId, 'Tony', [49001, 49003, 49010], token);
    expect(swapped.status).toBe(200);
    const drafts = await t.request<Record<string, { team: number[]; swapUsed: boolean }>>(
      'GET',
      `/api/leagues/${leagueId}/drafts`,
    );
    expect(drafts.body.Tony).toMatchObject({ team: [49001, 49003, 49010], swapUsed: true });
    const again = await swapTo(leagueId, 'Tony', [49001, 49003, 49011], token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SWAP_MESSAGES.alreadyUsed);
  });

  it('a swap that is not one out and one in is refused with the spec text', async () => {
    const leagueId = await createLeague(t);
    const token = await joinLeague(t, leagueId, 'Cirie');
    await draft(leagueId, 'Cirie', [49001, 49002, 49003], token);
    const response = await swapTo(leagueId, 'Cirie', [49004, 49005, 49003], token);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(SWAP_MESSAGES.selectBoth);
  });

  it('two concurrent swaps for the same entry: exactly one succeeds', async () => {
    const leagueId = await createLeague(t);
    const token = await joinLeague(t, leagueId, 'Racer');
    await draft(leagueId, 'Racer', [49001, 49002, 49003], token);
    const results = await Promise.all([
      swapTo(leagueId, 'Racer', [49001, 49002, 49010], token),
      swapTo(leagueId, 'Racer', [49001, 49002, 49011], token),
      swapTo(leagueId, 'Racer', [49002, 49003, 49012], token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('a draft and a swap update every open standings page live', async () => {
    const leagueId = await createLeague(t);
    const token = await joinLeague(t, leagueId, 'Live');
    const viewer = await t.connectLive();
    await viewer.timeout(5000).emitWithAck('subscribe', { leagueId, season: 49 });
    const changes: StandingsChange[] = [];
    viewer.on('standings', (c: StandingsChange) => changes.push(c));
    await draft(leagueId, 'Live', [49001, 49002, 49003], token);
    await swapTo(leagueId, 'Live', [49001, 49003, 49005], token);
    await expect.poll(() => changes.length).toBe(2);
    expect(changes[1].changed[0].team).toEqual([49001, 49003, 49005]);
    expect(changes[1].fromVersion).toBe(changes[0].version);
  });
});

describe('admin draft edits', () => {
  it('the admin sets a member’s team whatever the deadline, only with exactly 3', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Edit League' });
    await joinLeague(t, leagueId, 'Natalie');
    await t.request('POST', `/api/leagues/${leagueId}/deadline`, {
      headers: await admin(),
      body: { draftDeadline: '2020-01-01T00:00:00Z' },
    });
    const short = await t.request<{ message: string }>('PUT', `/api/admin/leagues/${leagueId}/drafts/Natalie`, {
      headers: await admin(),
      body: { team: [49001, 49002] },
    });
    expect(short.body.message).toBe(DRAFT_MESSAGES.adminTeamSize);
    const ok = await t.request<{ message: string }>('PUT', `/api/admin/leagues/${leagueId}/drafts/Natalie`, {
      headers: await admin(),
      body: { team: [49001, 49002, 49003] },
    });
    expect(ok.body.message).toBe('Draft for Natalie in Edit League updated successfully!');
    const drafts = await t.request<Record<string, { team: number[] }>>('GET', `/api/leagues/${leagueId}/drafts`);
    expect(drafts.body.Natalie.team).toEqual([49001, 49002, 49003]);
  });

  it('removing a member deletes their draft; re-joining starts a fresh entry', async () => {
    const leagueId = await createLeague(t);
    const token = await joinLeague(t, leagueId, 'Comeback');
    await draft(leagueId, 'Comeback', [49001, 49002, 49003], token);
    await t.request('DELETE', `/api/leagues/${leagueId}/members/Comeback`, { headers: await admin() });
    expect((await t.request('GET', `/api/leagues/${leagueId}/drafts`)).body).toEqual({});
    const fresh = await joinLeague(t, leagueId, 'Comeback');
    expect((await draft(leagueId, 'Comeback', [49004, 49005, 49006], fresh)).status).toBe(201);
    // the old token opened the removed entry: its holder is told they are no longer a member (as on every route)
    const old = await draft(leagueId, 'Comeback', [49004, 49005, 49006], token);
    expect([old.status, old.body.message]).toEqual([403, MESSAGES.noLongerAMember]);
  });
});
