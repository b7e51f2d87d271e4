import { PUSH_MESSAGES } from '@tribal/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProjectionRebuilder } from '../../src/event-store/projection-rebuilder';
import { PersonSessionsService } from '../../src/people/auth/person-sessions.service';
import { PushDispatcher } from '../../src/push/push-dispatcher';
import { createLeague, joinLeague, lockInDraft, setUpTestApp } from '../support/test-app';
import { FakeBrowser, setUpPushServiceStandIn } from './support/push-service-stand-in';

/**
 * Web push end to end (issue 30): real PostgreSQL, Redis and BullMQ, and a stand-in push service on loopback over
 * https (allowed only by PUSH_SERVICE_HOSTS) that decrypts what it receives with each browser's keys.
 */
const pushService = setUpPushServiceStandIn();
const t = setUpTestApp('web-push', () => ({
  redis: true,
  env: {
    PUSH_SERVICE_HOSTS: pushService().host,
    PUSH_SERVICE_CA_FILE: pushService().caFile,
    PUSH_RETRY_BASE_DELAY_MS: '200',
  },
}));

/** A spring season at 8pm ET: episode 3 airs Wednesday 11 March 2026, 8pm EDT (00:00 UTC on the 12th). */
const SCHEDULE: Record<string, string> = {
  1: '2026-02-26T01:00:00.000Z',
  2: '2026-03-05T01:00:00.000Z',
  3: '2026-03-12T00:00:00.000Z',
  14: '2026-05-28T00:00:00.000Z',
};
/** 9:31 pm in New York: the episode has just ended there; it is 6:31 pm in Los Angeles. */
const TAP = new Date('2026-03-12T01:31:00.000Z');
/** 9:30 pm in Los Angeles: episode 3 has aired and run there too. */
const AIRED_IN_LOS_ANGELES = Date.parse('2026-03-12T04:30:00.000Z');
const VOTED_OUT = 49002;

const admin = async () => ({ authorization: `Bearer ${await t.adminToken()}` });
const emailOf = (userName: string) => `${userName.toLowerCase()}@example.com`;

let leagueId: string;
const sessions = new Map<string, string>();
const asPerson = (userName: string) => ({ authorization: `Bearer ${sessions.get(userName)}` });

