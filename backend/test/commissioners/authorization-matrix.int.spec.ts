import { randomUUID } from 'node:crypto';
import { ModulesContainer } from '@nestjs/core';
import {
  ADMIN_LIVE_EVENTS,
  CHAT_LIVE_EVENTS,
  DEFAULT_COMMISSIONER_SETTINGS,
  LIVE_EVENTS,
  PERSON_SESSION_COOKIE,
  SCORING_PRESET_TABLES,
  weeklySchedule,
} from '@tribal/contracts';
import { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { CommissionerAuthService } from '../../src/commissioners/auth/commissioner-auth.service';
import { digestSecret } from '../../src/common/secrets';
import { PersonSessionsService } from '../../src/people/auth/person-sessions.service';
import { PushSubscriptionCommands } from '../../src/push/push-subscription-commands';
import { setUpSmtpTestServer } from '../mail/support/smtp-test-server';
import { listRoutes } from '../support/list-routes';
import {
  createLeague,
  joinBody,
  joinLeague,
  setUpTestApp,
  TEST_ADMIN_PASSWORD,
  TEST_LEAGUE_CODE,
  TestApp,
} from '../support/test-app';
import { bearer, newAddress, startAndActivate, startBody } from './support/commissioner-flow';

/**
 * One table: every HTTP route and socket.io event the running app registers, called as each of nine callers, and
 * the status (or socket ack) each must get. A route or event the table does not name fails the test, so a new one
 * cannot ship without someone deciding who may call it. Every answer that could carry a weekly pick is searched
 * for Alice's sealed pick, which only Alice and the site admin may see before its cutoff.
 */

/**
 * `commissionerWhoPlays` is A's commissioner signed in with their own entry too (issue 33): the same league manager
 * as `commissionerOfA`, except on the rows that touch an entry, where it acts on its OWN entry (ann's).
 * `personOfAAndB` (issue 29) is a person signed in by their session alone (Bearer), who owns an entry in league A
 * (pat's, which the rows that play an entry act on) and one in league B; `personWithoutEntry` is a person signed in
 * (by the web app's cookie) who owns no entry: on the rows that play an entry they act on Alice's.
 */
const ROLES = [
  'anonymous',
  'memberOfA',
  'anotherMember',
  'commissionerOfA',
  'commissionerOfB',
  'admin',
  'commissionerWhoPlays',
  'personOfAAndB',
  'personWithoutEntry',
] as const;
type Role = (typeof ROLES)[number];
/** expected status per role, in the order of ROLES */
type Statuses = [number, number, number, number, number, number, number, number, number];

interface Call {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  redirect?: 'follow' | 'manual';
}

interface Fixture {
  leagueA: string;
  leagueB: string;
  tokens: Record<Role, Record<string, string>>;
  /** Alice's entry token (member of A); rotating it answers a new one */
  alice: string;
  bob: string;
  cast: Array<{ id: number; name: string }>;
  sealedCastaway: { id: number; name: string };
  commissionerA: string;
  /** the person who owns an entry in A and one in B (pat's) */
  personEmail: string;
  /** A's commissioner's own entry name (they play) */
  commissionerEntry: string;
  seq: () => number;
}

// Episode 5 takes picks (Alice's pick for it is sealed); episode 3 has closed; episode 10's cutoff is the swap deadline.
const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
const past = new Date(Date.now() - 86_400_000).toISOString();
const CUTOFFS = { 3: past, 5: future, 10: future };

/** A league of A's commissioner made for one call (deleting it or handing it over must not end the fixture's league). */
async function spareLeagueOfA(t: TestApp, f: Fixture): Promise<{ id: string; name: string }> {
  const name = `Spare ${f.seq()}`;
  const id = await createLeague(t, { leagueName: name });
  await t.request('POST', `/api/leagues/${id}/join`, { body: joinBody('annie', { email: f.commissionerA }) });
  await joinLeague(t, id, 'zed');
  const handed = await t.request('POST', `/api/leagues/${id}/commissioner`, {
    headers: bearer(await t.adminToken()),
    body: { userName: 'annie' },
  });
  if (handed.status !== 200) throw new Error(`hand-over failed: ${handed.status}`);
  return { id, name };
}

/** Another device signed in as a commissioner's email, for a call that ends a session: its token and its id. */
async function spareSession(t: TestApp, email: string): Promise<{ token: string; id: string }> {
  const token = await t.app.get(CommissionerAuthService).openSession(email);
  const { rows } = await t.query<{ id: string }>('SELECT id FROM commissioner_sessions WHERE token_hash = $1', [
    digestSecret(token),
  ]);
  return { token, id: rows[0].id };
}
const emailOf = (role: Role) => (role === 'commissionerOfB' ? 'commish.b@example.com' : 'commish.a@example.com');

/** Another device signed in as a person, for a call that ends a session: its token and its id. */
async function sparePersonSession(t: TestApp, email: string): Promise<{ token: string; id: string }> {
  const token = await t.app.get(PersonSessionsService).openSession(email);
  const { rows } = await t.query<{ id: string }>('SELECT id FROM person_sessions WHERE token_hash = $1', [
    digestSecret(token),
  ]);
  return { token, id: rows[0].id };
}
/** A message in league A's chat (its commissioner's, who is never muted), posted once for the rows that act on one. */
let chatMessageOfA: string | undefined;
async function aChatMessageOfA(t: TestApp, f: Fixture): Promise<string> {
  if (chatMessageOfA === undefined) {
    const posted = await t.request<{ id: string }>('POST', `/api/leagues/${f.leagueA}/chat`, {
      headers: f.tokens.commissionerOfA,
      body: { text: 'A message for the matrix' },
    });
    if (posted.status !== 201) throw new Error(`chat post failed: ${posted.status}`);
    chatMessageOfA = posted.body.id;
  }
  return chatMessageOfA;
}

/** A line of season 49's happenings feed, made by the admin when there is none (DELETE /api/scores empties it). */
async function aHappeningOf49(t: TestApp): Promise<number> {
  const { rows } = await t.query<{ id: number }>('SELECT id FROM happenings WHERE season = 49 AND NOT undone LIMIT 1');
  if (rows.length > 0) return rows[0].id;
  const posted = await t.request<{ id: number }>('POST', '/api/scores/49/2/happenings', {
    headers: bearer(await t.adminToken()),
    body: { kind: 'tribeImmunityWin', tribe: 'Manu' },
  });
  if (posted.status !== 201) throw new Error(`happening failed: ${posted.status} ${JSON.stringify(posted.body)}`);
  return posted.body.id;
}

/** A browser's push subscription on a push service of the default PUSH_SERVICE_HOSTS (nothing is sent to it). */
const pushSubscriptionBody = (f: Fixture) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${f.seq()}`,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
  timeZone: 'America/New_York',
  spoilerShield: true,
});
/** A league nobody plays in or runs but the admin, made once: no person's notification switches may name it. */
let nobodys: Promise<string> | undefined;
const nobodysLeague = (t: TestApp) => {
  nobodys ??= createLeague(t, { leagueName: 'Nobody’s League' });
  return nobodys;
};
const isPerson = (role: Role) => role === 'personOfAAndB' || role === 'personWithoutEntry';
const personEmailOf = (f: Fixture, role: Role) => (role === 'personOfAAndB' ? f.personEmail : 'no.entry@example.com');

/** A send of league A's (the admin's, made once): its progress answers only on league A (a random id is 404). */
let sendToA: Promise<string> | undefined;
function oneSendToA(t: TestApp, f: Fixture): Promise<string> {
  sendToA ??= t.adminToken().then(async (admin) => {
    const sent = await t.request<{ commandId: string }>('POST', `${A(f)}/email`, {
      headers: bearer(admin),
      body: { subject: 'Progress probe', body: 'Followed by the progress route.' },
    });
    if (sent.status !== 202) throw new Error(`league email failed: ${sent.status}`);
    return sent.body.commandId;
  });
  return sendToA;
}

const everyone = (status: number): Statuses => [status, status, status, status, status, status, status, status, status];
/** Site admin only: every other caller is refused with 401 (a commissioner or person session is not an admin's). */
const adminOnly = (ok: number): Statuses => [401, 401, 401, 401, 401, ok, 401, 401, 401];
/**
 * One league's manager: the admin, or that league's commissioner; another league's commissioner gets 403, and so
 * does a signed-in person whose address runs no league.
 */
const manager = (ok: number): Statuses => [401, 401, 401, ok, 403, ok, ok, 403, 403];
/**
 * A correction of an entry (issue 33, N3): one league's manager on another member's entry; the commissioner who
 * plays on their own entry is refused (403), only the site admin corrects it.
 */
const entryCorrection = (ok: number): Statuses => [401, 401, 401, ok, 403, ok, 403, 403, 403];
/** A member's own entry by its token alone (X-Entry-Token): another member's token or none is 401. */
const entryOwner = (ok: number): Statuses => [401, ok, 401, 401, 401, 401, 401, 401, 401];
/**
 * Playing a member's own entry (draft, swap, pick): its token, or the session of the person who owns it (issue 29);
 * a person acting on someone else's entry is refused with 403.
 */
const entryPlayer = (ok: number): Statuses => [401, ok, 401, 401, 401, 401, 401, ok, 403];
/**
 * League A's chat (issue 31): its members (by token or session, the commissioner who plays by their entry) and its
 * commissioner; the admin reads it but plays no part in it, and a commissioner of another league is refused. The
 * person without an entry has joined A by an earlier row (`POST /api/leagues/:leagueId/join`): a member by now.
 */
const chatter = (ok: number): Statuses => [401, ok, ok, ok, 403, 403, ok, ok, ok];
const chatReader = (ok: number): Statuses => [401, ok, ok, ok, 403, ok, ok, ok, ok];
/** A person's own account: their session alone (the admin's and a commissioner's are not a person's). */
const personOnly = (ok: number): Statuses => [401, 401, 401, 401, 401, 401, 401, ok, ok];
/** Whose entry a correction row touches: the commissioner who plays touches their own. */
const correctedEntry = (f: Fixture, role: Role) => (role === 'commissionerWhoPlays' ? f.commissionerEntry : 'bob');
/** Whose entry a row that plays one touches: the person with entries plays their own (pat's), everyone else Alice's. */
const playedEntry = (role: Role) => (role === 'personOfAAndB' ? 'pat' : 'alice');

interface Row {
  expect: Statuses;
  call: (t: TestApp, f: Fixture, role: Role) => Call | Promise<Call>;
  /** answers that could carry a weekly pick are searched for the sealed one */
  mayCarryPicks?: boolean;
}

const A = (f: Fixture) => `/api/leagues/${f.leagueA}`;

const TABLE: Record<string, Row> = {
  'GET /api/health': { expect: everyone(200), call: () => ({ path: '/api/health' }) },
  // Operations (issue 21): readiness and the API description are public; metrics are open from this machine
  // (where the test runs) whatever the caller; the Tonight figures are the site admin's.
  'GET /api/ready': { expect: everyone(200), call: () => ({ path: '/api/ready' }) },
  'GET /metrics': { expect: everyone(200), call: () => ({ path: '/metrics' }) },
  'GET /api/openapi.json': { expect: everyone(200), call: () => ({ path: '/api/openapi.json' }) },
  'GET /api/docs': { expect: everyone(200), call: () => ({ path: '/api/docs' }) },
  'GET /api/docs/start.js': { expect: everyone(200), call: () => ({ path: '/api/docs/start.js' }) },
  'GET /api/docs/swagger-ui.css': { expect: everyone(200), call: () => ({ path: '/api/docs/swagger-ui.css' }) },
  'GET /api/docs/swagger-ui-bundle.js': {
    expect: everyone(200),
    call: () => ({ path: '/api/docs/swagger-ui-bundle.js' }),
  },
  // Reading: public, with sealed picks hidden from everyone but their member and the admin.
  'GET /api/leagues': { expect: everyone(200), call: () => ({ path: '/api/leagues' }) },
  'GET /api/leagues/all': { expect: everyone(200), call: () => ({ path: '/api/leagues/all' }) },
  'GET /api/leagues/:leagueId': { expect: everyone(200), call: (_, f) => ({ path: A(f) }) },
  'GET /api/leagues/:leagueId/standings': {
    expect: everyone(200),
    call: (_, f) => ({ path: `${A(f)}/standings` }),
    mayCarryPicks: true,
  },
  'GET /api/leagues/:leagueId/standings/history': {
    expect: everyone(200),
    call: (_, f) => ({ path: `${A(f)}/standings/history` }),
  },
  'GET /api/leagues/:leagueId/standings/replay': {
    expect: everyone(200),
    call: (_, f) => ({ path: `${A(f)}/standings/replay?episode=5` }),
    mayCarryPicks: true,
  },
  'GET /api/leagues/:leagueId/members/:userName': {
    expect: everyone(200),
    call: (_, f) => ({ path: `${A(f)}/members/alice` }),
    mayCarryPicks: true,
  },
  'GET /api/leagues/:leagueId/elimination-picks': {
    expect: everyone(200),
    call: (_, f) => ({ path: `${A(f)}/elimination-picks` }),
    mayCarryPicks: true,
  },
  'GET /api/leagues/:leagueId/elimination-picks/board': {
    expect: everyone(200),
    call: (_, f) => ({ path: `${A(f)}/elimination-picks/board` }),
    mayCarryPicks: true,
  },
  'GET /api/leagues/:leagueId/record': {
    expect: everyone(200),
    call: (_, f) => ({ path: `${A(f)}/record` }),
    mayCarryPicks: true,
  },
  'GET /api/leagues/:leagueId/drafts': { expect: everyone(200), call: (_, f) => ({ path: `${A(f)}/drafts` }) },
  // Issue 32: the league's scoring table is public like its standings; the Sole Survivor predictions are sealed
  // (until the deadline everyone sees only their own, like a weekly pick).
  'GET /api/leagues/:leagueId/scoring': { expect: everyone(200), call: (_, f) => ({ path: `${A(f)}/scoring` }) },
  'GET /api/leagues/:leagueId/predictions': {
    expect: everyone(200),
    call: (_, f) => ({ path: `${A(f)}/predictions` }),
  },
  'GET /api/leagues/:leagueId/team-stints': {
    expect: everyone(200),
    call: (_, f) => ({ path: `${A(f)}/team-stints` }),
  },
  'GET /api/leagues/:leagueId/castaways': { expect: everyone(200), call: (_, f) => ({ path: `${A(f)}/castaways` }) },
  'GET /api/castaways/:season': { expect: everyone(200), call: () => ({ path: '/api/castaways/49' }) },
  'GET /api/castaways/:season/tribes': { expect: everyone(200), call: () => ({ path: '/api/castaways/49/tribes' }) },
  'GET /api/scores/:season': { expect: everyone(200), call: () => ({ path: '/api/scores/49' }) },
  'GET /api/scores/:season/:episode': { expect: everyone(200), call: () => ({ path: '/api/scores/49/2' }) },
  'GET /api/scores/:season/:episode/happenings': {
    expect: everyone(200),
    call: () => ({ path: '/api/scores/49/2/happenings' }),
  },
  'GET /api/tribal-councils/:season': { expect: everyone(200), call: () => ({ path: '/api/tribal-councils/49' }) },
  'GET /api/inventory': { expect: everyone(200), call: () => ({ path: '/api/inventory' }) },
  // A sample castaway has no uploaded photo: its drawing is the fallback.
  'GET /api/castaways/:castawayId/photo': {
    expect: everyone(404),
    call: (_, f) => ({ path: `/api/castaways/${f.cast[0].id}/photo` }),
  },
  'GET /api/seasons': { expect: everyone(200), call: () => ({ path: '/api/seasons' }) },
  'GET /api/seasons/:season/schedule': { expect: everyone(200), call: () => ({ path: '/api/seasons/49/schedule' }) },
  // An HTML page (one click from a reminder mail), not JSON: its refusal is a page, not a `{ message }`.
  'GET /api/reminders/unsubscribe': { expect: everyone(400), call: () => ({ path: '/api/reminders/unsubscribe' }) },

  // Anyone: joining, starting a league (the admin's token makes it today's create, 201), emailed links, reports.
  'POST /api/leagues/:leagueId/join': {
    expect: everyone(201),
    call: (_, f) => ({ path: `${A(f)}/join`, body: joinBody(`joiner${f.seq()}`) }),
  },
  'POST /api/leagues': {
    expect: [202, 202, 202, 202, 202, 201, 202, 202, 202],
    call: (_, f) => {
      const n = f.seq();
      return {
        path: '/api/leagues',
        body: startBody(`Started ${n}`, `starter${n}@example.com`, `s${n}`),
        headers: newAddress(),
      };
    },
  },
  'POST /api/leagues/activate': {
    expect: everyone(410),
    call: () => ({ path: '/api/leagues/activate', body: { code: 'made-up' }, headers: newAddress() }),
  },
  'POST /api/commissioner/email-link': {
    expect: everyone(202),
    call: (_, f) => ({
      path: '/api/commissioner/email-link',
      body: { email: `probe${f.seq()}@example.com` },
      headers: newAddress(),
    }),
  },
  'POST /api/commissioner/claim': {
    expect: everyone(410),
    call: () => ({ path: '/api/commissioner/claim', body: { code: 'made-up' }, headers: newAddress() }),
  },
  // Passkeys (issue 29): a person's own, behind their session; signing in with one is open to anyone (the signed
  // response is the credential; a made-up one is a 400).
  'GET /api/me/passkeys': { expect: personOnly(200), call: () => ({ path: '/api/me/passkeys' }) },
  'POST /api/me/passkeys/registration-options': {
    expect: personOnly(200),
    call: () => ({ path: '/api/me/passkeys/registration-options' }),
  },
  // A person's made-up attestation (here an empty body) is a 400; a passkey id that is not theirs a 404.
  'POST /api/me/passkeys/registration': {
    expect: personOnly(400),
    call: () => ({ path: '/api/me/passkeys/registration' }),
  },
  'DELETE /api/me/passkeys/:id': {
    expect: personOnly(404),
    call: () => ({ path: `/api/me/passkeys/${randomUUID()}` }),
  },
  'POST /api/me/passkeys/authentication-options': {
    expect: everyone(200),
    call: () => ({ path: '/api/me/passkeys/authentication-options', headers: newAddress() }),
  },
  'POST /api/me/passkeys/authentication': {
    expect: everyone(400),
    call: () => ({ path: '/api/me/passkeys/authentication', headers: newAddress() }),
  },
  'GET /api/commissioner/leagues': {
    expect: [401, 401, 401, 200, 200, 401, 200, 401, 401],
    call: () => ({ path: '/api/commissioner/leagues' }),
  },
  // Signing out ends the session it is sent with: a commissioner signs out a device of their own made for the call.
  'POST /api/commissioner/logout': {
    expect: [401, 401, 401, 200, 200, 401, 200, 401, 401],
    call: async (t, _, role) => ({
      path: '/api/commissioner/logout',
      headers: role.startsWith('commissioner') ? bearer((await spareSession(t, emailOf(role))).token) : {},
    }),
  },
  'GET /api/commissioner/sessions': {
    expect: [401, 401, 401, 200, 200, 401, 200, 401, 401],
    call: () => ({ path: '/api/commissioner/sessions' }),
  },
  // "Sign out every other device" keeps the asker's session, so the fixture's commissioner tokens keep working.
  'DELETE /api/commissioner/sessions': {
    expect: [401, 401, 401, 200, 200, 401, 200, 401, 401],
    call: () => ({ path: '/api/commissioner/sessions' }),
  },
  // A session of A's commissioner: A ends it; B, who knows its id, is told there is no such session of theirs.
  'DELETE /api/commissioner/sessions/:sessionId': {
    expect: [401, 401, 401, 200, 404, 401, 200, 401, 401],
    call: async (t) => ({ path: `/api/commissioner/sessions/${(await spareSession(t, 'commish.a@example.com')).id}` }),
  },
  // Issue 29: a person's emailed sign-in link (the same answer for any address; a code never mailed is 400), and
  // their own account: My leagues, attaching a browser's saved entries, their devices, signing out.
  'POST /api/me/sign-in-link': {
    expect: everyone(202),
    call: (_, f) => ({
      path: '/api/me/sign-in-link',
      body: { email: `probe${f.seq()}@example.com` },
      headers: newAddress(),
    }),
  },
  'POST /api/me/sign-in': {
    expect: everyone(400),
    call: () => ({ path: '/api/me/sign-in', body: { code: 'made-up' }, headers: newAddress() }),
  },
  'GET /api/me': { expect: personOnly(200), call: () => ({ path: '/api/me' }) },
  // A saved entry of league B (a browser's seed user, joined with another address) attaches to the person.
  'POST /api/me/entries': {
    expect: personOnly(200),
    call: async (t, f, role) => ({
      path: '/api/me/entries',
      body: {
        entries: [
          { leagueId: f.leagueB, entryToken: isPerson(role) ? await joinLeague(t, f.leagueB, `saved${f.seq()}`) : 'x' },
        ],
      },
    }),
  },
  'GET /api/me/sessions': { expect: personOnly(200), call: () => ({ path: '/api/me/sessions' }) },
  // A session of pat's: pat ends it; the other person, who knows its id, is told it is not one of theirs.
  'DELETE /api/me/sessions/:sessionId': {
    expect: [401, 401, 401, 401, 401, 401, 401, 200, 404],
    call: async (t, f) => ({ path: `/api/me/sessions/${(await sparePersonSession(t, f.personEmail)).id}` }),
  },
  // Signing out ends the session it is sent with: a person signs out a device of their own made for the call.
  'POST /api/me/sign-out': {
    expect: personOnly(200),
    call: async (t, f, role) => ({
      path: '/api/me/sign-out',
      headers: isPerson(role) ? bearer((await sparePersonSession(t, personEmailOf(f, role))).token) : {},
    }),
  },
  // Web push (issue 30): the VAPID public key is public; a person's devices and switches are their own.
  'GET /api/push/public-key': { expect: everyone(200), call: () => ({ path: '/api/push/public-key' }) },
  'POST /api/me/push-subscriptions': {
    expect: personOnly(201),
    call: (_, f) => ({ path: '/api/me/push-subscriptions', body: pushSubscriptionBody(f) }),
  },
  // A subscription of pat's: pat removes it; the other person, who knows its id, is told it is not one of theirs.
  'DELETE /api/me/push-subscriptions/:id': {
    expect: [401, 401, 401, 401, 401, 401, 401, 200, 404],
    call: async (t, f) => ({
      path: `/api/me/push-subscriptions/${await t.app.get(PushSubscriptionCommands).subscribe(f.personEmail, pushSubscriptionBody(f))}`,
    }),
  },
  'GET /api/me/notifications': { expect: personOnly(200), call: () => ({ path: '/api/me/notifications' }) },
  // League A's switches for pat, who has an entry there; a league nobody joined for the others (the person without an
  // entry may have joined A by an earlier row), who are told it is not one of their leagues.
  'PUT /api/me/notifications': {
    expect: [401, 401, 401, 401, 401, 401, 401, 200, 403],
    call: async (t, f, role) => ({
      path: '/api/me/notifications',
      body: { leagues: { [role === 'personOfAAndB' ? f.leagueA : await nobodysLeague(t)]: { pickClosing: false } } },
    }),
  },
  'POST /api/entries/email-link': {
    expect: everyone(202),
    call: (_, f) => ({
      path: '/api/entries/email-link',
      body: { email: `probe${f.seq()}@example.com` },
      headers: newAddress(),
    }),
  },
  'POST /api/entries/claim': {
    expect: everyone(400),
    call: () => ({ path: '/api/entries/claim', body: { code: 'made-up' }, headers: newAddress() }),
  },
  // Issue 33: the mailed confirmation code, and a league mail's one-click unsubscribe (its signed token is all).
  'POST /api/entries/confirm-email': {
    expect: everyone(400),
    call: () => ({ path: '/api/entries/confirm-email', body: { code: 'made-up' }, headers: newAddress() }),
  },
  'POST /api/mail/unsubscribe': {
    expect: everyone(400),
    call: () => ({ path: '/api/mail/unsubscribe?token=forged.token', body: { 'List-Unsubscribe': 'One-Click' } }),
  },
  // A GET (a browser, a mail scanner) changes nothing: it leads to the web page that asks for the click.
  'GET /api/mail/unsubscribe': {
    expect: everyone(303),
    call: () => ({ path: '/api/mail/unsubscribe?token=forged.token', redirect: 'manual' }),
  },
  'POST /api/reports': {
    expect: everyone(400),
    call: () => ({ path: '/api/reports', body: {}, headers: newAddress() }),
  },
  'POST /api/admin/login': {
    expect: everyone(200),
    call: () => ({ path: '/api/admin/login', body: { password: TEST_ADMIN_PASSWORD }, headers: newAddress() }),
  },
  'POST /api/admin/logout': {
    expect: everyone(200),
    // The admin signs out a session of its own, not the one the rest of the table uses.
    call: async (t, _, role) => {
      if (role !== 'admin') return { path: '/api/admin/logout' };
      const login = await t.request<{ token: string }>('POST', '/api/admin/login', {
        body: { password: TEST_ADMIN_PASSWORD },
        headers: newAddress(),
      });
      return { path: '/api/admin/logout', headers: bearer(login.body.token) };
    },
  },
  'POST /api/admin/forgot-password': {
    expect: everyone(200),
    call: () => ({ path: '/api/admin/forgot-password', headers: newAddress() }),
  },
  'POST /api/admin/reset-password': {
    expect: everyone(400),
    call: () => ({
      path: '/api/admin/reset-password',
      body: { token: 'made-up', newPassword: 'long enough', confirmPassword: 'long enough' },
      headers: newAddress(),
    }),
  },

  // A member's own entry: its token, or the session of the person who owns it.
  'POST /api/leagues/:leagueId/draft': {
    expect: entryPlayer(201),
    call: (_, f, role) => ({
      path: `${A(f)}/draft`,
      body: { userName: playedEntry(role), team: f.cast.slice(0, 3).map((c) => c.id) },
    }),
  },
  'POST /api/leagues/:leagueId/swap': {
    expect: entryPlayer(200),
    call: (_, f, role) => ({
      path: `${A(f)}/swap`,
      body: { userName: playedEntry(role), team: [f.cast[0].id, f.cast[1].id, f.cast[3].id] },
    }),
  },
  'POST /api/leagues/:leagueId/elimination-pick': {
    expect: entryPlayer(200),
    call: (_, f, role) => ({
      path: `${A(f)}/elimination-pick`,
      body: { userName: playedEntry(role), episode: 5, castawayId: f.sealedCastaway.id },
    }),
  },

  // Issue 32: a member's own Sole Survivor prediction, by the entry its token (or the person's session) opens: no
  // user name, so any member acts on their own. League A does not play it: a caller who may gets 409 "off". The
  // person "without an entry" joined A while signed in (the join row above: a join made signed in is theirs), so by
  // now they act on that entry of their own; the admin and the commissioners, who play no entry, are refused.
  'PUT /api/leagues/:leagueId/prediction': {
    expect: [401, 409, 409, 401, 401, 401, 409, 409, 409],
    call: (_, f) => ({ path: `${A(f)}/prediction`, body: { castawayId: f.cast[0].id } }),
  },

  // One league's chores: the admin, or that league's commissioner.
  'POST /api/leagues/:leagueId/deadline': {
    expect: manager(200),
    call: (_, f) => ({ path: `${A(f)}/deadline`, body: { draftDeadline: future } }),
  },
  'PUT /api/leagues/:leagueId/elimination-cutoff': {
    expect: manager(200),
    call: (_, f) => ({ path: `${A(f)}/elimination-cutoff`, body: { cutoffs: CUTOFFS } }),
  },
  'PUT /api/leagues/:leagueId/join-code': {
    // The same code again: later rows still join with it.
    expect: manager(200),
    call: (_, f) => ({ path: `${A(f)}/join-code`, body: { joinCode: TEST_LEAGUE_CODE } }),
  },
  // Issue 32: the league's scoring table (Classic saved as it is: nothing changes, nobody is mailed).
  'PUT /api/leagues/:leagueId/scoring': {
    expect: manager(200),
    call: (_, f) => ({
      path: `${A(f)}/scoring`,
      body: { preset: 'classic', ...SCORING_PRESET_TABLES.classic, solePrediction: 0 },
    }),
  },
  'PUT /api/leagues/:leagueId/commissioner-settings': {
    expect: manager(200),
    call: (_, f) => ({ path: `${A(f)}/commissioner-settings`, body: DEFAULT_COMMISSIONER_SETTINGS }),
  },
  'PUT /api/admin/leagues/:leagueId/drafts/:userName': {
    expect: entryCorrection(200),
    call: (_, f, role) => ({
      path: `/api/admin/leagues/${f.leagueA}/drafts/${correctedEntry(f, role)}`,
      body: { team: f.cast.slice(3, 6).map((c) => c.id) },
    }),
  },
  'PUT /api/admin/leagues/:leagueId/elimination-pick': {
    // Episode 3 has aired (by the schedule) and its cutoff has passed, so its commissioner may correct it.
    expect: entryCorrection(200),
    call: (_, f, role) => ({
      path: `/api/admin/leagues/${f.leagueA}/elimination-pick`,
      body: { userName: correctedEntry(f, role), episode: 3, castawayId: f.cast[2].id },
    }),
  },
  'DELETE /api/leagues/:leagueId/members/:userName': {
    expect: manager(200),
    call: async (t, f) => {
      const userName = `leaver${f.seq()}`;
      await joinLeague(t, f.leagueA, userName);
      return { path: `${A(f)}/members/${userName}` };
    },
  },
  'POST /api/leagues/:leagueId/email': {
    expect: manager(202),
    call: (_, f) => ({ path: `${A(f)}/email`, body: { subject: 'Watch party', body: 'Thursday at 8.' } }),
  },
  'GET /api/leagues/:leagueId/email/:commandId/progress': {
    expect: manager(200),
    call: async (t, f) => ({ path: `${A(f)}/email/${await oneSendToA(t, f)}/progress` }),
  },
  'POST /api/leagues/:leagueId/commissioner': {
    expect: manager(200),
    call: async (t, f) => {
      const spare = await spareLeagueOfA(t, f);
      return { path: `/api/leagues/${spare.id}/commissioner`, body: { userName: 'zed' } };
    },
  },
  'DELETE /api/leagues/:leagueId': {
    expect: manager(200),
    call: async (t, f) => {
      const spare = await spareLeagueOfA(t, f);
      return { path: `/api/leagues/${spare.id}`, body: { leagueName: spare.name } };
    },
  },

  // The site admin's alone: the show (scores, castaways, seasons), every member's email, reports.
  'GET /api/admin/session': { expect: adminOnly(200), call: () => ({ path: '/api/admin/session' }) },
  'GET /api/admin/tonight': { expect: adminOnly(200), call: () => ({ path: '/api/admin/tonight' }) },
  'POST /api/seasons': {
    expect: adminOnly(201),
    call: (_, f) => ({
      path: '/api/seasons',
      body: { number: 600 + f.seq(), title: 'Survivor Matrix', premiere: '2027-02-24', episodes: 13 },
    }),
  },
  'PATCH /api/seasons/:season': {
    // Season 50 saved as it is.
    expect: adminOnly(200),
    call: async (t) => {
      const { body } = await t.request<Array<{ number: number; title: string; premiere: string; episodes: number }>>(
        'GET',
        '/api/seasons',
      );
      const { number, title, premiere, episodes } = body.find((season) => season.number === 50) ?? body[0];
      return { path: `/api/seasons/${number}`, body: { number, title, premiere, episodes } };
    },
  },
  'POST /api/leagues/:leagueId/continue': {
    // A spare league of A's: carrying the fixture's league on would end its season.
    expect: adminOnly(200),
    call: async (t, f) => ({ path: `/api/leagues/${(await spareLeagueOfA(t, f)).id}/continue`, body: { season: 50 } }),
  },
  'POST /api/admin/send-email': {
    expect: adminOnly(202),
    call: () => ({ path: '/api/admin/send-email', body: { subject: 'Site news', body: 'Hello.' } }),
  },
  'GET /api/admin/email/:commandId/progress': {
    expect: adminOnly(200),
    call: () => ({ path: `/api/admin/email/${randomUUID()}/progress` }),
  },
  'GET /api/users/by-email/:email': {
    expect: adminOnly(200),
    call: () => ({ path: '/api/users/by-email/alice@example.com' }),
  },
  'GET /api/users/emails': { expect: adminOnly(200), call: () => ({ path: '/api/users/emails' }) },
  'PUT /api/seasons/:season/schedule': {
    expect: adminOnly(200),
    call: async (t) => ({
      path: '/api/seasons/50/schedule',
      body: (await t.request('GET', '/api/seasons/50/schedule')).body,
    }),
  },
  'PUT /api/scores/:season/:episode': { expect: adminOnly(200), call: () => ({ path: '/api/scores/50/14', body: {} }) },
  'DELETE /api/scores': { expect: adminOnly(200), call: () => ({ path: '/api/scores' }) },
  'POST /api/inventory/:castawayId/adjust': {
    expect: adminOnly(200),
    call: (_, f) => ({ path: `/api/inventory/${f.cast[5].id}/adjust`, body: { itemType: 'idols', amount: 1 } }),
  },
  'POST /api/scores/:season/:episode/happenings': {
    // A body the admin's validation refuses: the guard answers every other caller first.
    expect: adminOnly(400),
    call: () => ({ path: '/api/scores/50/2/happenings', body: {} }),
  },
  'DELETE /api/scores/:season/:episode/happenings/:id': {
    expect: adminOnly(404),
    call: () => ({ path: '/api/scores/50/2/happenings/999999' }),
  },
  'POST /api/seasons/:season/cast': {
    // No CSV in the body: the guard answers every other caller first.
    expect: adminOnly(400),
    call: () => ({ path: '/api/seasons/50/cast?dryRun=true', body: {} }),
  },
  'PUT /api/castaways/:castawayId/photo': {
    expect: adminOnly(400),
    call: (_, f) => ({ path: `/api/castaways/${f.cast[0].id}/photo`, body: {} }),
  },
  'PUT /api/castaways/:season/tribes': {
    expect: adminOnly(400),
    call: () => ({ path: '/api/castaways/50/tribes', body: {} }),
  },
  'POST /api/leagues/:leagueId/castaways': {
    expect: adminOnly(201),
    call: (_, f) => ({
      path: `${A(f)}/castaways`,
      body: {
        name: `Extra ${f.seq()}`,
        age: 30,
        occupation: 'Chef',
        tribe: 'Kele',
        imageUrl: 'https://example.com/x.jpg',
      },
    }),
  },
  'PUT /api/leagues/:leagueId/castaways/:castawayId': {
    expect: adminOnly(200),
    call: (_, f) => {
      const { id, ...fields } = f.cast[7] as unknown as Record<string, unknown>;
      return { path: `${A(f)}/castaways/${id}`, body: fields };
    },
  },
  'DELETE /api/leagues/:leagueId/castaways/:castawayId': {
    expect: adminOnly(200),
    call: async (t, f) => {
      const added = await t.request<{ id?: number } | Array<{ id: number }>>('POST', `${A(f)}/castaways`, {
        headers: bearer(await t.adminToken()),
        body: {
          name: `Doomed ${f.seq()}`,
          age: 30,
          occupation: 'Chef',
          tribe: 'Kele',
          imageUrl: 'https://example.com/x.jpg',
        },
      });
      const id = Array.isArray(added.body) ? added.body[0].id : added.body.id;
      return { path: `${A(f)}/castaways/${id}` };
    },
  },
  // The same edits by season (a season with no league yet): the site admin's alone too.
  'POST /api/seasons/:season/castaways': {
    expect: adminOnly(201),
    call: (_, f) => ({
      path: '/api/seasons/49/castaways',
      body: { name: `Extra ${f.seq()}`, age: 30, occupation: 'Chef', tribe: 'Kele', imageUrl: '/castaways/x.svg' },
    }),
  },
  'PUT /api/seasons/:season/castaways/:castawayId': {
    expect: adminOnly(200),
    call: (_, f) => {
      const { id, ...fields } = f.cast[8] as unknown as Record<string, unknown>;
      return { path: `/api/seasons/49/castaways/${id}`, body: fields };
    },
  },
  'DELETE /api/seasons/:season/castaways/:castawayId': {
    expect: adminOnly(200),
    call: async (t, f) => {
      const added = await t.request<Array<{ id: number }>>('POST', '/api/seasons/49/castaways', {
        headers: bearer(await t.adminToken()),
        body: [{ name: `Doomed ${f.seq()}`, age: 30, occupation: 'Chef', imageUrl: 'https://example.com/x.jpg' }],
      });
      return { path: `/api/seasons/49/castaways/${added.body[0].id}` };
    },
  },
  'GET /api/admin/reports': { expect: adminOnly(200), call: () => ({ path: '/api/admin/reports' }) },
  'GET /api/admin/reports/:reportId/screenshot': {
    expect: adminOnly(404),
    call: () => ({ path: `/api/admin/reports/${randomUUID()}/screenshot` }),
  },

  // League chat (issue 31): a league's members and its commissioner post, report and react; they, and the admin,
  // read it (visitors only when opened: the settings row keeps it closed); its manager hides, mutes, opens it.
  'POST /api/leagues/:leagueId/chat': {
    expect: chatter(201),
    call: (_, f) => ({ path: `${A(f)}/chat`, body: { text: `Matrix hello ${f.seq()}` } }),
  },
  'GET /api/leagues/:leagueId/chat': { expect: chatReader(200), call: (_, f) => ({ path: `${A(f)}/chat` }) },
  'POST /api/leagues/:leagueId/chat/:messageId/hide': {
    expect: manager(200),
    call: async (t, f) => ({ path: `${A(f)}/chat/${await aChatMessageOfA(t, f)}/hide` }),
  },
  'POST /api/leagues/:leagueId/chat/:messageId/report': {
    expect: chatter(202),
    call: async (t, f) => ({ path: `${A(f)}/chat/${await aChatMessageOfA(t, f)}/report` }),
  },
  'POST /api/leagues/:leagueId/members/:userName/mute': {
    expect: manager(200),
    call: async (t, f) => {
      const userName = `mutee${f.seq()}`;
      await joinLeague(t, f.leagueA, userName);
      return { path: `${A(f)}/members/${userName}/mute` };
    },
  },
  'PUT /api/leagues/:leagueId/chat/settings': {
    expect: manager(200),
    call: (_, f) => ({ path: `${A(f)}/chat/settings`, body: { openToVisitors: false } }),
  },
  'PUT /api/leagues/:leagueId/chat/read': {
    expect: chatter(204),
    call: (_, f) => ({ path: `${A(f)}/chat/read`, body: { lastSeenId: '1' } }),
  },
  'PUT /api/leagues/:leagueId/reactions': {
    expect: chatter(200),
    call: async (t, f) => ({
      path: `${A(f)}/reactions`,
      body: { season: 49, happeningId: await aHappeningOf49(t), reaction: 'fire' },
    }),
  },
  'GET /api/leagues/:leagueId/reactions': {
    expect: chatReader(200),
    call: (_, f) => ({ path: `${A(f)}/reactions?season=49` }),
  },

  // Last: signing out other devices answers Alice a new token (the table carries on with it). It takes the entry's
  // token alone: a person's session does not sign the entry's devices out.
  'POST /api/leagues/:leagueId/members/:userName/rotate-token': {
    expect: entryOwner(200),
    call: (_, f) => ({ path: `${A(f)}/members/alice/rotate-token` }),
  },
};

/** Socket events: the ack each caller gets (true = ok). */
const SOCKET_TABLE: Record<
  string,
  {
    expect: [boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean];
    body: (f: Fixture) => unknown;
  }
> = {
  [LIVE_EVENTS.subscribe]: {
    expect: [true, true, true, true, true, true, true, true, true],
    body: (f) => ({ leagueId: f.leagueA }),
  },
  [LIVE_EVENTS.subscribeSeason]: {
    expect: [true, true, true, true, true, true, true, true, true],
    body: () => ({ season: 49 }),
  },
  // The pick board's own room: anyone may listen, and its pushes name the episode only (checked below).
  [LIVE_EVENTS.subscribePicks]: {
    expect: [true, true, true, true, true, true, true, true, true],
    body: (f) => ({ leagueId: f.leagueA, season: 49 }),
  },
  [LIVE_EVENTS.unsubscribe]: {
    expect: [true, true, true, true, true, true, true, true, true],
    body: (f) => ({ leagueId: f.leagueA, season: 49 }),
  },
  // League chat (issue 31): whoever may read it, by the connection's session (a member by entry token sends it in
  // the body, which this table's bodies do not: the member rows connect with no session and are refused).
  [CHAT_LIVE_EVENTS.subscribeChat]: {
    expect: [false, false, false, true, false, true, true, true, false],
    body: (f) => ({ leagueId: f.leagueA }),
  },
  [CHAT_LIVE_EVENTS.unsubscribeChat]: {
    expect: [true, true, true, true, true, true, true, true, true],
    body: (f) => ({ leagueId: f.leagueA }),
  },
  [ADMIN_LIVE_EVENTS.subscribeEmailProgress]: {
    expect: [false, false, false, false, false, true, false, false, false],
    body: () => ({ commandId: randomUUID() }),
  },
  [ADMIN_LIVE_EVENTS.unsubscribeEmailProgress]: {
    expect: [true, true, true, true, true, true, true, true, true],
    body: () => ({ commandId: randomUUID() }),
  },
};

/**
 * Whether an answer shows Alice's sealed pick: the picks map (`alice: { 5: id }`), a board or member entry
 * (`userName: alice` with the castaway id), or the record naming the castaway beside her pick.
 */
function showsSealedPick(body: unknown, castaway: { id: number; name: string }): boolean {
  if (typeof body === 'string') return body.includes(`alice's pick`) && body.includes(castaway.name);
  if (!body || typeof body !== 'object') return false;
  if (Array.isArray(body)) return body.some((item) => showsSealedPick(item, castaway));
  const node = body as Record<string, unknown>;
  if (node.userName === 'alice' && node.castawayId === castaway.id) return true;
  const own = node.alice as Record<string, unknown> | undefined;
  if (own && typeof own === 'object' && own['5'] === castaway.id) return true;
  return Object.values(node).some((value) => showsSealedPick(value, castaway));
}

