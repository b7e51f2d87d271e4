import { ENTRY_LINK_MESSAGES, IDEMPOTENCY_KEY_REUSED_MESSAGE, MESSAGES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { sleep, waitFor } from '../mail/support/mail-test-context';
import { type ReceivedMail, setUpSmtpTestServer } from '../mail/support/smtp-test-server';
import { queryDatabase } from '../support/database';
import { createLeague, joinBody, lockInDraft, setUpTestApp, TEST_ADMIN_PASSWORD } from '../support/test-app';

/** The first block after the free failures lasts 30 s, and the refusal says so (a second may have passed). */
const FIRST_BLOCK_MESSAGE = /^Too many sign-in attempts\. Please wait (30|29) seconds and try again\.$/;

const PUBLIC_URL = 'https://pool.example';

const smtp = setUpSmtpTestServer();
const t = setUpTestApp('sign_in_links', () => ({ env: { SMTP_URL: smtp.url, PUBLIC_URL } }));

/** Each story calls from an address of its own (the app trusts its loopback proxy), so rate limits never meet. */
let nextAddress = 10;
const newAddress = () => ({ 'x-forwarded-for': `203.0.113.${nextAddress++}` });

async function join(leagueId: string, userName: string, email: string): Promise<string> {
  const joined = await t.request<{ entryToken: string }>('POST', `/api/leagues/${leagueId}/join`, {
    body: joinBody(userName, { email }),
  });
  expect(joined.status).toBe(201);
  return joined.body.entryToken;
}

const emailLink = (email: string, headers: Record<string, string> = newAddress()) =>
  t.request<{ message: string }>('POST', '/api/entries/email-link', { body: { email }, headers });

const claim = (code: string, headers: Record<string, string> = newAddress()) =>
  t.request<Record<string, string>>('POST', '/api/entries/claim', { body: { code }, headers });

/** Asks for links and answers the codes of the mail the SMTP server received, by "userName in leagueName". */
async function mailedCodes(email: string): Promise<Map<string, string>> {
  const before = smtp.received.length;
  expect(await emailLink(email)).toMatchObject({ status: 202, body: { message: ENTRY_LINK_MESSAGES.linkSent } });
  // (A join also mails the address a confirmation link: the sign-in mail is the one with /claim links.)
  const mine = () =>
    smtp.received
      .slice(before)
      .find((m) => m.to.toLowerCase() === email.toLowerCase() && m.text.includes('/claim?code='));
  await waitFor('the sign-in mail', () => mine() !== undefined);
  const mail = mine() as ReceivedMail;
  const codes = new Map<string, string>();
  for (const [, entry, code] of mail.text.matchAll(/^(.+):\n?https:\/\/pool\.example\/claim\?code=(\S+)$/gm)) {
    codes.set(entry, decodeURIComponent(code));
  }
  return codes;
}

const draft = (leagueId: string, userName: string, token: string | undefined, team: number[]) =>
  lockInDraft(t, leagueId, userName, token, team);

async function castawayIds(): Promise<number[]> {
  const cast = await t.request<Array<{ id: number }>>('GET', '/api/castaways/49');
  return cast.body.map((c) => c.id);
}

const query = <T>(sql: string, params?: unknown[]) => queryDatabase<T>(t.databaseUrl, sql, params);

describe('sign-in links by email (an entry on a second device)', () => {
  it('one mail links every entry of the address; a link signs a device in once, and the first device keeps working', async () => {
    const pearl = await createLeague(t, { leagueName: 'Pearl Islands' });
    const heroes = await createLeague(t, { leagueName: 'Heroes vs Villains' });
    const laptop = await join(pearl, 'Rob', 'Boston.Rob@example.com');
    await join(heroes, 'Robfather', 'boston.rob@example.com');

    const codes = await mailedCodes('BOSTON.ROB@example.com');
    expect([...codes.keys()].sort()).toEqual(['Rob in Pearl Islands', 'Robfather in Heroes vs Villains']);
    // Only digests are stored: no code appears in the table.
    const stored = await query<{ code_hash: string }>('SELECT code_hash FROM entry_sign_in_codes');
    for (const code of codes.values()) expect(stored.map((r) => r.code_hash)).not.toContain(code);

    const phone = await claim(codes.get('Rob in Pearl Islands') ?? '');
    expect(phone.status).toBe(200);
    expect(phone.body).toMatchObject({ leagueId: pearl, leagueName: 'Pearl Islands', userName: 'Rob' });
    expect(phone.body.entryToken).not.toBe(laptop);

    const [a, b, c, d, e, f] = await castawayIds();
    expect((await draft(pearl, 'Rob', phone.body.entryToken, [a, b, c])).status).toBe(201);
    expect((await draft(pearl, 'Rob', laptop, [d, e, f])).status).not.toBe(401);

    const again = await claim(codes.get('Rob in Pearl Islands') ?? '');
    expect(again).toMatchObject({ status: 400, body: { message: ENTRY_LINK_MESSAGES.invalidCode } });
    // A code opens only its own entry.
    const other = await claim(codes.get('Robfather in Heroes vs Villains') ?? '');
    expect(other.body).toMatchObject({ leagueId: heroes, userName: 'Robfather' });
  });

  it('an unknown address gets the same answer and no mail', async () => {
    const before = smtp.received.length;
    expect(await emailLink('nobody.here@example.com')).toMatchObject({
      status: 202,
      body: { message: ENTRY_LINK_MESSAGES.linkSent },
    });
    await sleep(300);
    const queued = await query('SELECT 1 FROM mail_outbox WHERE lower(recipient) = $1', ['nobody.here@example.com']);
    expect(queued).toEqual([]);
    expect(smtp.received.length).toBe(before);
  });

  it('a link expires after 24 hours; an unknown or missing code is refused', async () => {
    const league = await createLeague(t, { leagueName: 'Borneo' });
    await join(league, 'Richard', 'richard@example.com');
    const issuedAt = new Date();
    try {
      t.clock.set(issuedAt);
      const stale = (await mailedCodes('richard@example.com')).get('Richard in Borneo') ?? '';
      const fresh = (await mailedCodes('richard@example.com')).get('Richard in Borneo') ?? '';
      t.clock.set(new Date(issuedAt.getTime() + 24 * 3600_000 + 1000));
      expect(await claim(stale)).toMatchObject({ status: 400, body: { message: ENTRY_LINK_MESSAGES.invalidCode } });
      t.clock.set(new Date(issuedAt.getTime() + 23 * 3600_000));
      expect((await claim(fresh)).status).toBe(200);
    } finally {
      t.clock.set(null);
    }
    expect(await claim('made-up-code')).toMatchObject({
      status: 400,
      body: { message: ENTRY_LINK_MESSAGES.invalidCode },
    });
    expect(await claim('')).toMatchObject({ status: 400, body: { message: ENTRY_LINK_MESSAGES.missingCode } });
    expect((await emailLink('not an email')).status).toBe(400);
  });

  it('a link mailed before the member was removed opens nothing, even when the name is taken again', async () => {
    const league = await createLeague(t, { leagueName: 'Vanuatu' });
    await join(league, 'Chris', 'chris@example.com');
    const code = (await mailedCodes('chris@example.com')).get('Chris in Vanuatu') ?? '';
    const admin = { authorization: `Bearer ${await t.adminToken()}` };
    expect((await t.request('DELETE', `/api/leagues/${league}/members/Chris`, { headers: admin })).status).toBe(200);
    await join(league, 'Chris', 'someone.else@example.com');
    expect(await claim(code)).toMatchObject({ status: 400, body: { message: ENTRY_LINK_MESSAGES.invalidCode } });
  });

  it('requests are limited per email address and per client address (429 with a message)', async () => {
    const league = await createLeague(t, { leagueName: 'Limits' });
    await join(league, 'Spammed', 'spammed@example.com');
    for (let i = 0; i < 3; i++) expect((await emailLink('spammed@example.com')).status).toBe(202);
    expect(await emailLink('spammed@example.com')).toMatchObject({
      status: 429,
      body: { message: ENTRY_LINK_MESSAGES.tooManyLinkRequests },
    });

    const oneClient = newAddress();
    for (let i = 0; i < 20; i++) expect((await emailLink(`probe${i}@example.com`, oneClient)).status).toBe(202);
    expect(await emailLink('probe-last@example.com', oneClient)).toMatchObject({
      status: 429,
      body: { message: ENTRY_LINK_MESSAGES.tooManyLinkRequests },
    });
    expect((await emailLink('probe-last@example.com')).status).toBe(202);
  });
});

describe('signing out other devices', () => {
  it('rotate-token answers a new token; every older token of the entry gets 401 from then on', async () => {
    const league = await createLeague(t, { leagueName: 'Micronesia' });
    const laptop = await join(league, 'Parvati', 'parvati@example.com');
    const phone = (await claim((await mailedCodes('parvati@example.com')).get('Parvati in Micronesia') ?? '')).body
      .entryToken;

    const rotate = (token?: string) =>
      t.request<{ message: string; entryToken: string }>(
        'POST',
        `/api/leagues/${league}/members/parvati/rotate-token`,
        { headers: token ? { 'x-entry-token': token } : {} },
      );
    expect(await rotate()).toMatchObject({ status: 401, body: { message: MESSAGES.entryTokenMissing } });
    expect((await rotate('not-a-token')).status).toBe(401);

    const rotated = await rotate(phone);
    expect(rotated).toMatchObject({ status: 200, body: { message: ENTRY_LINK_MESSAGES.otherDevicesSignedOut } });
    const [a, b, c] = await castawayIds();
    for (const old of [laptop, phone]) {
      expect(await draft(league, 'Parvati', old, [a, b, c])).toMatchObject({
        status: 401,
        body: { message: MESSAGES.entryTokenMissing },
      });
    }
    expect((await draft(league, 'Parvati', rotated.body.entryToken, [a, b, c])).status).toBe(201);
    expect((await rotate(laptop)).status).toBe(401);
  });
});

describe('idempotency keys belong to their caller and their request', () => {
  it('the same key from another client never answers the first client’s result (its entry token)', async () => {
    const league = await createLeague(t, { leagueName: 'Keys' });
    const key = { 'idempotency-key': 'join-once' };
    const first = await t.request<{ entryToken: string }>('POST', `/api/leagues/${league}/join`, {
      headers: { ...key, 'x-forwarded-for': '198.51.100.7' },
      body: joinBody('Sandra'),
    });
    expect(first.status).toBe(201);
    const retry = await t.request<{ entryToken: string }>('POST', `/api/leagues/${league}/join`, {
      headers: { ...key, 'x-forwarded-for': '198.51.100.7' },
      body: joinBody('Sandra'),
    });
    // The retry answers the first answer, token included (kept sealed under the client's key).
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);

    const stranger = await t.request<Record<string, unknown>>('POST', `/api/leagues/${league}/join`, {
      headers: { ...key, 'x-forwarded-for': '198.51.100.8' },
      body: joinBody('Sandra'),
    });
    expect(stranger).toMatchObject({ status: 409, body: { message: MESSAGES.userNameTaken } });
    expect(JSON.stringify(stranger.body)).not.toContain(first.body.entryToken);

    // Two members may happen to pick the same key: each gets their own command.
    const [x, y, z, w] = await castawayIds();
    const tina = (
      await t.request<{ entryToken: string }>('POST', `/api/leagues/${league}/join`, { body: joinBody('Tina') })
    ).body.entryToken;
    const draftKey = { 'idempotency-key': 'my-draft' };
    const sandraDraft = await t.request('POST', `/api/leagues/${league}/draft`, {
      headers: { ...draftKey, 'x-entry-token': first.body.entryToken },
      body: { userName: 'Sandra', team: [x, y, z] },
    });
    const tinaDraft = await t.request('POST', `/api/leagues/${league}/draft`, {
      headers: { ...draftKey, 'x-entry-token': tina },
      body: { userName: 'Tina', team: [y, z, w] },
    });
    expect([sandraDraft.status, tinaDraft.status]).toEqual([201, 201]);
    const drafts = await t.request<Array<{ userName: string }>>('GET', `/api/leagues/${league}/drafts`);
    expect(JSON.stringify(drafts.body)).toContain('Tina');
  });

  it('the same key with a different request answers 422 and changes nothing', async () => {
    const league = await createLeague(t, { leagueName: 'Fingerprints' });
    const headers = { 'idempotency-key': 'one-key', 'x-forwarded-for': '198.51.100.9' };
    expect((await t.request('POST', `/api/leagues/${league}/join`, { headers, body: joinBody('Yul') })).status).toBe(
      201,
    );
    const changed = await t.request('POST', `/api/leagues/${league}/join`, { headers, body: joinBody('Ozzy') });
    expect(changed).toMatchObject({ status: 422, body: { message: IDEMPOTENCY_KEY_REUSED_MESSAGE } });
    const members = await t.request<{ members: Array<{ userName: string }> }>('GET', `/api/leagues/${league}`);
    expect(members.body.members.map((m) => m.userName)).not.toContain('Ozzy');
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(joinBody('Yul')).reverse());
    expect((await t.request('POST', `/api/leagues/${league}/join`, { headers, body: reordered })).status).toBe(201);
  });
});

describe('admin sign-in limit', () => {
  it('a guesser blocks only their own address, with growing waits; the admin elsewhere still signs in', async () => {
    const login = (password: string, address: string) =>
      t.request<{ message: string }>('POST', '/api/admin/login', {
        headers: { 'x-forwarded-for': address },
        body: { password },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await login(`guess-${i}`, '192.0.2.66')).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    // Blocked: even the right password from that address is refused, so guessing gains nothing.
    expect(await login(TEST_ADMIN_PASSWORD, '192.0.2.66')).toMatchObject({
      status: 429,
      body: { message: expect.stringMatching(FIRST_BLOCK_MESSAGE) },
    });
    expect((await login(TEST_ADMIN_PASSWORD, '192.0.2.1')).status).toBe(200);
  });
});