async function until<T>(what: string, read: () => T | Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function subscribe(userName: string, browser: FakeBrowser, extra: Record<string, unknown> = {}) {
  return t.request<{ id: string; message?: string }>('POST', '/api/me/push-subscriptions', {
    headers: asPerson(userName),
    body: { endpoint: browser.endpoint, keys: browser.keys, timeZone: 'America/New_York', ...extra },
  });
}

const counts = async () => {
  const { rows } = await t.query<{ subscriptions: string; events: string; switches: string }>(
    `SELECT (SELECT count(*) FROM push_subscriptions) AS subscriptions,
            (SELECT count(*) FROM notification_switches) AS switches,
            (SELECT count(*) FROM events) AS events`,
  );
  return rows[0];
};

beforeAll(async () => {
  const headers = await admin();
  t.clock.set(new Date('2026-02-01T12:00:00.000Z'));
  expect((await t.request('PUT', '/api/seasons/49/schedule', { headers, body: SCHEDULE })).status).toBe(200);
  leagueId = await createLeague(t, { leagueName: 'Coast to Coast' });
  for (const [userName, team] of [
    ['Nora', [49001, VOTED_OUT, 49003]],
    ['Lars', [49001, VOTED_OUT, 49003]],
    ['Otto', [49001, VOTED_OUT, 49003]],
    ['Fay', [49001, 49003, 49004]],
    ['Gina', [49001, 49003, 49004]],
    ['Hank', [49001, 49003, 49004]],
  ] as const) {
    const token = await joinLeague(t, leagueId, userName);
    expect((await lockInDraft(t, leagueId, userName, token, [...team])).status).toBe(201);
    sessions.set(userName, await t.app.get(PersonSessionsService).openSession(emailOf(userName)));
  }
  t.clock.set(TAP);
});

afterEach(() => t.clock.set(TAP));

describe('web push, spoiler-safe', () => {
  it('answers the VAPID public key the browser subscribes with: a P-256 point, the same on every call', async () => {
    const first = await t.request<{ publicKey: string }>('GET', '/api/push/public-key');
    expect(first.status).toBe(200);
    expect(Buffer.from(first.body.publicKey, 'base64url')).toHaveLength(65);
    expect((await t.request('GET', '/api/push/public-key')).body).toEqual(first.body);
  });

  it('a "voted out" tap reaches New York at once and Los Angeles only once the episode has aired there', async () => {
    const nora = pushService().browser('nora-new-york');
    const lars = pushService().browser('lars-los-angeles');
    const otto = pushService().browser('otto-los-angeles-unshielded');
    const fay = pushService().browser('fay-other-team');
    expect((await subscribe('Nora', nora)).status).toBe(201);
    expect((await subscribe('Lars', lars, { timeZone: 'America/Los_Angeles' })).status).toBe(201);
    expect((await subscribe('Otto', otto, { timeZone: 'America/Los_Angeles', spoilerShield: false })).status).toBe(201);
    expect((await subscribe('Fay', fay)).status).toBe(201);
    // The vote-out is opt-in: each of them switches it on for the league.
    for (const userName of ['Nora', 'Lars', 'Otto', 'Fay']) {
      const switched = await t.request<{ leagues: Record<string, Record<string, boolean>> }>(
        'PUT',
        '/api/me/notifications',
        { headers: asPerson(userName), body: { leagues: { [leagueId]: { castawayVotedOut: true } } } },
      );
      expect(switched.status).toBe(200);
      expect(switched.body.leagues[leagueId]).toMatchObject({ castawayVotedOut: true, pickClosing: true });
    }

    const council = await t.request('POST', '/api/scores/49/3/happenings', {
      headers: await admin(),
      body: { kind: 'tribalCouncil', votes: [{ voter: 49005, target: VOTED_OUT }], votedOut: [VOTED_OUT] },
    });
    expect(council.status).toBe(201);

    const [atOnce] = await until(
      'New York’s notification',
      () => pushService().delivered(nora),
      (d) => d.length > 0,
    );
    expect(atOnce).toMatchObject({
      kind: 'castawayVotedOut',
      leagueId,
      url: `/league/${leagueId}`,
    });
    expect((atOnce as { body: string }).body).toContain('was voted out in episode 3');
    // Los Angeles with the shield off hears it at once too; with the shield on, nothing yet.
    await until(
      'the unshielded Los Angeles notification',
      () => pushService().delivered(otto),
      (d) => d.length > 0,
    );
    expect(pushService().received.filter((post) => post.name === lars.name)).toEqual([]);
    // Nobody whose team does not hold the castaway hears of it.
    expect(pushService().received.filter((post) => post.name === fay.name)).toEqual([]);
    // Signed with the server's VAPID key (RFC 8292), with a TTL.
    const post = pushService().received.find((p) => p.name === nora.name);
    const { body } = await t.request<{ publicKey: string }>('GET', '/api/push/public-key');
    expect(post?.headers.authorization).toContain(`k=${body.publicKey}`);
    expect(post?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(post?.headers.ttl)).toBeGreaterThan(0);

    // A minute before the episode has run in Los Angeles: still nothing.
    t.clock.set(new Date(AIRED_IN_LOS_ANGELES - 60_000));
    await t.app.get(PushDispatcher).runDue();
    expect(pushService().delivered(lars)).toEqual([]);
    t.clock.set(new Date(AIRED_IN_LOS_ANGELES));
    await t.app.get(PushDispatcher).runDue();
    expect(pushService().delivered(lars)).toEqual([atOnce]);
  });

  it('a repeated job sends once', async () => {
    const nora = pushService().received.filter((post) => post.name === 'nora-new-york');
    expect(nora).toHaveLength(1);
    const { rows } = await t.query<{ id: string; due_at: Date; status: string }>(
      `SELECT o.id, o.due_at, o.status FROM push_outbox o JOIN push_subscriptions s ON s.id = o.subscription_id
        WHERE s.endpoint LIKE '%/nora-new-york'`,
    );
    expect(rows.map((row) => row.status)).toEqual(['sent']);
    const dispatcher = t.app.get(PushDispatcher);
    expect(await dispatcher.deliver(rows[0].id)).toBe('skipped');
    await dispatcher.queue([{ id: rows[0].id, dueAt: new Date(rows[0].due_at).toISOString() }]);
    await dispatcher.runDue();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(pushService().received.filter((post) => post.name === 'nora-new-york')).toHaveLength(1);
  });

  it('a push service answering 410 removes the subscription', async () => {
    const gina = pushService().browser('gina-gone', [410]);
    const subscribed = await subscribe('Gina', gina);
    expect(subscribed.status).toBe(201);
    // A league handed over notifies by default.
    const handed = await t.request('POST', `/api/leagues/${leagueId}/commissioner`, {
      headers: await admin(),
      body: { userName: 'Gina' },
    });
    expect(handed.status).toBe(200);
    await until(
      'the subscription to go',
      async () => (await t.query('SELECT 1 FROM push_subscriptions WHERE id = $1', [subscribed.body.id])).rowCount,
      (rows) => rows === 0,
    );
    expect(
      pushService()
        .received.filter((post) => post.name === gina.name)
        .map((post) => post.status),
    ).toEqual([410]);
    const { rows } = await t.query<{ data: { reason: string } }>(
      `SELECT data FROM events WHERE type = 'PushSubscriptionRemoved' AND data->>'subscriptionId' = $1`,
      [subscribed.body.id],
    );
    expect(rows.map((row) => row.data.reason)).toEqual(['gone']);
    // Its person sees it gone too: removing it answers 404.
    const removed = await t.request<{ message: string }>('DELETE', `/api/me/push-subscriptions/${subscribed.body.id}`, {
      headers: asPerson('Gina'),
    });
    expect(removed.status).toBe(404);
  });

  it('429, then 201: the notification is tried again after a backoff and delivered once', async () => {
    const hank = pushService().browser('hank-busy', [429]);
    expect((await subscribe('Hank', hank)).status).toBe(201);
    const handed = await t.request('POST', `/api/leagues/${leagueId}/commissioner`, {
      headers: await admin(),
      body: { userName: 'Hank' },
    });
    expect(handed.status).toBe(200);
    const [delivered] = await until(
      'the retried notification',
      () => pushService().delivered(hank),
      (d) => d.length > 0,
    );
    expect(delivered).toMatchObject({ kind: 'leagueHandedOver', leagueId });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(
      pushService()
        .received.filter((post) => post.name === hank.name)
        .map((post) => post.status),
    ).toEqual([429, 201]);
  });

  it('429 with Retry-After: the push service is tried again no sooner than it asked, then delivered once', async () => {
    const busy = pushService().browser('nora-busy-service', [{ status: 429, retryAfter: '2' }]);
    const nora = sessions.get('Nora') as string;
    const subscribed = await t.request('POST', '/api/me/push-subscriptions', {
      headers: { authorization: `Bearer ${nora}` },
      body: { endpoint: busy.endpoint, keys: busy.keys, timeZone: 'America/New_York' },
    });
    expect(subscribed.status).toBe(201);
    const handed = await t.request('POST', `/api/leagues/${leagueId}/commissioner`, {
      headers: await admin(),
      body: { userName: 'Nora' },
    });
    expect(handed.status).toBe(200);
    await until(
      'the notification after the wait',
      () => pushService().delivered(busy),
      (d) => d.length > 0,
    );
    const posts = pushService().received.filter((post) => post.name === busy.name);
    expect(posts.map((post) => post.status)).toEqual([429, 201]);
    // The backoff alone would be 200 ms; the push service asked for 2 seconds.
    expect(posts[1].at - posts[0].at).toBeGreaterThanOrEqual(1900);
  });
});

describe('signing a device out', () => {
  it('stops its notifications: signed out on the phone, or ended from the laptop, it hears nothing more', async () => {
    const people = t.app.get(PersonSessionsService);
    const phoneSession = await people.openSession(emailOf('Otto'));
    const tabletSession = await people.openSession(emailOf('Otto'));
    const phone = pushService().browser('otto-phone');
    const tablet = pushService().browser('otto-tablet');
    const laptop = pushService().browser('otto-laptop');
    const on = (session: string, browser: FakeBrowser) =>
      t.request<{ id: string }>('POST', '/api/me/push-subscriptions', {
        headers: { authorization: `Bearer ${session}` },
        body: { endpoint: browser.endpoint, keys: browser.keys, timeZone: 'America/New_York' },
      });
    const phoneId = (await on(phoneSession, phone)).body.id;
    const tabletId = (await on(tabletSession, tablet)).body.id;
    expect((await on(sessions.get('Otto') as string, laptop)).status).toBe(201);

    const signedOut = await t.request('POST', '/api/me/sign-out', {
      headers: { authorization: `Bearer ${phoneSession}` },
    });
    expect(signedOut.status).toBe(200);
    const tabletEnded = await t.request('GET', '/api/me/sessions', { headers: asPerson('Otto') });
    const tabletRow = (tabletEnded.body as Array<{ id: string; thisDevice: boolean }>).find(
      (session) => !session.thisDevice,
    );
    expect(tabletRow).toBeDefined();
    expect((await t.request('DELETE', `/api/me/sessions/${tabletRow?.id}`, { headers: asPerson('Otto') })).status).toBe(
      200,
    );
    await until(
      'the signed-out devices’ subscriptions to go',
      async () =>
        (await t.query('SELECT 1 FROM push_subscriptions WHERE id = ANY($1)', [[phoneId, tabletId]])).rowCount,
      (rows) => rows === 0,
    );

    // The league is handed to Otto: the laptop, still signed in, hears it; the phone and tablet hear nothing.
    const handed = await t.request('POST', `/api/leagues/${leagueId}/commissioner`, {
      headers: await admin(),
      body: { userName: 'Otto' },
    });
    expect(handed.status).toBe(200);
    await until(
      'the laptop’s notification',
      () => pushService().delivered(laptop),
      (d) => d.length > 0,
    );
    const heard = pushService().received.filter((post) => post.name === phone.name || post.name === tablet.name);
    expect(heard).toEqual([]);
    const { rows } = await t.query<{ reason: string }>(
      `SELECT data->>'reason' AS reason FROM events
        WHERE type = 'PushSubscriptionRemoved' AND data->>'subscriptionId' = ANY($1)`,
      [[phoneId, tabletId]],
    );
    expect(rows.map((row) => row.reason)).toEqual(['signedOut', 'signedOut']);
  });
});

describe('subscriptions and switches, as the settings screen uses them', () => {
  it('the same endpoint again keeps its id; the person removes it; another person cannot', async () => {
    const phone = pushService().browser('fay-phone');
    const first = await subscribe('Fay', phone);
    const again = await subscribe('Fay', phone, { timeZone: 'America/Chicago', spoilerShield: false });
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: { id: first.body.id } });
    const { rows } = await t.query('SELECT time_zone, spoiler_shield, email FROM push_subscriptions WHERE id = $1', [
      first.body.id,
    ]);
    expect(rows).toEqual([{ time_zone: 'America/Chicago', spoiler_shield: false, email: 'fay@example.com' }]);
    // Someone else signs in on the same browser: the subscription moves to them, same id.
    const moved = await subscribe('Nora', phone);
    expect(moved.body.id).toBe(first.body.id);
    const notFays = await t.request<{ message: string }>('DELETE', `/api/me/push-subscriptions/${first.body.id}`, {
      headers: asPerson('Fay'),
    });
    expect(notFays).toMatchObject({ status: 404, body: { message: PUSH_MESSAGES.subscriptionNotFound } });
    const removed = await t.request('DELETE', `/api/me/push-subscriptions/${first.body.id}`, {
      headers: asPerson('Nora'),
    });
    expect(removed).toMatchObject({ status: 200, body: { message: PUSH_MESSAGES.subscriptionRemoved } });
    expect((await t.query('SELECT 1 FROM push_subscriptions WHERE id = $1', [first.body.id])).rowCount).toBe(0);
  });

  it('GET answers every league of the person with every kind; PUT merges a subset and answers the whole', async () => {
    const before = await t.request<{ leagues: Record<string, Record<string, boolean>> }>(
      'GET',
      '/api/me/notifications',
      { headers: asPerson('Gina') },
    );
    expect(before.body).toEqual({
      leagues: {
        [leagueId]: {
          pickClosing: true,
          draftClosing: true,
          deadlineMoved: true,
          standingsAfterEpisode: false,
          castawayVotedOut: false,
          leagueHandedOver: true,
        },
      },
    });
    const put = await t.request<{ leagues: Record<string, Record<string, boolean>> }>('PUT', '/api/me/notifications', {
      headers: asPerson('Gina'),
      body: { leagues: { [leagueId]: { pickClosing: false } } },
    });
    expect(put.body.leagues[leagueId]).toEqual({ ...before.body.leagues[leagueId], pickClosing: false });
    const after = await t.request('GET', '/api/me/notifications', { headers: asPerson('Gina') });
    expect(after.body).toEqual(put.body);
  });

  it.each([
    ['an http endpoint', { endpoint: 'http://127.0.0.1/push/x' }, 400, PUSH_MESSAGES.endpointNotHttps],
    [
      'a host not allowed',
      { endpoint: 'https://fcm.googleapis.com/fcm/send/x' },
      400,
      PUSH_MESSAGES.endpointHostNotAllowed,
    ],
    [
      'an address of its own choosing',
      { endpoint: 'https://169.254.169.254/latest' },
      400,
      PUSH_MESSAGES.endpointHostNotAllowed,
    ],
    ['no keys', { keys: undefined }, 400, PUSH_MESSAGES.keysRequired],
    ['a key missing', { keys: { p256dh: 'BAAA' } }, 400, PUSH_MESSAGES.keysRequired],
    ['a zone that is none', { timeZone: 'Mars/Olympus_Mons' }, 400, PUSH_MESSAGES.invalidTimeZone],
  ])('a subscription with %s is refused with a message, nothing stored', async (_, change, status, message) => {
    const before = await counts();
    const browser = pushService().browser(`bad-${Math.random().toString(36).slice(2)}`);
    const body = { endpoint: browser.endpoint, keys: browser.keys, timeZone: 'America/New_York', ...change };
    const answer = await t.request<{ message: string }>('POST', '/api/me/push-subscriptions', {
      headers: asPerson('Fay'),
      body,
    });
    expect(answer).toMatchObject({ status, body: { message } });
    expect(await counts()).toEqual(before);
  });

  it('switches of an unknown kind, or of a league not the person’s, are refused with a message naming it', async () => {
    const otherLeague = await createLeague(t, { leagueName: 'Not Fay’s' });
    const before = await counts();
    const unknown = await t.request<{ message: string }>('PUT', '/api/me/notifications', {
      headers: asPerson('Fay'),
      body: { leagues: { [leagueId]: { episodeRecap: true } } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain(PUSH_MESSAGES.unknownKind('episodeRecap'));
    const notHers = await t.request<{ message: string }>('PUT', '/api/me/notifications', {
      headers: asPerson('Fay'),
      body: { leagues: { [otherLeague]: { pickClosing: false } } },
    });
    expect(notHers).toMatchObject({ status: 403, body: { message: PUSH_MESSAGES.notYourLeague(otherLeague) } });
    expect(await counts()).toEqual(before);
  });

  it('removing a subscription id that is not a subscription answers 404, nothing changed', async () => {
    const before = await counts();
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const answer = await t.request<{ message: string }>('DELETE', `/api/me/push-subscriptions/${id}`, {
        headers: asPerson('Fay'),
      });
      expect(answer).toMatchObject({ status: 404, body: { message: PUSH_MESSAGES.subscriptionNotFound } });
    }
    expect(await counts()).toEqual(before);
  });

  it('a rebuild of the read tables gives the same subscriptions and switches, and sends nothing again', async () => {
    const read = async () => ({
      subscriptions: (await t.query('SELECT * FROM push_subscriptions ORDER BY id')).rows,
      switches: (await t.query('SELECT * FROM notification_switches ORDER BY email, league_id, kind')).rows,
      outbox: (await t.query('SELECT id, status FROM push_outbox ORDER BY id')).rows,
    });
    const before = await read();
    expect(before.subscriptions.length).toBeGreaterThan(0);
    expect(before.switches.length).toBeGreaterThan(0);
    const received = pushService().received.length;
    await t.app.get(ProjectionRebuilder).rebuild();
    await t.app.get(PushDispatcher).runDue();
    expect(await read()).toEqual(before);
    expect(pushService().received).toHaveLength(received);
  });
});
