import { PASSKEY_MESSAGES, PERSON_SESSION_COOKIE } from '@tribal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { PersonSessionsService } from '../../src/people/auth/person-sessions.service';
import { bearer, newAddress } from '../commissioners/support/commissioner-flow';
import { setUpTestApp } from '../support/test-app';
import { SoftwareAuthenticator } from './support/software-authenticator';

/**
 * Issue 29: a person signed in by an emailed link adds a passkey, and signs in with it on another device without
 * mail. Every response is made by a software authenticator (real ES256 keys, real CBOR), checked by the real
 * @simplewebauthn/server against the app's public address.
 */
const ORIGIN = 'https://pool.example';
const t = setUpTestApp('passkeys', () => ({ redis: true, env: { PUBLIC_URL: ORIGIN } }));

afterEach(() => t.clock.set(null));

interface PasskeyRow {
  id: string;
  device: string | null;
  createdAt: string;
  lastUsedAt: string | null;
}
interface Options {
  challenge: string;
  rp?: { id: string; name: string };
  rpId?: string;
  user?: { id: string; name: string };
  authenticatorSelection?: { residentKey?: string; userVerification?: string };
  excludeCredentials?: Array<{ id: string }>;
}

/** A device signed in as `email` (the link sign-in's session, opened directly: its own tests live elsewhere). */
const signedIn = async (email: string) => bearer(await t.app.get(PersonSessionsService).openSession(email));

const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

