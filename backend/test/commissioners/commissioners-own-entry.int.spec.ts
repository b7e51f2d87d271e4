import { LEAGUE_MANAGER_MESSAGES, MESSAGES } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { ProjectionRebuilder } from '../../src/event-store/projection-rebuilder';
import { CommissionerEntries1763878300000 } from '../../src/migrations/1763878300000-commissioner-entries';
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

describe('a league activated before issue 33', () => {
  /**
   * Turns a league activated now into one activated before the fix: the commissioner's member stream under the name
   * as typed and no entry id in the activation, then the read tables rebuilt from those events. (The store is
   * append-only; the test lifts its guard for a moment, as no running code can.)
   */
  async function asBeforeTheFix(leagueId: string, typed: string): Promise<void> {
    await t.query('ALTER TABLE events DISABLE TRIGGER events_append_only');
    await t.query('UPDATE events SET stream_id = $2 WHERE stream_id = $1', [
      `member-${leagueId}-${typed.toLowerCase()}`,
      `member-${leagueId}-${typed}`,
    ]);
    await t.query(
      `UPDATE events SET data = data - 'commissionerEntryId' WHERE stream_id = $1 AND type = 'LeagueActivated'`,
      [`league-${leagueId}`],
    );
    await t.query('ALTER TABLE events ENABLE TRIGGER events_append_only');
    await t.app.get(ProjectionRebuilder).rebuild();
  }
  const migrate = async () => {
    const runner = t.app.get(DataSource).createQueryRunner();
    try {
      await new CommissionerEntries1763878300000().up(runner);
    } finally {
      await runner.release();
    }
  };
  const members = (leagueId: string) =>
    t.query('SELECT user_name, name_key, entry_id FROM league_members WHERE league_id = $1 ORDER BY 1', [leagueId]);

  it('the migration moves the commissioner\'s entry to its key and records it: they draft, "sandra" is taken', async () => {
    const a = await startAndActivate(t, smtp, 'Legacy Pool', 'legacy.sandra@example.com', 'Sandra');
    const other = await startAndActivate(t, smtp, 'Lower Pool', 'legacy.lower@example.com', 'rob');
    await asBeforeTheFix(a.leagueId, 'Sandra');
    await asBeforeTheFix(other.leagueId, 'rob');
    const cast = (await t.request<Array<{ id: number }>>('GET', '/api/castaways/49')).body.map((c) => c.id);
    // The review's symptom, reproduced: nothing finds the entry.
    expect((await draft(a.leagueId, 'Sandra', a.entryToken, cast.slice(0, 3))).status).toBe(404);

    await migrate();
    expect((await members(a.leagueId)).rows).toMatchObject([{ user_name: 'Sandra', name_key: 'sandra' }]);
    expect((await draft(a.leagueId, 'Sandra', a.entryToken, cast.slice(0, 3))).status).toBe(201);
    expect((await join(a.leagueId, 'sandra', 'eve.legacy@example.com')).body.message).toBe(MESSAGES.userNameTaken);
    expect((await remove(a.leagueId, 'Sandra', await admin())).body.message).toBe(MESSAGES.commissionerCannotBeRemoved);
    expect((await remove(other.leagueId, 'rob', await admin())).body.message).toBe(
      MESSAGES.commissionerCannotBeRemoved,
    );
    const recorded = await t.query(
      `SELECT stream_id FROM events WHERE type = 'CommissionerEntryRecorded' AND data->>'reason' = 'repaired' ORDER BY position`,
    );
    expect(recorded.rows.map((r) => r.stream_id)).toEqual([`league-${a.leagueId}`, `league-${other.leagueId}`]);

    // A second run changes nothing, and the read tables rebuilt from the log equal the live ones.
    await migrate();
    expect((await t.query(`SELECT 1 FROM events WHERE data->>'reason' = 'repaired'`)).rows.length).toBe(2);
    const live = (await members(a.leagueId)).rows;
    await t.app.get(ProjectionRebuilder).rebuild();
    expect((await members(a.leagueId)).rows).toEqual(live);
    expect((await draft(a.leagueId, 'Sandra', a.entryToken, cast.slice(3, 6))).status).toBe(409);
  });

  it('where a joiner took the key ("sandra"), the migration makes them a member like any other: removable', async () => {
    const a = await startAndActivate(t, smtp, 'Squatted Pool', 'squatted.sandra@example.com', 'Sandra');
    await asBeforeTheFix(a.leagueId, 'Sandra');
    // The review's attack on a league from before the fix: the key was free, so "sandra" joined beside "Sandra".
    expect((await join(a.leagueId, 'sandra', 'eve.squatted@example.com')).status).toBe(201);

    await migrate();
    // The commissioner's entry keeps the name as typed (the key is taken), and is still the commissioner's.
    expect((await members(a.leagueId)).rows.map((r) => [r.user_name, r.name_key])).toEqual([
      ['Sandra', 'Sandra'],
      ['sandra', 'sandra'],
    ]);
    const byCommissioner = await remove(a.leagueId, 'sandra', bearer(a.commissionerToken));
    expect(byCommissioner).toMatchObject({ status: 200 });
    expect(await membersOf(a.leagueId)).toEqual(['Sandra']);
  });
});