let f: Fixture;

const smtp = setUpSmtpTestServer();
const t = setUpTestApp('authorization_matrix', () => ({ redis: true, env: { SMTP_URL: smtp.url } }));
beforeAll(async () => {
  const a = await startAndActivate(t, smtp, 'League A', 'commish.a@example.com', 'ann');
  const b = await startAndActivate(t, smtp, 'League B', 'commish.b@example.com', 'ben');
  const alice = await joinLeague(t, a.leagueId, 'alice');
  const bob = await joinLeague(t, a.leagueId, 'bob');
  // Pat joined A and B with one address: signed in as it, both entries are pat's without their tokens.
  await joinLeague(t, a.leagueId, 'pat');
  await joinLeague(t, b.leagueId, 'pat');
  const people = t.app.get(PersonSessionsService);
  const adminHeaders = bearer(await t.adminToken());
  // Episode 3's cutoff is in the past: only the site admin sets one (issue 33). Season 49 airs weekly from its
  // premiere, so episode 3 has aired (a commissioner may correct its picks) and episode 5's pick stays sealed
  // until its cutoff, a month ahead.
  const schedule = await t.request('PUT', '/api/seasons/49/schedule', {
    headers: adminHeaders,
    body: weeklySchedule({ year: 2025, month: 9, day: 24 }, 14),
  });
  expect(schedule.status).toBe(200);
  const cutoffs = await t.request('PUT', `/api/leagues/${a.leagueId}/elimination-cutoff`, {
    headers: adminHeaders,
    body: { cutoffs: CUTOFFS },
  });
  expect(cutoffs.status).toBe(200);
  const cast = (await t.request<Array<{ id: number; name: string }>>('GET', '/api/castaways/49')).body;
  const bobTeam = await t.request('PUT', `/api/admin/leagues/${a.leagueId}/drafts/bob`, {
    headers: adminHeaders,
    body: { team: cast.slice(3, 6).map((c) => c.id) },
  });
  expect(bobTeam.status).toBe(200);
  const sealedCastaway = cast[9];
  let n = 0;
  f = {
    leagueA: a.leagueId,
    leagueB: b.leagueId,
    alice,
    bob,
    cast,
    sealedCastaway,
    commissionerA: 'commish.a@example.com',
    commissionerEntry: 'ann',
    personEmail: joinBody('pat').email,
    seq: () => ++n,
    tokens: {
      anonymous: {},
      memberOfA: { 'x-entry-token': alice },
      anotherMember: { 'x-entry-token': bob },
      commissionerOfA: bearer(a.commissionerToken),
      commissionerOfB: bearer(b.commissionerToken),
      admin: adminHeaders,
      commissionerWhoPlays: { ...bearer(a.commissionerToken), 'x-entry-token': a.entryToken },
      personOfAAndB: bearer(await people.openSession(joinBody('pat').email)),
      personWithoutEntry: { cookie: `${PERSON_SESSION_COOKIE}=${await people.openSession('no.entry@example.com')}` },
    },
  };
  const picked = await t.request('POST', `/api/leagues/${a.leagueId}/elimination-pick`, {
    headers: { 'x-entry-token': alice },
    body: { userName: 'alice', episode: 5, castawayId: sealedCastaway.id },
  });
  expect(picked.status).toBe(200);
});