async function addPasskey(session: Record<string, string>, authenticator = new SoftwareAuthenticator(ORIGIN)) {
  const options = await t.request<Options>('POST', '/api/me/passkeys/registration-options', { headers: session });
  expect(options.status).toBe(200);
  const added = await t.request<PasskeyRow>('POST', '/api/me/passkeys/registration', {
    headers: { ...session, 'user-agent': ANDROID },
    body: { response: authenticator.register(options.body) },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return { authenticator, passkey: added.body, userId: options.body.user?.id };
}

async function signInOptions(): Promise<Options> {
  const options = await t.request<Options>('POST', '/api/me/passkeys/authentication-options', {
    headers: newAddress(),
  });
  expect(options.status).toBe(200);
  return options.body;
}

const signInWith = (response: unknown) =>
  t.request<{ token: string; email: string; message: string }>('POST', '/api/me/passkeys/authentication', {
    headers: newAddress(),
    body: { response },
  });

describe('passkeys', () => {
  it('a person adds a passkey after a link sign-in, and a fresh device signs in with it, without mail or email', async () => {
    const session = await signedIn('Pat@Example.com');
    const options = await t.request<Options>('POST', '/api/me/passkeys/registration-options', { headers: session });
    // A discoverable credential for this site, named by the person's email; the user id is opaque, not the email.
    expect(options.body.rp?.id).toBe('pool.example');
    expect(options.body.user?.name).toBe('pat@example.com');
    expect(Buffer.from(options.body.user?.id ?? '', 'base64url').toString()).not.toContain('pat');
    expect(options.body.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'preferred',
    });

    const { authenticator, passkey, userId } = await addPasskey(session);
    expect(passkey).toMatchObject({ device: 'Chrome on Android', lastUsedAt: null });
    const list = await t.request<PasskeyRow[]>('GET', '/api/me/passkeys', { headers: session });
    expect(list.body).toEqual([passkey]);
    // The list never carries key material.
    expect(JSON.stringify(list.body)).not.toMatch(/publicKey|credential|counter/i);

    // Another device: no session, no email typed; the authenticator offers its passkey.
    const options2 = await signInOptions();
    const signIn = await signInWith(authenticator.authenticate(options2));
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    expect(signIn.body.email).toBe('pat@example.com');
    const cookie = signIn.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`${PERSON_SESSION_COOKIE}=${signIn.body.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // The new session is the person's: it sees their passkey, now marked used.
    const seen = await t.request<PasskeyRow[]>('GET', '/api/me/passkeys', { headers: bearer(signIn.body.token) });
    expect(seen.body).toHaveLength(1);
    expect(seen.body[0].lastUsedAt).not.toBeNull();
    // And so does the cookie alone, as the web app sends it.
    const byCookie = await t.request<PasskeyRow[]>('GET', '/api/me/passkeys', {
      headers: { cookie: `${PERSON_SESSION_COOKIE}=${signIn.body.token}` },
    });
    expect(byCookie.status).toBe(200);

    // Registration options leave out the passkey the person already has, and keep their user id (so an
    // authenticator holds one passkey per person here rather than piling them up).
    const again = await t.request<Options>('POST', '/api/me/passkeys/registration-options', { headers: session });
    expect(again.body.excludeCredentials?.map((c) => c.id)).toEqual([authenticator.id]);
    expect(again.body.user?.id).toBe(userId);
  });

  it('a replayed response fails: a sign-in and a registration each count once', async () => {
    const session = await signedIn('replay@example.com');
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const options = await t.request<Options>('POST', '/api/me/passkeys/registration-options', { headers: session });
    const registration = authenticator.register(options.body);
    const first = await t.request('POST', '/api/me/passkeys/registration', {
      headers: session,
      body: { response: registration },
    });
    expect(first.status).toBe(201);
    const replayedRegistration = await t.request<{ message: string }>('POST', '/api/me/passkeys/registration', {
      headers: session,
      body: { response: registration },
    });
    expect(replayedRegistration.status).toBe(400);
    expect(replayedRegistration.body.message).toBe(PASSKEY_MESSAGES.challengeGone);

    const assertion = authenticator.authenticate(await signInOptions());
    expect((await signInWith(assertion)).status).toBe(200);
    const replayed = await signInWith(assertion);
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe(PASSKEY_MESSAGES.challengeGone);
    expect(replayed.headers.get('set-cookie')).toBeNull();
  });

  it('a response that fails verification is a 400 with a clear message, and opens nothing', async () => {
    const { authenticator } = await addPasskey(await signedIn('verify@example.com'));
    const sessionsBefore = await t.query('SELECT 1 FROM person_sessions WHERE email = $1', ['verify@example.com']);

    // Signed for another site.
    const phished = await signInWith(
      authenticator.authenticate(await signInOptions(), { origin: 'https://p00l.example' }),
    );
    // Signed by another key that claims the same credential.
    const impostor = new SoftwareAuthenticator(ORIGIN);
    Object.assign(impostor, { credentialId: authenticator.credentialId });
    const forged = await signInWith(impostor.authenticate(await signInOptions()));
    // A signature bent in transit.
    const bent = authenticator.authenticate(await signInOptions());
    bent.response.signature = `${bent.response.signature.slice(0, -4)}AAAA`;
    const tampered = await signInWith(bent);
    // Client data that is not JSON at all.
    const garbled = authenticator.authenticate(await signInOptions());
    garbled.response.clientDataJSON = Buffer.from('not json').toString('base64url');
    const unreadable = await signInWith(garbled);

    for (const refused of [phished, forged, tampered, unreadable]) {
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(PASSKEY_MESSAGES.notVerified);
    }
    const sessionsAfter = await t.query('SELECT 1 FROM person_sessions WHERE email = $1', ['verify@example.com']);
    expect(sessionsAfter.rowCount).toBe(sessionsBefore.rowCount);

    // A registration made for another site is refused too, and adds nothing.
    const session = await signedIn('verify@example.com');
    const options = await t.request<Options>('POST', '/api/me/passkeys/registration-options', { headers: session });
    const elsewhere = await t.request<{ message: string }>('POST', '/api/me/passkeys/registration', {
      headers: session,
      body: { response: new SoftwareAuthenticator(ORIGIN).register(options.body, { origin: 'https://p00l.example' }) },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe(PASSKEY_MESSAGES.notVerified);
    expect((await t.request<PasskeyRow[]>('GET', '/api/me/passkeys', { headers: session })).body).toHaveLength(1);
  });

  it('an unknown passkey, a malformed body and an expired request are refused with 400', async () => {
    const unknown = await signInWith(new SoftwareAuthenticator(ORIGIN).authenticate(await signInOptions()));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(PASSKEY_MESSAGES.unknownPasskey);

    for (const body of [{}, { response: 'nope' }, { response: { id: 'a', type: 'public-key' } }]) {
      const malformed = await t.request<{ message: string }>('POST', '/api/me/passkeys/authentication', {
        headers: newAddress(),
        body,
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toMatch(/response/);
    }

    // Options are good for 5 minutes.
    const { authenticator } = await addPasskey(await signedIn('slow@example.com'));
    const options = await signInOptions();
    t.clock.set(new Date(Date.now() + 6 * 60_000));
    const late = await signInWith(authenticator.authenticate(options));
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(PASSKEY_MESSAGES.challengeGone);
  });

  it("one person's registration options cannot add a passkey to another person", async () => {
    const ann = await signedIn('ann@example.com');
    const bob = await signedIn('bob@example.com');
    const annOptions = await t.request<Options>('POST', '/api/me/passkeys/registration-options', { headers: ann });
    const stolen = await t.request<{ message: string }>('POST', '/api/me/passkeys/registration', {
      headers: bob,
      body: { response: new SoftwareAuthenticator(ORIGIN).register(annOptions.body) },
    });
    expect(stolen.status).toBe(400);
    expect((await t.request<PasskeyRow[]>('GET', '/api/me/passkeys', { headers: bob })).body).toEqual([]);
  });

  it('a person removes their passkey: it signs nobody in from then on; another person cannot remove it', async () => {
    const owner = await signedIn('remover@example.com');
    const { authenticator, passkey } = await addPasskey(owner);
    const other = await signedIn('other@example.com');

    const notTheirs = await t.request<{ message: string }>('DELETE', `/api/me/passkeys/${passkey.id}`, {
      headers: other,
    });
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.message).toBe(PASSKEY_MESSAGES.notFound);
    const badId = await t.request<{ message: string }>('DELETE', '/api/me/passkeys/not-an-id', { headers: owner });
    expect(badId.status).toBe(400);

    const removed = await t.request<{ message: string }>('DELETE', `/api/me/passkeys/${passkey.id}`, {
      headers: owner,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(PASSKEY_MESSAGES.removed);
    expect((await t.request<PasskeyRow[]>('GET', '/api/me/passkeys', { headers: owner })).body).toEqual([]);
    const refused = await signInWith(authenticator.authenticate(await signInOptions()));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(PASSKEY_MESSAGES.unknownPasskey);
  });

  it('passkey sign-ins are limited per client address (429)', async () => {
    const address = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const options = await t.request<Options>('POST', '/api/me/passkeys/authentication-options', {
        headers: address,
      });
      statuses.push(options.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const limited = await t.request<{ message: string }>('POST', '/api/me/passkeys/authentication-options', {
      headers: address,
    });
    expect(limited.body.message).toBe(PASSKEY_MESSAGES.tooManyAttempts);
    // Another address is not held up.
    expect((await t.request('POST', '/api/me/passkeys/authentication-options', { headers: newAddress() })).status).toBe(
      200,
    );
  });
});
