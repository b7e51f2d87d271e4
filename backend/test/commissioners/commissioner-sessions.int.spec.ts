import { ENTRY_LINK_MESSAGES, LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpSmtpTestServer } from '../mail/support/smtp-test-server';
import { createLeague, joinBody, joinLeague, setUpTestApp } from '../support/test-app';
import { bearer, mailedCode, newAddress, startAndActivate } from './support/commissioner-flow';

/** Review 2026-11-26 N9: a commissioner ends their sessions, sees their devices, and loses them with their leagues. */
const smtp = setUpSmtpTestServer();
const t = setUpTestApp('commissioner-sessions', () => ({
  redis: true,
  env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://pool.example' },
}));

afterEach(() => t.clock.set(null));

interface SessionRow {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  device: string | null;
  thisDevice: boolean;
}

const leaguesOf = (token: string) => t.request('GET', '/api/commissioner/leagues', { headers: bearer(token) });

/** Signs another device in by emailed link (its browser named by `userAgent`); answers its commissioner token. */
async function signInAnotherDevice(email: string, userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/604.1') {
  const before = smtp.received.length;
  expect(
    (await t.request('POST', '/api/commissioner/email-link', { body: { email }, headers: newAddress() })).status,
  ).toBe(202);
  const code = await mailedCode(smtp, email, '/commissioner/claim', before);
  const claimed = await t.request<{ commissionerToken: string }>('POST', '/api/commissioner/claim', {
    body: { code },
    headers: { ...newAddress(), 'user-agent': userAgent },
  });
  expect(claimed.status).toBe(200);
  return claimed.body.commissionerToken;
}

