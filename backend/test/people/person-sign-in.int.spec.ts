import { ME_MESSAGES, ME_SIGN_IN_PATH, PERSON_SESSION_COOKIE } from '@tribal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer } from '../commissioners/support/commissioner-flow';
import { sleep } from '../mail/support/mail-test-context';
import { mailedCode } from '../mail/support/mailed-links';
import { setUpSmtpTestServer } from '../mail/support/smtp-test-server';
import { createLeague, joinBody, joinLeague, lockInDraft, setUpTestApp } from '../support/test-app';
import { mailedSignInCode, newAddress, signInByLink } from './support';

/** Issue 29: a person signs in once per device by an emailed link, sees their devices and signs any of them out. */
const smtp = setUpSmtpTestServer();
const t = setUpTestApp('person_sign_in', () => ({
  redis: true,
  env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://pool.example' },
}));

afterEach(() => t.clock.set(null));

const me = (headers: Record<string, string>) => t.request<{ email: string }>('GET', '/api/me', { headers });
const signIn = (code: string, headers: Record<string, string> = {}) =>
  t.request<Record<string, unknown>>('POST', '/api/me/sign-in', {
    body: { code },
    headers: { ...newAddress(), ...headers },
  });

interface SessionRow {
  id: string;
  device: string | null;
  thisDevice: boolean;
}

