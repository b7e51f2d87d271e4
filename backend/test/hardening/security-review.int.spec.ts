import { MESSAGES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { RetentionSweeper } from '../../src/retention/retention-sweeper';
import { createLeague, joinBody, setUpTestApp, TEST_ADMIN_PASSWORD } from '../support/test-app';

/**
 * Issue 24, findings 4, 5, 7 and 8, each as it was reproduced against a running app: concurrent guesses past the
 * admin sign-in backoff, entry tokens kept by the idempotency store, a cross-origin form post with the admin's
 * cookie, and names that forge lines in mail bodies.
 */
const PUBLIC_URL = 'https://pool.example';

const t = setUpTestApp('security_review', { env: { PUBLIC_URL, CORS_ORIGINS: 'https://friends.example' } });

/** Each story calls from an address of its own (the app trusts its loopback proxy), so rate limits never meet. */
let nextAddress = 10;
const newAddress = () => `198.51.100.${nextAddress++}`;

const BLOCKED = /^Too many sign-in attempts\. Please wait (\d+ seconds?|a minute|\d+ minutes?) and try again\.$/;

describe('finding 4: the admin sign-in backoff holds against concurrent guesses', () => {
  const login = (password: string, address: string) =>
    t.request<{ message: string }>('POST', '/api/admin/login', {
      headers: { 'x-forwarded-for': address },
      body: { password },
    });

  it('40 wrong passwords sent at once: at most 5 are checked, the others are refused by the block', async () => {
    const guesser = newAddress();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(`guess-${i}`, guesser)));
    const checked = answers.filter((a) => a.status === 401);
    const refused = answers.filter((a) => a.status === 429);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(5);
    for (const answer of checked) expect(answer.body.message).toBe('Incorrect password');
    expect(refused.length).toBe(40 - checked.length);
    for (const answer of refused) expect(answer.body.message).toMatch(BLOCKED);
    // Those were the address's free failures: even the right password from there is refused while the block
    // lasts. The admin elsewhere signs in.
    expect(await login(TEST_ADMIN_PASSWORD, guesser)).toMatchObject({
      status: 429,
      body: {
        message: expect.stringMatching(/^Too many sign-in attempts\. Please wait (30|29) seconds and try again\.$/),
      },
    });
    expect((await login(TEST_ADMIN_PASSWORD, newAddress())).status).toBe(200);
  });

  it('a successful sign-in starts the count again', async () => {
    const admin = newAddress();
    for (let i = 0; i < 4; i++) expect((await login(`typo-${i}`, admin)).status).toBe(401);
    expect((await login(TEST_ADMIN_PASSWORD, admin)).status).toBe(200);
    const after: number[] = [];
    for (let i = 0; i < 5; i++) after.push((await login(`typo-again-${i}`, admin)).status);
    expect(after).toEqual([401, 401, 401, 401, 401]);
  });
});

describe('finding 5: the idempotency store keeps no entry token', () => {
  async function storedResults(): Promise<string> {
    const { rows } = await t.query('SELECT result::text AS result FROM command_results');
    return rows.map((r) => r.result).join('\n');
  }

  it('a join with an Idempotency-Key stores no token in clear, and its replay answers the same token (N10)', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Idempotent Isles' });
    const address = newAddress();
    const join = () =>
      t.request<Record<string, string>>('POST', `/api/leagues/${leagueId}/join`, {
        headers: { 'idempotency-key': 'join-once', 'x-forwarded-for': address },
        body: joinBody('Tina', { password: 'league-pass' }),
      });
    const first = await join();
    expect(first.status).toBe(201);
    expect(first.body.entryToken).toEqual(expect.any(String));
    expect(await storedResults()).not.toContain(first.body.entryToken);

    // The first answer may have been lost on its way: the replay carries the same token.
    const replay = await join();
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);

    // Rotating the token with a key: the new token is not stored in clear either, and a replay answers it again
    // (the old token no longer works, so a lost answer would otherwise lock the device out).
    const rotate = () =>
      t.request<Record<string, string>>('POST', `/api/leagues/${leagueId}/members/Tina/rotate-token`, {
        headers: { 'idempotency-key': 'rotate-once', 'x-entry-token': first.body.entryToken },
      });
    const rotated = await rotate();
    expect(rotated.status).toBe(200);
    expect(rotated.body.entryToken).toEqual(expect.any(String));
    expect(await storedResults()).not.toContain(rotated.body.entryToken);
    // A client that never heard the answer repeats the request as it was, with the token it had.
    const replayed = await rotate();
    expect(replayed.status).toBe(200);
    expect(replayed.body).toEqual(rotated.body);
  });

  it('a stored result older than 24 hours is gone: the same key runs the command again, and the sweep deletes it', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Expiry Atoll' });
    const address = newAddress();
    const join = () =>
      t.request<Record<string, string>>('POST', `/api/leagues/${leagueId}/join`, {
        headers: { 'idempotency-key': 'join-daily', 'x-forwarded-for': address },
        body: joinBody('Ozzy', { password: 'league-pass' }),
      });
    expect((await join()).status).toBe(201);
    expect((await join()).status).toBe(201);
    await t.query(`UPDATE command_results SET created_at = now() - interval '25 hours' WHERE command = 'JoinLeague'`);
    // No longer a repeat: the join runs again, and Ozzy is already a member.
    expect(await join()).toMatchObject({ status: 409, body: { message: MESSAGES.userNameTaken } });

    await t.query(`UPDATE command_results SET created_at = now() - interval '25 hours'`);
    await t.app.get(RetentionSweeper).sweep();
    const { rows } = await t.query('SELECT count(*)::int AS n FROM command_results');
    expect(rows[0].n).toBe(0);
  });
});