describe('the authorization matrix', () => {
  it('every registered route is in the one table, and the table names no route that does not exist', () => {
    const registered = listRoutes(t.app).map((r) => `${r.method} ${r.path}`);
    expect(
      registered.filter((route) => !(route in TABLE)),
      'routes missing from the table',
    ).toEqual([]);
    expect(
      Object.keys(TABLE).filter((route) => !registered.includes(route)),
      'table rows for no route',
    ).toEqual([]);
  });

  it('every caller gets exactly the status the table says; nobody but Alice and the admin sees her sealed pick', async () => {
    const differences: string[] = [];
    for (const [route, row] of Object.entries(TABLE)) {
      const [method] = route.split(' ');
      for (const [i, role] of ROLES.entries()) {
        if (role === 'memberOfA') f.tokens.memberOfA = { 'x-entry-token': f.alice };
        const call = await row.call(t, f, role);
        const response = await t.request<Record<string, unknown>>(method, call.path, {
          headers: { ...f.tokens[role], ...call.headers },
          body: call.body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}),
          redirect: call.redirect,
        });
        if (response.status !== row.expect[i]) {
          differences.push(
            `${route} as ${role}: ${response.status} ${JSON.stringify(response.body)?.slice(0, 160)} (table: ${row.expect[i]})`,
          );
        }
        const html = response.headers.get('content-type')?.startsWith('text/html');
        if (response.status >= 400 && !html && typeof response.body?.message !== 'string') {
          differences.push(`${route} as ${role}: ${response.status} without a message`);
        }
        if (
          row.mayCarryPicks &&
          role !== 'memberOfA' &&
          role !== 'admin' &&
          showsSealedPick(response.body, f.sealedCastaway)
        ) {
          differences.push(`${route} as ${role} shows Alice's sealed pick`);
        }
        if (route.endsWith('rotate-token') && role === 'memberOfA' && response.status === 200) {
          f.alice = String(response.body.entryToken);
        }
      }
    }
    expect(differences).toEqual([]);
    // The sealed pick is really there: Alice and the admin see it.
    for (const role of ['memberOfA', 'admin'] as const) {
      f.tokens.memberOfA = { 'x-entry-token': f.alice };
      const picks = await t.request('GET', `${A(f)}/elimination-picks`, { headers: f.tokens[role] });
      expect(showsSealedPick(picks.body, f.sealedCastaway), role).toBe(true);
    }
    // No mail sent by any of these calls (deadline moves, league emails, links) carries it either.
    expect(smtp.received.filter((mail) => mail.text.includes(f.sealedCastaway.name))).toEqual([]);
    // About 400 calls, each its own HTTP request: a minute leaves room on a busy machine.
  }, 120_000);

  it('every socket.io event the gateways register is in the table; each caller gets its ack; no push carries a sealed pick', async () => {
    const registered: string[] = [];
    for (const module of t.app.get(ModulesContainer).values()) {
      for (const provider of module.providers.values()) {
        const type = provider.metatype as { prototype?: object } | null;
        if (!type?.prototype || !Reflect.getMetadata('websockets:is_gateway', type)) continue;
        for (const name of Object.getOwnPropertyNames(type.prototype)) {
          const handler = (type.prototype as Record<string, unknown>)[name];
          if (typeof handler === 'function' && Reflect.getMetadata('message', handler) !== undefined) {
            registered.push(String(Reflect.getMetadata('message', handler)));
          }
        }
      }
    }
    expect(registered.sort()).toEqual(Object.keys(SOCKET_TABLE).sort());

    const pushes: unknown[] = [];
    const differences: string[] = [];
    for (const [i, role] of ROLES.entries()) {
      const headers = f.tokens[role];
      const token = headers.authorization?.slice('Bearer '.length);
      const socket: Socket = await t.connectLive(token ? { token } : undefined);
      socket.onAny((_event, message) => pushes.push(message));
      for (const [event, row] of Object.entries(SOCKET_TABLE)) {
        const ack = (await socket.timeout(5000).emitWithAck(event, row.body(f))) as { ok?: boolean };
        if (Boolean(ack?.ok) !== row.expect[i])
          differences.push(`${event} as ${role}: ${JSON.stringify(ack).slice(0, 120)}`);
        if (showsSealedPick(ack, f.sealedCastaway) && role !== 'admin')
          differences.push(`${event} ack as ${role} shows the sealed pick`);
      }
      await socket.emitWithAck(LIVE_EVENTS.subscribe, { leagueId: f.leagueA });
      await socket.emitWithAck(LIVE_EVENTS.subscribePicks, { leagueId: f.leagueA, season: 49 });
    }
    // Alice changes her pick while everyone listens: the push names the episode, never the castaway.
    await t.request('POST', `${A(f)}/elimination-pick`, {
      headers: { 'x-entry-token': f.alice },
      body: { userName: 'alice', episode: 5, castawayId: f.sealedCastaway.id },
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(differences).toEqual([]);
    expect(pushes.some((message) => showsSealedPick(message, f.sealedCastaway))).toBe(false);
  });
});
