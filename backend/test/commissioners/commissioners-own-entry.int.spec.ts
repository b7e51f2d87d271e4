import { LEAGUE_MANAGER_MESSAGES, MESSAGES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { setUpSmtpTestServer } from '../mail/support/smtp-test-server';
import { joinBody, joinLeague, setUpTestApp } from '../support/test-app';
import { bearer, mailedCode, newAddress, startAndActivate } from './support/commissioner-flow';

/**
 * Issue 33, security review N4 and N13: the commissioner's own entry was stored under the name as typed ("Sandra"),
 * where every look-up goes by its key ("sandra"); and the hand-over found its member by PostgreSQL's `lower()`.
 */

const smtp = setUpSmtpTestServer();
const t = setUpTestApp('commissioners_own_entry', () => ({
  redis: true,
  env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://pool.example' },
}));

const admin = async () => ({ authorization: `Bearer ${await t.adminToken()}` });
const join = (leagueId: string, userName: string, email: string) =>
  t.request<{ message: string; entryToken: string }>('POST', `/api/leagues/${leagueId}/join`, {
    body: joinBody(userName, { email }),
    headers: newAddress(),
  });
const draft = (leagueId: string, userName: string, token: string, team: number[]) =>
  t.request<{ message: string }>('POST', `/api/leagues/${leagueId}/draft`, {
    headers: { 'x-entry-token': token },
    body: { userName, team },
  });
const remove = (leagueId: string, userName: string, headers: Record<string, string>) =>
  t.request<{ message: string }>('DELETE', `/api/leagues/${leagueId}/members/${encodeURIComponent(userName)}`, {
    headers,
  });
const membersOf = async (leagueId: string) =>
  (await t.request<{ members: Array<{ userName: string }> }>('GET', `/api/leagues/${leagueId}`)).body.members.map(
    (m) => m.userName,
  );

describe('a commissioner who types a capital letter', () => {
  it('drafts and picks with their own token; "sandra" cannot join beside them; they rejoin the next season', async () => {
    const a = await startAndActivate(t, smtp, 'Case Probe League', 'sandra.case@example.com', 'Sandra');
    const cast = (await t.request<Array<{ id: number }>>('GET', '/api/castaways/49')).body.map((c) => c.id);

    const drafted = await draft(a.leagueId, 'Sandra', a.entryToken, cast.slice(0, 3));
    expect(drafted).toMatchObject({ status: 201 });
    const picked = await t.request('POST', `/api/leagues/${a.leagueId}/elimination-pick`, {
      headers: { 'x-entry-token': a.entryToken },
      body: { userName: 'sandra', episode: 5, castawayId: cast[4] },
    });
    expect(picked.status).toBe(200);

    // Whatever the letter case, the name is the commissioner's: 409 "name taken", never a 500.
    for (const name of ['Sandra', 'sandra', 'SANDRA']) {
      const eve = await join(a.leagueId, name, 'eve@example.com');
      expect([name, eve.status, eve.body.message]).toEqual([name, 409, MESSAGES.userNameTaken]);
    }
    expect(await membersOf(a.leagueId)).toEqual(['Sandra']);
    expect((await remove(a.leagueId, 'sandra', await admin())).body.message).toBe(MESSAGES.commissionerCannotBeRemoved);

    // The next season: the commissioner's rejoin link opens their entry again, and they draft season 50's cast.
    const mailsBefore = smtp.received.length;
    const moved = await t.request('POST', `/api/leagues/${a.leagueId}/continue`, {
      headers: await admin(),
      body: { season: 50 },
    });
    expect(moved.status).toBe(200);
    const code = await mailedCode(smtp, 'sandra.case@example.com', '/claim', mailsBefore);
    const rejoined = await t.request<{ userName: string; entryToken: string }>('POST', '/api/entries/claim', {
      body: { code },
      headers: newAddress(),
    });
    expect([rejoined.status, rejoined.body.userName]).toEqual([200, 'Sandra']);
    const cast50 = (await t.request<Array<{ id: number }>>('GET', '/api/castaways/50')).body.map((c) => c.id);
    expect((await draft(a.leagueId, 'Sandra', rejoined.body.entryToken, cast50.slice(0, 3))).status).toBe(201);
    // Still the commissioner's entry in the new season.
    expect((await remove(a.leagueId, 'Sandra', await admin())).body.message).toBe(MESSAGES.commissionerCannotBeRemoved);
  });

  it('a member who takes the name in a new season before the commissioner rejoins is no commissioner: removable', async () => {
    const a = await startAndActivate(t, smtp, 'Squat Pool', 'sandra.squat@example.com', 'Sandra');
    const moved = await t.request('POST', `/api/leagues/${a.leagueId}/continue`, {
      headers: await admin(),
      body: { season: 50 },
    });
    expect(moved.status).toBe(200);
    const eve = await join(a.leagueId, 'sandra', 'eve.squat@example.com');
    expect(eve.status).toBe(201);
    const byCommissioner = await remove(a.leagueId, 'sandra', bearer(a.commissionerToken));
    expect(byCommissioner).toMatchObject({ status: 200 });
    expect(await membersOf(a.leagueId)).toEqual([]);
    expect((await join(a.leagueId, 'SANDRA', 'eve.squat@example.com')).status).toBe(201);
    expect((await remove(a.leagueId, 'sandra', await admin())).status).toBe(200);
  });
});

describe('handing the league over (N13)', () => {
  it('“İota” and “iota” are two members: each hand-over goes to the one named', async () => {
    const a = await startAndActivate(t, smtp, 'Dotted Pool', 'dotted@example.com', 'dot');
    // U+0130 lower-cases to "i" in PostgreSQL, so `lower(user_name) = lower($2)` matched both rows.
    await joinLeague(t, a.leagueId, 'İota');
    await joinLeague(t, a.leagueId, 'iota');
    const handOver = async (userName: string) =>
      t.request<{ message: string }>('POST', `/api/leagues/${a.leagueId}/commissioner`, {
        headers: await admin(),
        body: { userName },
      });
    const commissioner = async () =>
      (await t.request<{ commissioner: string }>('GET', `/api/leagues/${a.leagueId}`)).body.commissioner;

    expect((await handOver('iota')).body.message).toBe(LEAGUE_MANAGER_MESSAGES.handedOver('iota'));
    expect(await commissioner()).toBe('iota');
    expect((await handOver('İota')).body.message).toBe(LEAGUE_MANAGER_MESSAGES.handedOver('İota'));
    expect(await commissioner()).toBe('İota');
    expect((await handOver('IOTA')).body.message).toBe(LEAGUE_MANAGER_MESSAGES.handedOver('iota'));
    // The member handed the league is the one who cannot be removed; the other can.
    expect((await remove(a.leagueId, 'iota', await admin())).body.message).toBe(MESSAGES.commissionerCannotBeRemoved);
    expect((await remove(a.leagueId, 'İota', await admin())).status).toBe(200);
    expect((await remove(a.leagueId, 'dot', await admin())).status).toBe(200);
  });
});