describe('finding 7: cookie-authenticated writes come only from the app’s own pages', () => {
  async function adminCookie(): Promise<string> {
    const login = await fetch(`${t.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress() },
      body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }),
    });
    return (login.headers.get('set-cookie') ?? '').split(';')[0];
  }
  const mails = async () => (await t.query('SELECT count(*)::int AS n FROM mail_outbox')).rows[0].n as number;

  it('a cross-origin form post with the admin cookie answers 403 and sends nothing', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Forgery Flats' });
    await t.request('POST', `/api/leagues/${leagueId}/join`, {
      headers: { 'x-forwarded-for': newAddress() },
      body: joinBody('Victim', { password: 'league-pass' }),
    });
    const cookie = await adminCookie();
    const before = await mails();
    const forged = await fetch(`${t.baseUrl}/api/admin/send-email`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'subject=Free+money&body=Click+here',
    });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { message: string }).message).toBe(
      'This request came from another site. Admin changes can only be made from Tribal Pool itself.',
    );
    // Even JSON from another origin is refused when the cookie is what authenticates it.
    const forgedJson = await fetch(`${t.baseUrl}/api/admin/send-email`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ subject: 'Free money', body: 'Click here' }),
    });
    expect(forgedJson.status).toBe(403);
    // Without an Origin, a Referer from elsewhere counts the same.
    const referred = await fetch(`${t.baseUrl}/api/admin/send-email`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', referer: 'https://evil.example/page' },
      body: JSON.stringify({ subject: 'Free money', body: 'Click here' }),
    });
    expect(referred.status).toBe(403);
    expect(await mails()).toBe(before);
  });

  it('form-encoded bodies are not read at all, whatever the origin', async () => {
    const cookie = await adminCookie();
    const form = await fetch(`${t.baseUrl}/api/admin/send-email`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL },
      body: 'subject=Hello&body=World',
    });
    expect(form.status).toBe(400);
  });

  it('same-origin JSON with the cookie, the CORS origins, and bearer tokens from anywhere still work', async () => {
    const cookie = await adminCookie();
    const leagueId = await createLeague(t, { leagueName: 'Same Origin Sands' });
    const setDeadline = (headers: Record<string, string>) =>
      fetch(`${t.baseUrl}/api/leagues/${leagueId}/deadline`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ draftDeadline: null }),
      });
    expect((await setDeadline({ cookie, origin: PUBLIC_URL })).status).toBe(200);
    expect((await setDeadline({ cookie, origin: t.baseUrl })).status).toBe(200);
    expect((await setDeadline({ cookie, origin: 'https://friends.example' })).status).toBe(200);
    expect((await setDeadline({ cookie, referer: `${PUBLIC_URL}/admin/league-settings` })).status).toBe(200);
    // A script or app using the API with a bearer token is not a browser riding a cookie.
    const token = await t.adminToken();
    expect((await setDeadline({ authorization: `Bearer ${token}`, origin: 'https://evil.example' })).status).toBe(200);
  });

  it('the session cookie is Secure when PUBLIC_URL is https', async () => {
    const login = await fetch(`${t.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress() },
      body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }),
    });
    expect(login.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
  });
});

