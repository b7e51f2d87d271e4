import { JOIN_CODE_MESSAGES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { createLeague, joinBody, setUpTestApp, TEST_LEAGUE_CODE } from '../support/test-app';

/**
 * Issue 33, security review N5: every per-address limit was per IPv6 /128 (a client holds a whole /64), a join code
 * could be one character, and wrong codes were limited only per address and per email (which the guesser picks).
 */

// The shipped per-address limit (the test app otherwise lifts it, so that stories never meet it).
const t = setUpTestApp('join_code_guessing', { redis: true, env: { JOINS_PER_ADDRESS_PER_HOUR: '60' } });

const join = (leagueId: string, body: Record<string, unknown>, address: string) =>
  t.request<{ message: string }>('POST', `/api/leagues/${leagueId}/join`, {
    headers: { 'x-forwarded-for': address },
    body,
  });
const admin = async () => ({ authorization: `Bearer ${await t.adminToken()}` });
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('guessing join codes', () => {
  it('one IPv6 /64 rotating its interface ids is one client: 60 wrong codes, then 429', async () => {
    // Three leagues, so that the per-league limit (30 wrong codes) is not what stops the guesser.
    const leagues = await Promise.all([1, 2, 3].map((i) => createLeague(t, { leagueName: `Sixty Four ${i}` })));
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) {
      const guess = joinBody(`G${i}`, { password: `wrong-${i}`, email: `g${i}@example.com` });
      statuses.push((await join(leagues[i % 3], guess, `2001:db8:1:2::${(i + 1).toString(16)}`)).status);
    }
    expect(tally(statuses)).toEqual({ 403: 60, 429: 2 });
    // Another /64 is another client.
    const neighbour = await join(leagues[0], joinBody('N', { password: 'wrong' }), '2001:db8:1:3::1');
    expect(neighbour.status).toBe(403);
  });

  it('a join code shorter than 6 characters is refused (400); the admin and a visitor starting a league alike', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Short Code' });
    const set = await t.request<{ message: string }>('PUT', `/api/leagues/${leagueId}/join-code`, {
      headers: await admin(),
      body: { joinCode: 'x' },
    });
    expect(set).toMatchObject({ status: 400, body: { message: JOIN_CODE_MESSAGES.joinCodeTooShort } });
    const created = await t.request<{ message: string }>('POST', '/api/leagues', {
      headers: await admin(),
      body: { leagueName: 'Tiny', password: '12345', commissionerName: 'Jeff', tribes: [], season: 49 },
    });
    expect(created).toMatchObject({ status: 400, body: { message: JOIN_CODE_MESSAGES.joinCodeTooShort } });
    expect(
      (
        await t.request('PUT', `/api/leagues/${leagueId}/join-code`, {
          headers: await admin(),
          body: { joinCode: ' 123456 ' },
        })
      ).status,
    ).toBe(200);
  });

  it('after 30 wrong codes in an hour a league refuses every code for 15 minutes (429, Retry-After)', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Guessed At' });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const guess = joinBody(`W${i}`, { password: `wrong-${i}`, email: `w${i}@example.com` });
      statuses.push((await join(leagueId, guess, `198.18.${i}.9`)).status);
    }
    expect(tally(statuses)).toEqual({ 403: 30 });
    const thirtyFirst = await t.request<{ message: string }>('POST', `/api/leagues/${leagueId}/join`, {
      headers: { 'x-forwarded-for': '198.18.200.9' },
      body: joinBody('W30', { password: 'wrong-30' }),
    });
    expect(thirtyFirst).toMatchObject({
      status: 429,
      body: { message: JOIN_CODE_MESSAGES.tooManyWrongCodesForLeague },
    });
    const retryAfter = Number(thirtyFirst.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Even the right code waits: the guesser cannot tell a right guess from a wrong one now.
    const right = await join(leagueId, joinBody('Honest', { password: TEST_LEAGUE_CODE }), '198.18.201.9');
    expect(right).toMatchObject({ status: 429, body: { message: JOIN_CODE_MESSAGES.tooManyWrongCodesForLeague } });
    // Another league is not affected.
    const other = await createLeague(t, { leagueName: 'Left Alone' });
    expect((await join(other, joinBody('Honest', { password: TEST_LEAGUE_CODE }), '198.18.202.9')).status).toBe(201);
  });
});
