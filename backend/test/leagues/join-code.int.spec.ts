import { JOIN_CODE_MESSAGES, MESSAGES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/common/secrets';
import { createLeague, joinBody, setUpTestApp } from '../support/test-app';

/**
 * Issue 24, finding 9: the league password was collected and never checked, so anyone could join any league and a
 * script could enrol strangers' addresses. It is now the league's join code.
 */

const t = setUpTestApp('join_code', { env: { JOINS_PER_ADDRESS_PER_HOUR: '8', JOINS_PER_EMAIL_PER_HOUR: '3' } });

/** Each story joins from an address of its own (the app trusts its loopback proxy), so the limits never meet. */
let nextAddress = 1;
const newAddress = () => `198.51.100.${nextAddress++}`;

const join = (leagueId: string, body: Record<string, unknown>, address = newAddress()) =>
  t.request<{ message: string; entryToken?: string }>('POST', `/api/leagues/${leagueId}/join`, {
    headers: { 'x-forwarded-for': address },
    body,
  });
const admin = async () => ({ authorization: `Bearer ${await t.adminToken()}` });
const setJoinCode = async (leagueId: string, joinCode: string | null) =>
  t.request<{ message: string }>('PUT', `/api/leagues/${leagueId}/join-code`, {
    headers: await admin(),
    body: { joinCode },
  });
const members = async (leagueId: string) =>
  (await t.query('SELECT user_name FROM league_members WHERE league_id = $1 ORDER BY user_name', [leagueId])).rows.map(
    (r) => r.user_name,
  );

describe('the join code', () => {
  it('joining without the code or with a wrong one answers 403 Incorrect password; with it, 201', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Office Pool' });
    const missing = await join(leagueId, joinBody('Stranger', { password: undefined }));
    expect(missing).toMatchObject({ status: 403, body: { message: MESSAGES.incorrectPassword } });
    const wrong = await join(leagueId, joinBody('Stranger', { password: 'league-pas' }));
    expect(wrong).toMatchObject({ status: 403, body: { message: MESSAGES.incorrectPassword } });
    expect(await members(leagueId)).toEqual([]);

    const right = await join(leagueId, joinBody('Colleague', { password: 'league-pass' }));
    expect(right.status).toBe(201);
    expect(right.body.entryToken).toEqual(expect.any(String));
    expect(await members(leagueId)).toEqual(['Colleague']);
  });

  it('lists say whether a league needs a code, never the code; the admin sees it for the invite link', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Listed Pool' });
    const list = await t.request<Array<Record<string, unknown>>>('GET', '/api/leagues');
    expect(list.body.find((l) => l.id === leagueId)).toEqual({
      id: leagueId,
      name: 'Listed Pool',
      joinCodeRequired: true,
    });
    const details = await t.request<Record<string, unknown>>('GET', `/api/leagues/${leagueId}`);
    expect(details.body.joinCodeRequired).toBe(true);
    expect(details.body).not.toHaveProperty('joinCode');
    for (const path of ['/api/leagues', '/api/leagues/all', `/api/leagues/${leagueId}`]) {
      expect(JSON.stringify((await t.request('GET', path)).body), path).not.toContain('league-pass');
    }
    const asAdmin = await t.request<Record<string, unknown>>('GET', `/api/leagues/${leagueId}`, {
      headers: await admin(),
    });
    expect(asAdmin.body).toMatchObject({ joinCodeRequired: true, joinCode: 'league-pass' });
  });

  it('the admin changes the code (the old one stops working) and clears it (anyone joins)', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Changing Pool' });
    expect(await setJoinCode(leagueId, '  tribe-has-spoken ')).toMatchObject({
      status: 200,
      body: { message: JOIN_CODE_MESSAGES.joinCodeSet },
    });
    expect((await join(leagueId, joinBody('Old', { password: 'league-pass' }))).status).toBe(403);
    expect((await join(leagueId, joinBody('New', { password: 'tribe-has-spoken' }))).status).toBe(201);

    expect(await setJoinCode(leagueId, null)).toMatchObject({
      status: 200,
      body: { message: JOIN_CODE_MESSAGES.joinCodeCleared },
    });
    const listed = await t.request<Array<Record<string, unknown>>>('GET', '/api/leagues');
    expect(listed.body.find((l) => l.id === leagueId)?.joinCodeRequired).toBe(false);
    expect((await join(leagueId, joinBody('Anyone', { password: undefined }))).status).toBe(201);
    expect(await members(leagueId)).toEqual(['Anyone', 'New']);

    // Only the admin changes it.
    const visitor = await t.request('PUT', `/api/leagues/${leagueId}/join-code`, { body: { joinCode: 'mine-too' } });
    expect(visitor.status).toBe(401);
  });

  it('a league from before join codes keeps its password as its code (only its hash was stored)', async () => {
    const leagueId = '5c1f7e8a-0000-4000-8000-00000000a11d';
    // As the app recorded a league before join codes: the password's scrypt hash in the event and the read table.
    const passwordHash = await hashPassword('borneo-1');
    const data = { leagueId, name: 'Old Pool', commissioner: 'Jeff', season: 49, passwordHash, tribes: [] };
    await t.query(
      `INSERT INTO events (stream_id, stream_version, type, data, metadata)
       VALUES ($1, 1, 'LeagueCreated', $2, '{"actor":"admin"}')`,
      [`league-${leagueId}`, JSON.stringify({ ...data, createdAt: new Date().toISOString() })],
    );
    await t.query(
      `INSERT INTO leagues (id, name, commissioner, season, password_hash, created_at)
       VALUES ($1, 'Old Pool', 'Jeff', 49, $2, now())`,
      [leagueId, passwordHash],
    );
    expect((await join(leagueId, joinBody('Nobody', { password: 'wrong' }))).status).toBe(403);
    expect((await join(leagueId, joinBody('Original', { password: 'borneo-1' }))).status).toBe(201);
    const asAdmin = await t.request<Record<string, unknown>>('GET', `/api/leagues/${leagueId}`, {
      headers: await admin(),
    });
    // The admin cannot be shown a code that only exists as a hash: setting it again gives the invite link.
    expect(asAdmin.body).toMatchObject({ joinCodeRequired: true, joinCode: null });
  });

  it('joins are limited per client address and per email (429), wrong codes included', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Busy Pool' });
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await join(leagueId, joinBody(`Guess${i}`, { password: `guess-${i}` }), address)).status);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 403, 403, 403, 429, 429]);
    const refused = await join(leagueId, joinBody('Right', { password: 'league-pass' }), address);
    expect(refused).toMatchObject({ status: 429, body: { message: JOIN_CODE_MESSAGES.tooManyJoins } });

    // One email enrolled from many addresses: the fourth is refused.
    const email = { email: 'target@example.com', password: 'league-pass' };
    const byEmail: number[] = [];
    for (let i = 0; i < 4; i++) byEmail.push((await join(leagueId, joinBody(`Target${i}`, email))).status);
    expect(byEmail).toEqual([201, 201, 201, 429]);
  });
});