describe('finding 8: names with control characters are refused', () => {
  const CONTROL = 'Names cannot contain line breaks, tabs or other control characters.';
  const FORGED = 'Eve\r\nClient: 192.0.2.99';

  async function counts() {
    const { rows } = await t.query(`SELECT
      (SELECT count(*)::int FROM leagues) AS leagues,
      (SELECT count(*)::int FROM league_members) AS members,
      (SELECT count(*)::int FROM castaways) AS castaways,
      (SELECT count(*)::int FROM problem_reports) AS reports,
      (SELECT count(*)::int FROM events) AS events`);
    return rows[0];
  }

  it.each([
    ['userName', { userName: FORGED }],
    ['survivorName', { survivorName: 'Eve\nJr' }],
    ['realName', { realName: 'Eve\tAdams' }],
    ['realName (a C1 control)', { realName: 'Eve\u0085Adams' }],
  ])('joining with a %s holding one: 400', async (_field, override) => {
    const leagueId = await createLeague(t, { leagueName: `Control ${nextAddress}` });
    const before = await counts();
    const response = await t.request<{ message: string }>('POST', `/api/leagues/${leagueId}/join`, {
      headers: { 'x-forwarded-for': newAddress() },
      body: joinBody('Eve', { password: 'league-pass', ...override }),
    });
    expect(response).toMatchObject({ status: 400, body: { message: CONTROL } });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['commissionerName', { commissionerName: 'Jeff\nProbst' }],
    ['leagueName', { leagueName: 'Pool\r\nBcc: all' }],
    ['a tribe name', { tribes: [{ name: 'Ku\nlo', color: 'blue' }] }],
  ])('creating a league with a %s holding one: 400', async (_field, override) => {
    const before = await counts();
    const response = await t.request<{ message: string }>('POST', '/api/leagues', {
      headers: { authorization: `Bearer ${await t.adminToken()}` },
      body: { leagueName: 'Clean', password: 'league-pass', commissionerName: 'Jeff', tribes: [], ...override },
    });
    expect(response).toMatchObject({ status: 400, body: { message: CONTROL } });
    expect(await counts()).toEqual(before);
  });

  it('a castaway’s tribe, a tribe change and a tribe’s win holding one: 400', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Tribe Control' });
    const admin = { authorization: `Bearer ${await t.adminToken()}` };
    const cast = await t.request<Array<{ id: number }>>('GET', '/api/castaways/49');
    const before = await counts();
    const added = await t.request<{ message: string }>('POST', `/api/leagues/${leagueId}/castaways`, {
      headers: admin,
      body: { name: 'Rob', age: 30, occupation: 'Builder', tribe: 'Ku\nlo', imageUrl: '/castaways/1.jpg' },
    });
    expect(added).toMatchObject({ status: 400, body: { message: CONTROL } });
    const bulk = await t.request<{ message: string }>('POST', `/api/leagues/${leagueId}/castaways`, {
      headers: admin,
      body: [{ name: 'Rob', age: 30, occupation: 'Builder', tribe: 'Ku\u0007lo', imageUrl: '/castaways/1.jpg' }],
    });
    expect(bulk.status).toBe(400);
    const changed = await t.request<{ message: string }>('PUT', '/api/castaways/49/tribes', {
      headers: admin,
      body: { fromEpisode: 2, tribes: { [cast.body[0].id]: 'Mer\nged' } },
    });
    expect(changed.status).toBe(400);
    const won = await t.request<{ message: string }>('POST', '/api/scores/49/1/happenings', {
      headers: admin,
      body: { kind: 'tribeImmunityWin', tribe: 'Ku\nlo' },
    });
    expect(won.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('a problem report from such a name: 400, nothing stored or mailed', async () => {
    const before = await counts();
    const form = new FormData();
    form.append('user_name', FORGED);
    form.append('user_email', 'eve@example.com');
    form.append('message', 'Nothing works.');
    const response = await fetch(`${t.baseUrl}/api/reports`, {
      method: 'POST',
      body: form,
      headers: {
        'x-forwarded-for': newAddress(),
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(CONTROL);
    expect(await counts()).toEqual(before);
  });
});
