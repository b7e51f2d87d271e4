import { ADMIN_SESSION_COOKIE, LEAGUE_MANAGER_MESSAGES, ME_MESSAGES, MESSAGES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { listRoutes } from '../support/list-routes';
import { setUpTestApp, TEST_ADMIN_PASSWORD } from '../support/test-app';

const t = setUpTestApp('admin_guard');

/**
 * The only routes a visitor may call. Everything else must refuse an anonymous caller, so a route added without
 * its guard fails this test rather than shipping open.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  // Issue 21: readiness for load balancers.
  'GET /api/ready',
  // Open from this machine only, or with METRICS_TOKEN (tested in operations/metrics.int.spec.ts).
  'GET /metrics',
  // The API description, generated from the contracts.
  'GET /api/openapi.json',
  'GET /api/docs',
  // The page's viewer (Swagger UI) and the script that starts it, served from this origin.
  'GET /api/docs/start.js',
  'GET /api/docs/swagger-ui.css',
  'GET /api/docs/swagger-ui-bundle.js',
  'GET /api/leagues',
  'GET /api/leagues/all',
  'GET /api/leagues/:leagueId',
  'GET /api/leagues/:leagueId/standings',
  'POST /api/leagues/:leagueId/join',
  'GET /api/leagues/:leagueId/castaways',
  'GET /api/castaways/:season',
  'GET /api/leagues/:leagueId/drafts',
  'GET /api/leagues/:leagueId/standings/history',
  'GET /api/scores/:season',
  'GET /api/scores/:season/:episode',
  'GET /api/inventory',
  // Issue 13: the season's air schedule.
  'GET /api/seasons/:season/schedule',
  // Issue 19: the seasons on offer.
  'GET /api/seasons',
  // Member changes: guarded by the entry token instead (tested in drafts.int.spec.ts).
  'POST /api/leagues/:leagueId/draft',
  'POST /api/leagues/:leagueId/swap',
  'GET /api/leagues/:leagueId/elimination-picks',
  'POST /api/leagues/:leagueId/elimination-pick',
  'POST /api/admin/login',
  'POST /api/admin/logout',
  // Issue 6: the reset link flow, the problem report form, the reminder emails' unsubscribe link.
  'POST /api/admin/forgot-password',
  'POST /api/admin/reset-password',
  'POST /api/reports',
  'GET /api/reminders/unsubscribe',
  // Issue 11: sign-in links by email (the code is the credential), signing out other devices (entry token).
  'POST /api/entries/email-link',
  'POST /api/entries/claim',
  'POST /api/leagues/:leagueId/members/:userName/rotate-token',
  // Issue 14: sealed picks (the entry token or the admin session shows more), member pages, the episode replay.
  'GET /api/leagues/:leagueId/elimination-picks/board',
  'GET /api/leagues/:leagueId/members/:userName',
  'GET /api/leagues/:leagueId/standings/replay',
  // Issue 10: live scoring is public to read (the feed, tribes, tribal-council votes, team stints).
  'GET /api/scores/:season/:episode/happenings',
  'GET /api/castaways/:season/tribes',
  'GET /api/tribal-councils/:season',
  'GET /api/leagues/:leagueId/team-stints',
  // Issue 19: castaway photos are pictures on public pages.
  'GET /api/castaways/:castawayId/photo',
  // Issue 20: anyone starts a league (without the admin's token POST /api/leagues is the self-serve start), the
  // emailed codes are the credential of activation and commissioner sign-in, the league's record is public.
  'POST /api/leagues',
  'POST /api/leagues/activate',
  'POST /api/commissioner/email-link',
  'POST /api/commissioner/claim',
  'GET /api/leagues/:leagueId/record',
  // Issue 33: the mailed confirmation code and the signed unsubscribe token are the credential.
  'POST /api/entries/confirm-email',
  'POST /api/mail/unsubscribe',
  'GET /api/mail/unsubscribe',
  // Issue 29: a person's emailed sign-in link (the code is the credential); their own routes need their session.
  'POST /api/me/sign-in-link',
  'POST /api/me/sign-in',
  // Issue 29: signing in with a passkey (the authenticator's signed response is the credential).
  'POST /api/me/passkeys/authentication-options',
  'POST /api/me/passkeys/authentication',
  // Issue 30: the VAPID public key is what every browser subscribes with.
  'GET /api/push/public-key',
  // Issue 32: a league's scoring table is public like its standings; predictions are sealed per caller until the
  // deadline (a visitor sees none), and a prediction is made with the member's entry token or session.
  'GET /api/leagues/:leagueId/scoring',
  'GET /api/leagues/:leagueId/predictions',
  'PUT /api/leagues/:leagueId/prediction',
  // Issue 31: a league's chat and reactions take a member's entry token, a person's or a commissioner's session, and
  // visitors read it when the commissioner opens it (tested in chat/chat.int.spec.ts and the authorization matrix);
  // hiding, muting and its settings are the league manager's.
  'POST /api/leagues/:leagueId/chat',
  'GET /api/leagues/:leagueId/chat',
  'POST /api/leagues/:leagueId/chat/:messageId/report',
  'PUT /api/leagues/:leagueId/chat/read',
  'PUT /api/leagues/:leagueId/reactions',
  'GET /api/leagues/:leagueId/reactions',
]);

/**
 * Routes that act on one league answer for the admin or that league's commissioner, and say so; a person's own
 * routes ask them to sign in.
 */
const SIGN_IN_MESSAGES = [
  MESSAGES.adminSignInRequired,
  LEAGUE_MANAGER_MESSAGES.signInRequired,
  ME_MESSAGES.signInRequired,
];

describe('admin guard', () => {
  it('every admin route refuses an anonymous caller with 401 and a message, and changes nothing', async () => {
    const routes = listRoutes(t.app);
    expect(routes.length).toBeGreaterThan(10);
    const guarded = routes.filter((r) => !PUBLIC_ROUTES.has(`${r.method} ${r.path}`));
    expect(guarded.length).toBeGreaterThan(3);
    const before = await t.request('GET', '/api/leagues/all');
    for (const route of guarded) {
      const path = route.path.replace(/:(\w+)/g, 'x');
      const response = await t.request<{ message: string }>(route.method, path, {
        body: route.method === 'GET' ? undefined : {},
      });
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
      expect(SIGN_IN_MESSAGES, `${route.method} ${route.path}`).toContain(response.body.message);
      // A forged or expired token is no better than none.
      const forged = await t.request(route.method, path, {
        headers: { authorization: 'Bearer forged-token' },
        body: route.method === 'GET' ? undefined : {},
      });
      expect(forged.status, `${route.method} ${route.path} with a forged token`).toBe(401);
    }
    expect((await t.request('GET', '/api/leagues/all')).body).toEqual(before.body);
  });

  it('the right password opens a session (cookie or bearer); logout ends it', async () => {
    const wrong = await t.request<{ message: string }>('POST', '/api/admin/login', { body: { password: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(MESSAGES.incorrectPassword);

    const login = await t.request<{ token: string }>('POST', '/api/admin/login', {
      body: { password: TEST_ADMIN_PASSWORD },
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`${ADMIN_SESSION_COOKIE}=`);
    expect(cookie.toLowerCase()).toContain('httponly');
    const cookieHeader = cookie.split(';')[0];

    expect((await t.request('GET', '/api/admin/session', { headers: { cookie: cookieHeader } })).status).toBe(200);
    expect(
      (await t.request('GET', '/api/admin/session', { headers: { authorization: `Bearer ${login.body.token}` } }))
        .status,
    ).toBe(200);

    await t.request('POST', '/api/admin/logout', { headers: { cookie: cookieHeader } });
    expect((await t.request('GET', '/api/admin/session', { headers: { cookie: cookieHeader } })).status).toBe(401);
  });

  it('guessing the password is rate-limited: 429 with a message after repeated attempts', async () => {
    const statuses: number[] = [];
    let last: { message?: string } = {};
    for (let i = 0; i < 14; i++) {
      const response = await t.request<{ message: string }>('POST', '/api/admin/login', {
        body: { password: `guess${i}` },
      });
      statuses.push(response.status);
      last = response.body;
    }
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 3).every((s) => s === 401)).toBe(true);
    // The per-minute limit or the growing block, whichever came first, each saying how long to wait.
    expect(last.message).toMatch(
      /^Too many sign-in attempts\. Please wait (a minute|\d+ seconds?|\d+ minutes?) and try again\.$/,
    );
  });
});
