import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { PersonSessionsService } from '../../src/people/auth/person-sessions.service';
import { bearer, startAndActivate } from '../commissioners/support/commissioner-flow';
import { setUpSmtpTestServer } from '../mail/support/smtp-test-server';
import { listRoutes } from '../support/list-routes';
import { createLeague, joinLeague, setUpTestApp } from '../support/test-app';

/** A real 1×1 PNG, for a problem report's screenshot. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Operation {
  parameters?: Array<{ name: string; in: string }>;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

let doc: OpenApi;
/** Real values for every path and query parameter the GET routes take. */
const values: Record<string, string> = { season: '49', episode: '2' };
/** Values of one route where a parameter's name means something else (the command of a league's own mail). */
const routeValues: Record<string, Record<string, string>> = {};
/** A commissioner's token, for the routes only a commissioner calls. */
let commissionerToken: string;
/** A person's session token (the same address: an entry and a league run), for the routes of a person's own. */
let personToken: string;

const smtp = setUpSmtpTestServer();
const t = setUpTestApp('openapi', () => ({ env: { SMTP_URL: smtp.url } }));
beforeAll(async () => {
  const admin = { authorization: `Bearer ${await t.adminToken()}` };
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await t.request<Record<string, unknown>>(method, path, { headers: admin, body });
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  // A season in progress: a league, two members with teams, a scored episode, a tribal council, picks,
  // air times, a mail to everyone and a problem report with its screenshot.
  const leagueId = await createLeague(t, { leagueName: 'Contract Pool' });
  const tokens = [await joinLeague(t, leagueId, 'Rob'), await joinLeague(t, leagueId, 'Amber')];
  for (const [i, userName] of ['Rob', 'Amber'].entries()) {
    const team = [49001 + i * 3, 49002 + i * 3, 49003 + i * 3];
    const draft = await t.request('POST', `/api/leagues/${leagueId}/draft`, {
      headers: { 'x-entry-token': tokens[i] },
      body: { userName, team },
    });
    expect(draft.status).toBe(201);
  }
  const pick = await t.request('POST', `/api/leagues/${leagueId}/elimination-pick`, {
    headers: { 'x-entry-token': tokens[0] },
    body: { userName: 'Rob', episode: 3, castawayId: 49010 },
  });
  expect(pick.status).toBe(200);
  await call('PUT', '/api/scores/49/2', { 49001: { tribeImmunityWins: 1, votesAgainst: 2 } });
  const council = await call('POST', '/api/scores/49/3/happenings', {
    kind: 'tribalCouncil',
    votes: [
      { voter: 49001, target: 49010 },
      { voter: 49002, target: 49010 },
    ],
    votedOut: [49010],
  });
  expect(council.id).toBeTypeOf('number');
  await call('PUT', '/api/seasons/49/schedule', { 1: '2026-02-25T20:00:00-05:00', 2: '2026-03-04T20:00:00-05:00' });
  const sent = await call('POST', '/api/admin/send-email', { subject: 'Tonight', body: 'Episode 2 airs at 8.' });
  const form = new FormData();
  form.append('user_name', 'Rob');
  form.append('user_email', 'rob@example.com');
  form.append('message', 'The picks page froze.');
  form.append('screenshot', new Blob([PNG], { type: 'image/png' }), 'froze.png');
  const reported = await fetch(`${t.baseUrl}/api/reports`, { method: 'POST', body: form });
  expect(reported.status).toBe(201);
  const reports = (await call('GET', '/api/admin/reports')) as { reports: Array<{ id: string }> };
  // A season opened with its cast from a CSV file; a castaway's photo; the league's join code changed and its
  // members mailed (both on its record); a self-serve league started, activated and so run by a commissioner.
  await call('POST', '/api/seasons', { number: 51, title: 'Survivor 51', premiere: '2027-02-24', episodes: 13 });
  const imported = await fetch(`${t.baseUrl}/api/seasons/51/cast`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'text/csv' },
    body: 'name,age,occupation,tribe\nAda Quinn,31,Nurse,Lavo\nBo Reyes,45,Farmer,Gata\n',
  });
  expect(imported.status).toBe(200);
  const photo = new FormData();
  photo.append('photo', new Blob([PNG], { type: 'image/png' }), 'rob.png');
  const uploaded = await fetch(`${t.baseUrl}/api/castaways/49001/photo`, {
    method: 'PUT',
    headers: admin,
    body: photo,
  });
  expect(uploaded.status).toBe(200);
  await call('PUT', `/api/leagues/${leagueId}/join-code`, { joinCode: 'tiki-torch' });
  const leagueMail = await call('POST', `/api/leagues/${leagueId}/email`, {
    subject: 'Draft',
    body: 'Pick by Sunday.',
  });
  routeValues['/api/leagues/{leagueId}/email/{commandId}/progress'] = { commandId: String(leagueMail.commandId) };
  ({ commissionerToken } = await startAndActivate(t, smtp, 'Commish Pool', 'sandra@example.com', 'Sandra'));
  personToken = await t.app.get(PersonSessionsService).openSession('sandra@example.com');
  Object.assign(values, {
    leagueId,
    userName: 'Rob',
    email: 'rob@example.com',
    commandId: String(sent.commandId),
    reportId: reports.reports[0].id,
    token: 'a-link-that-was-never-mailed',
    castawayId: '49001',
  });
  doc = (await t.request<OpenApi>('GET', '/api/openapi.json')).body;
});