describe('signing in by an emailed link', () => {
  it('mails /me/sign-in?code= to an address that joined; the code answers a token and sets an HttpOnly cookie', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Link Pool' });
    await joinLeague(t, leagueId, 'Linda');
    const email = joinBody('Linda').email;
    const before = smtp.received.length;
    const asked = await t.request('POST', '/api/me/sign-in-link', {
      body: { email: 'LINDA@example.com' },
      headers: newAddress(),
    });
    expect(asked).toMatchObject({ status: 202, body: { message: ME_MESSAGES.linkSent } });
    const code = await mailedCode(smtp, email, ME_SIGN_IN_PATH, before);
    const mail = smtp.received.slice(before).find((m) => m.text.includes(`${ME_SIGN_IN_PATH}?code=`));
    expect(mail?.text).toContain(`https://pool.example${ME_SIGN_IN_PATH}?code=`);
    expect(mail?.text).toContain('15 minutes');

    const signedIn = await signIn(code);
    expect(signedIn).toMatchObject({ status: 200, body: { email, token: expect.any(String) } });
    const setCookie = signedIn.headers.get('set-cookie') ?? '';
    expect(setCookie).toContain(`${PERSON_SESSION_COOKIE}=${signedIn.body.token}`);
    expect(setCookie.toLowerCase()).toContain('httponly');
    expect(setCookie.toLowerCase()).toContain('samesite=lax');
    // https PUBLIC_URL: the cookie goes over https only.
    expect(setCookie.toLowerCase()).toContain('secure');

    // The cookie (the web app) and Bearer (API clients) open the same session.
    expect(await me({ cookie: setCookie.split(';')[0] })).toMatchObject({ status: 200, body: { email } });
    expect(await me(bearer(String(signedIn.body.token)))).toMatchObject({ status: 200, body: { email } });
    // Opening the link proved the address: league mail may reach it.
    const confirmed = await t.query('SELECT 1 FROM confirmed_emails WHERE email = $1', [email]);
    expect(confirmed.rowCount).toBe(1);
  });

  it('an address the app does not know gets the same answer and no mail', async () => {
    const asked = await t.request('POST', '/api/me/sign-in-link', {
      body: { email: 'stranger@example.com' },
      headers: newAddress(),
    });
    expect(asked).toMatchObject({ status: 202, body: { message: ME_MESSAGES.linkSent } });
    await sleep(300);
    const queued = await t.query('SELECT 1 FROM mail_outbox WHERE recipient = $1', ['stranger@example.com']);
    expect(queued.rowCount).toBe(0);
    expect(smtp.received.filter((m) => m.to === 'stranger@example.com')).toEqual([]);
  });

  it('a wrong code answers 400; a used one 410 with where to ask again; an expired one 410', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Gone Pool' });
    await joinLeague(t, leagueId, 'Gina');
    const email = joinBody('Gina').email;

    expect(await signIn('never-mailed-code')).toMatchObject({ status: 400, body: { message: ME_MESSAGES.wrongCode } });

    const code = await mailedSignInCode(t, smtp, email);
    expect((await signIn(code)).status).toBe(200);
    expect(await signIn(code)).toMatchObject({
      status: 410,
      body: { message: ME_MESSAGES.linkGone, newLinkAt: ME_SIGN_IN_PATH },
    });

    const late = await mailedSignInCode(t, smtp, email);
    t.clock.set(new Date(Date.now() + 16 * 60_000));
    expect(await signIn(late)).toMatchObject({ status: 410, body: { message: ME_MESSAGES.linkGone } });

    // A newer link cancels the older unused one.
    t.clock.set(null);
    await joinLeague(t, leagueId, 'Gwen');
    const first = await mailedSignInCode(t, smtp, joinBody('Gwen').email);
    const second = await mailedSignInCode(t, smtp, joinBody('Gwen').email);
    expect((await signIn(first)).status).toBe(410);
    expect((await signIn(second)).status).toBe(200);
  });

  it('a retried sign-in with the same Idempotency-Key answers the same session', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Retry Pool' });
    await joinLeague(t, leagueId, 'Rita');
    const code = await mailedSignInCode(t, smtp, joinBody('Rita').email);
    // The same device sends it again (a lost answer): same key, same client.
    const key = { 'idempotency-key': 'sign-in-retry-1', ...newAddress() };
    const first = await signIn(code, key);
    const again = await signIn(code, key);
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, body: { token: first.body.token } });
  });

  it('links are limited per email (429), whoever asks', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Flood Pool' });
    await joinLeague(t, leagueId, 'Flo');
    const ask = () =>
      t.request<{ message: string }>('POST', '/api/me/sign-in-link', {
        body: { email: joinBody('Flo').email },
        headers: newAddress(),
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await ask()).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect((await ask()).body.message).toBe(ME_MESSAGES.tooManyLinkRequests);
  });

  it('links are limited per client address (429), whatever the emails', async () => {
    const address = newAddress();
    const statuses = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (
          await t.request('POST', '/api/me/sign-in-link', {
            body: { email: `spray${i}@example.com` },
            headers: address,
          })
        ).status,
      );
    expect(statuses.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('a person’s devices', () => {
  it('lists them without tokens, ends another one, refuses another person’s session id, and signs out', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Devices Pool' });
    const entryToken = await joinLeague(t, leagueId, 'Dev');
    const email = joinBody('Dev').email;
    const laptop = await signInByLink(t, smtp, email, {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    });
    const phone = await signInByLink(t, smtp, email, {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/604.1',
    });

    const list = await t.request<SessionRow[]>('GET', '/api/me/sessions', { headers: { cookie: laptop.cookie } });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    expect(list.body.filter((s) => s.thisDevice)).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(laptop.token);
    expect(JSON.stringify(list.body)).not.toContain(phone.token);
    const other = list.body.find((s) => !s.thisDevice) as SessionRow;
    expect(other.device).toMatch(/iPhone/);

    // Another person, knowing the id, cannot end it: it is not one of theirs.
    const otherLeague = await createLeague(t, { leagueName: 'Someone Else Pool' });
    await joinLeague(t, otherLeague, 'Sam');
    const sam = await signInByLink(t, smtp, joinBody('Sam').email);
    expect(await t.request('DELETE', `/api/me/sessions/${other.id}`, { headers: bearer(sam.token) })).toMatchObject({
      status: 404,
      body: { message: ME_MESSAGES.sessionNotFound },
    });
    expect(await t.request('DELETE', '/api/me/sessions/not-a-uuid', { headers: bearer(sam.token) })).toMatchObject({
      status: 400,
      body: { message: ME_MESSAGES.invalidSessionId },
    });
    expect((await me(bearer(phone.token))).status).toBe(200);

    // The laptop signs the phone out.
    const ended = await t.request('DELETE', `/api/me/sessions/${other.id}`, { headers: { cookie: laptop.cookie } });
    expect(ended).toMatchObject({ status: 200, body: { message: ME_MESSAGES.sessionEnded } });
    expect(await me(bearer(phone.token))).toMatchObject({ status: 401, body: { message: ME_MESSAGES.signInRequired } });

    // Signing out ends this device's session and clears its cookie; the entry is as it was.
    const out = await t.request('POST', '/api/me/sign-out', { headers: { cookie: laptop.cookie } });
    expect(out).toMatchObject({ status: 200, body: { message: ME_MESSAGES.signedOut } });
    expect(out.headers.get('set-cookie') ?? '').toMatch(new RegExp(`${PERSON_SESSION_COOKIE}=;`));
    expect((await me({ cookie: laptop.cookie })).status).toBe(401);
    expect((await me(bearer(laptop.token))).status).toBe(401);
    const cast = (await t.request<Array<{ id: number }>>('GET', '/api/castaways/49')).body;
    expect(
      (
        await lockInDraft(
          t,
          leagueId,
          'Dev',
          entryToken,
          cast.slice(0, 3).map((c) => c.id),
        )
      ).status,
    ).toBe(201);
  });

  it('a session lasts 90 days since it was last used', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Idle Pool' });
    await joinLeague(t, leagueId, 'Ida');
    const start = Date.now();
    const ida = await signInByLink(t, smtp, joinBody('Ida').email);
    const day = 86_400_000;
    t.clock.set(new Date(start + 89 * day));
    expect((await me(bearer(ida.token))).status).toBe(200);
    t.clock.set(new Date(start + (89 + 91) * day));
    expect((await me(bearer(ida.token))).status).toBe(401);
  });
});