describe('a commissioner ends their sessions', () => {
  it('signing out ends this device’s session: its token answers 401 afterwards', async () => {
    const a = await startAndActivate(t, smtp, 'Logout Pool', 'logout@example.com', 'lena');
    expect((await leaguesOf(a.commissionerToken)).status).toBe(200);
    const out = await t.request('POST', '/api/commissioner/logout', { headers: bearer(a.commissionerToken) });
    expect([200, 204]).toContain(out.status);
    expect(await leaguesOf(a.commissionerToken)).toMatchObject({
      status: 401,
      body: { message: LEAGUE_MANAGER_MESSAGES.signInRequired },
    });
  });

  it('lists its devices without their tokens, ends another one, then every other one', async () => {
    const a = await startAndActivate(t, smtp, 'Devices Pool', 'devices@example.com', 'dora');
    const phone = await signInAnotherDevice('devices@example.com');
    const list = await t.request<SessionRow[]>('GET', '/api/commissioner/sessions', {
      headers: bearer(a.commissionerToken),
    });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    expect(list.body.filter((s) => s.thisDevice)).toHaveLength(1);
    const other = list.body.find((s) => !s.thisDevice) as SessionRow;
    expect(other.device).toMatch(/iPhone/);
    expect(other.createdAt).toEqual(expect.any(String));
    expect(other.lastUsedAt).toEqual(expect.any(String));
    // The list never reveals a token, nor the digest a session is found by.
    const stored = await t.query<{ token_hash: string }>('SELECT token_hash FROM commissioner_sessions');
    for (const secret of [a.commissionerToken, phone, ...stored.rows.map((r) => r.token_hash)])
      expect(JSON.stringify(list.body)).not.toContain(secret);

    const ended = await t.request('DELETE', `/api/commissioner/sessions/${other.id}`, {
      headers: bearer(a.commissionerToken),
    });
    expect([200, 204]).toContain(ended.status);
    expect((await leaguesOf(phone)).status).toBe(401);
    expect((await leaguesOf(a.commissionerToken)).status).toBe(200);

    // Another commissioner cannot end this one's sessions, even knowing an id.
    const b = await startAndActivate(t, smtp, 'Other Pool', 'other@example.com', 'otto');
    const mine = (
      await t.request<SessionRow[]>('GET', '/api/commissioner/sessions', { headers: bearer(a.commissionerToken) })
    ).body[0];
    expect(
      (await t.request('DELETE', `/api/commissioner/sessions/${mine.id}`, { headers: bearer(b.commissionerToken) }))
        .status,
    ).toBe(404);
    expect((await leaguesOf(a.commissionerToken)).status).toBe(200);

    const laptop = await signInAnotherDevice('devices@example.com', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0');
    const tablet = await signInAnotherDevice('devices@example.com');
    const others = await t.request('DELETE', '/api/commissioner/sessions', { headers: bearer(a.commissionerToken) });
    expect([200, 204]).toContain(others.status);
    expect((await leaguesOf(laptop)).status).toBe(401);
    expect((await leaguesOf(tablet)).status).toBe(401);
    expect((await leaguesOf(a.commissionerToken)).status).toBe(200);
    expect(
      (await t.request<SessionRow[]>('GET', '/api/commissioner/sessions', { headers: bearer(a.commissionerToken) }))
        .body,
    ).toHaveLength(1);
  });

  it('a session lasts 14 days since it was last used, not a fixed 30', async () => {
    const start = new Date();
    t.clock.set(start);
    const a = await startAndActivate(t, smtp, 'Sliding Pool', 'sliding@example.com', 'sly');
    const day = 86_400_000;
    // Used every 13 days, it outlives the old fixed 30 days.
    for (const days of [13, 26, 39]) {
      t.clock.set(new Date(start.getTime() + days * day));
      expect((await leaguesOf(a.commissionerToken)).status).toBe(200);
    }
    // Left unused for 14 days, it is over.
    t.clock.set(new Date(start.getTime() + (39 + 14) * day + 1000));
    expect((await leaguesOf(a.commissionerToken)).status).toBe(401);
  });
});

describe('a commissioner who runs no league any more is signed out everywhere', () => {
  it('after handing their only league over, the old commissioner’s token answers 401', async () => {
    const a = await startAndActivate(t, smtp, 'Handed Pool', 'handing@example.com', 'hank');
    await joinLeague(t, a.leagueId, 'Nora');
    const handed = await t.request('POST', `/api/leagues/${a.leagueId}/commissioner`, {
      headers: bearer(a.commissionerToken),
      body: { userName: 'Nora' },
    });
    expect(handed.status).toBe(200);
    expect(await leaguesOf(a.commissionerToken)).toMatchObject({
      status: 401,
      body: { message: LEAGUE_MANAGER_MESSAGES.signInRequired },
    });
  });

  it('a commissioner who still runs another league keeps their session after a hand-over', async () => {
    const a = await startAndActivate(t, smtp, 'First Pool', 'twice@example.com', 'tess');
    await startAndActivate(t, smtp, 'Second Pool', 'twice@example.com', 'tess');
    await joinLeague(t, a.leagueId, 'Ivan');
    const handed = await t.request('POST', `/api/leagues/${a.leagueId}/commissioner`, {
      headers: bearer(a.commissionerToken),
      body: { userName: 'Ivan' },
    });
    expect(handed.status).toBe(200);
    expect(await leaguesOf(a.commissionerToken)).toMatchObject({ status: 200, body: [{ name: 'Second Pool' }] });
  });

  it('deleting their last league ends their sessions', async () => {
    const a = await startAndActivate(t, smtp, 'Doomed Pool', 'doomed@example.com', 'dan');
    const deleted = await t.request('DELETE', `/api/leagues/${a.leagueId}`, {
      headers: bearer(a.commissionerToken),
      body: { leagueName: 'Doomed Pool' },
    });
    expect(deleted.status).toBe(200);
    expect((await leaguesOf(a.commissionerToken)).status).toBe(401);
  });
});

describe('emailed sign-in codes', () => {
  it('a second emailed code cancels the first, unused one', async () => {
    await startAndActivate(t, smtp, 'Codes Pool', 'codes@example.com', 'cody');
    const ask = async () => {
      const before = smtp.received.length;
      await t.request('POST', '/api/commissioner/email-link', {
        body: { email: 'codes@example.com' },
        headers: newAddress(),
      });
      return mailedCode(smtp, 'codes@example.com', '/commissioner/claim', before);
    };
    const first = await ask();
    const second = await ask();
    expect(second).not.toBe(first);
    const old = await t.request('POST', '/api/commissioner/claim', { body: { code: first }, headers: newAddress() });
    expect(old).toMatchObject({ status: 410, body: { message: LEAGUE_MANAGER_MESSAGES.claimGone } });
    const fresh = await t.request('POST', '/api/commissioner/claim', { body: { code: second }, headers: newAddress() });
    expect(fresh.status).toBe(200);
  });

  it('a member’s second emailed sign-in link cancels the first, unused one', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Entry Codes' });
    await t.request('POST', `/api/leagues/${leagueId}/join`, { body: joinBody('Kelley') });
    const ask = async () => {
      const before = smtp.received.length;
      await t.request('POST', '/api/entries/email-link', {
        body: { email: 'kelley@example.com' },
        headers: newAddress(),
      });
      return mailedCode(smtp, 'kelley@example.com', '/claim', before);
    };
    const first = await ask();
    const second = await ask();
    const claim = (code: string) => t.request('POST', '/api/entries/claim', { body: { code }, headers: newAddress() });
    expect(await claim(first)).toMatchObject({ status: 400, body: { message: ENTRY_LINK_MESSAGES.invalidCode } });
    expect((await claim(second)).status).toBe(200);
  });
});