describe('the API description (GET /api/openapi.json)', () => {
  it('describes every route the app serves', () => {
    expect(doc.openapi).toBe('3.1.0');
    const described = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    const served = listRoutes(t.app)
      .filter((route) => route.path.startsWith('/api/') || route.path === '/metrics')
      .map((route) => `${route.method} ${route.path}`);
    expect(served.filter((route) => !described.has(route))).toEqual([]);
    expect([...described].filter((route) => !served.includes(route))).toEqual([]);
  });

  it('is true of every GET answer, called with real data', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const admin = { authorization: `Bearer ${await t.adminToken()}` };
    const checked: string[] = [];
    for (const [template, methods] of Object.entries(doc.paths)) {
      const operation = methods.get;
      if (!operation) continue;
      const own = { ...values, ...routeValues[template] };
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(own[name]));
      const query = (operation.parameters ?? [])
        .filter((p) => p.in === 'query' && own[p.name] !== undefined)
        .map((p) => `${p.name}=${encodeURIComponent(own[p.name])}`)
        .join('&');
      const url = `${t.baseUrl}${path}${query ? `?${query}` : ''}`;
      // The admin may call every GET but the ones that need a commissioner's or a person's own session.
      const commissionerOnly = operation.security?.every((scheme) => 'commissionerBearer' in scheme) ?? false;
      const personOnly = operation.security?.some((scheme) => 'personBearer' in scheme) ?? false;
      const response = await fetch(url, {
        headers: commissionerOnly ? bearer(commissionerToken) : personOnly ? bearer(personToken) : admin,
        // A 303 (the List-Unsubscribe link opened in a browser) is checked as itself, not the page it leads to.
        redirect: 'manual',
      });
      const [status, answer] = Object.entries(operation.responses)[0];
      const [mediaType, { schema }] = Object.entries(answer.content ?? {})[0];
      const where = `GET ${template} → ${response.status}`;
      if (template === '/api/reminders/unsubscribe') {
        // No reminder was mailed, so no real unsubscribe token exists: the page says the link is not valid.
        expect(response.headers.get('content-type'), where).toContain('text/html');
        checked.push(template);
        continue;
      }
      expect(String(response.status), where).toBe(status);
      if (mediaType !== 'application/json') {
        expect(response.headers.get('content-type') ?? '', where).toMatch(
          new RegExp(`^${mediaType.replace('*', '.*').replace('/', '\\/')}`),
        );
        await response.arrayBuffer();
        checked.push(template);
        continue;
      }
      const body = await response.json();
      const validate = ajv.compile({ ...schema, $id: `answer:${template}` });
      const valid = validate(body);
      expect(valid ? [] : validate.errors, `${where} ${JSON.stringify(body).slice(0, 300)}`).toEqual([]);
      checked.push(template);
    }
    expect(checked.length).toBeGreaterThanOrEqual(30);
  });

  it("lists a league's scoring table and the Sole Survivor prediction (issue 32), each with who may call it", () => {
    const scoring = doc.paths['/api/leagues/{leagueId}/scoring'];
    expect(Object.keys(scoring).sort()).toEqual(['get', 'put']);
    expect(scoring.get.security ?? []).toEqual([]);
    expect((scoring.put.security ?? []).length).toBeGreaterThan(0);
    expect((scoring.put.parameters ?? []).map((p) => p.name)).toContain('preview');
    expect(Object.keys(doc.paths['/api/leagues/{leagueId}/prediction'])).toEqual(['put']);
    expect(Object.keys(doc.paths['/api/leagues/{leagueId}/predictions'])).toEqual(['get']);
  });

  it('is readable as a page at /api/docs, in a viewer served from this origin alone', async () => {
    const page = await fetch(`${t.baseUrl}/api/docs`);
    expect(page.headers.get('content-type')).toContain('text/html');
    // The app's Content-Security-Policy holds here too: scripts only from this origin, none inline.
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    const html = await page.text();
    expect(html).toContain('<title>Tribal Pool API</title>');
    expect(html).not.toMatch(/<script>|<script [^>]*>[^<]/);
    const loaded = [...html.matchAll(/<(?:script src|link rel="stylesheet" href)="([^"]+)"/g)].map(([, url]) => url);
    expect(loaded).toEqual(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/start.js']);
    for (const url of loaded) {
      const asset = await fetch(`${t.baseUrl}${url}`);
      expect(asset.status, url).toBe(200);
      expect(asset.headers.get('content-type'), url).toMatch(url.endsWith('.css') ? /^text\/css/ : /javascript/);
      expect((await asset.text()).length, url).toBeGreaterThan(0);
    }
    const start = await (await fetch(`${t.baseUrl}/api/docs/start.js`)).text();
    expect(start).toContain("url: '/api/openapi.json'");
  });

  it('names each route’s caller from its guards: admin, league manager, member, commissioner or anyone', () => {
    const security = (method: string, path: string) =>
      (doc.paths[path][method].security ?? []).map((scheme) => Object.keys(scheme)[0]);
    const headers = (method: string, path: string) =>
      (doc.paths[path][method].parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
    expect(security('put', '/api/scores/{season}/{episode}')).toEqual(['adminSession', 'adminBearer']);
    expect(security('put', '/api/leagues/{leagueId}/join-code')).toEqual([
      'adminSession',
      'adminBearer',
      'commissionerBearer',
    ]);
    expect(security('get', '/api/commissioner/leagues')).toEqual(['commissionerBearer']);
    expect(security('get', '/api/me')).toEqual(['personSession', 'personBearer']);
    expect(headers('post', '/api/leagues/{leagueId}/elimination-pick')).toContain('X-Entry-Token');
    expect(security('get', '/api/leagues/{leagueId}/standings')).toEqual([]);
    expect(headers('get', '/api/leagues/{leagueId}/standings')).not.toContain('X-Entry-Token');
  });
});
