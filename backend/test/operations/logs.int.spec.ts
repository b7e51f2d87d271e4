import { ENTRY_LINK_MESSAGES } from '@tribal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tools/throwaway-servers.mjs';
import { waitFor } from '../mail/support/mail-test-context';
import { type SmtpTestServer, startSmtpTestServer } from '../mail/support/smtp-test-server';
import { type AppProcess, READY_LINE, startAppProcess } from '../support/app-process';
import { createTestDatabase } from '../support/database';

const ADMIN_PASSWORD = 'log-redaction-admin-pass-7731';
const ADMIN_EMAIL = 'tribal-admin@example.org';
const LEAGUE_PASSWORD = 'league-secret-pass-5521';
const MEMBER_EMAIL = 'cirie.fields@example.net';
const WRONG_PASSWORD = 'wrong-guess-password-0042';
const NEW_ADMIN_PASSWORD = 'brand-new-admin-pass-9913';

let smtp: SmtpTestServer;
let database: { url: string; drop(): Promise<void> };
let app: AppProcess;
let baseUrl: string;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  database = await createTestDatabase('logs');
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  app = startAppProcess({
    env: {
      PORT: String(port),
      DATABASE_URL: database.url,
      ADMIN_PASSWORD,
      ADMIN_EMAIL,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://pool.example',
      DATA_DIR: `/tmp/tribal-pool-test/logs-${port}`,
      // The most a log ever holds: every request's line, not only failures.
      LOG_LEVEL: 'debug',
    },
  });
  await app.waitFor(READY_LINE);
});
afterAll(async () => {
  await app?.stop();
  await database?.drop();
  await smtp?.close();
});

async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(options.body !== undefined && { 'content-type': 'application/json' }), ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('json');
  return { status: response.status, headers: response.headers, body: (json && text ? JSON.parse(text) : {}) as T };
}

/** The JSON lines the process wrote (the start-up banner is plain text). */
function logLines(): Array<Record<string, unknown>> {
  return `${app.stdout()}\n${app.stderr()}`
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
}

/** The text of the first mail to `address` since `since` whose text holds `linking` (a join also mails a link). */
async function mailTo(address: string, since: number, linking: string): Promise<string> {
  const find = () => smtp.received.slice(since).find((m) => m.to === address && m.text.includes(linking));
  await waitFor(`mail to ${address} linking ${linking}`, () => find() !== undefined, 15_000);
  return find()?.text ?? '';
}

describe('structured logs', () => {
  it('hold no password, token, sign-in code or email that an episode night of requests used', async () => {
    const secrets: string[] = [ADMIN_PASSWORD, ADMIN_EMAIL, LEAGUE_PASSWORD, MEMBER_EMAIL, WRONG_PASSWORD];

    expect((await call('POST', '/api/admin/login', { body: { password: WRONG_PASSWORD } })).status).toBe(401);
    const login = await call<{ token: string }>('POST', '/api/admin/login', { body: { password: ADMIN_PASSWORD } });
    expect(login.status).toBe(200);
    const session = login.body.token;
    secrets.push(session);
    const admin = { authorization: `Bearer ${session}` };

    const league = await call<{ id: string }>('POST', '/api/leagues', {
      headers: admin,
      body: { leagueName: 'Log Pool', password: LEAGUE_PASSWORD, commissionerName: 'Jeff', tribes: [], season: 49 },
    });
    expect(league.status).toBe(201);
    const beforeJoin = smtp.received.length;
    const joined = await call<{ entryToken: string }>('POST', `/api/leagues/${league.body.id}/join`, {
      body: {
        userName: 'Cirie',
        survivorName: 'Cirie',
        realName: 'Cirie F',
        email: MEMBER_EMAIL,
        paymentMethod: 'Venmo',
        password: LEAGUE_PASSWORD,
      },
    });
    expect(joined.status).toBe(201);
    const entryToken = joined.body.entryToken;
    secrets.push(entryToken);
    // The confirmation link the join mailed: its code, used once.
    const confirmation = await mailTo(MEMBER_EMAIL, beforeJoin, '/confirm-email?code=');
    const confirmationCode = decodeURIComponent(/confirm-email\?code=(\S+)/.exec(confirmation)?.[1] ?? '');
    expect(confirmationCode).not.toBe('');
    secrets.push(confirmationCode);
    expect((await call('POST', '/api/entries/confirm-email', { body: { code: confirmationCode } })).status).toBe(200);
    const pick = await call('POST', `/api/leagues/${league.body.id}/elimination-pick`, {
      headers: { 'x-entry-token': entryToken },
      body: { userName: 'Cirie', episode: 2, castawayId: 49004 },
    });
    expect(pick.status).toBe(200);
    // A refused change with a wrong token is logged (a 401) without the token it carried.
    const forged = `${entryToken}-forged`;
    expect(
      (
        await call('POST', `/api/leagues/${league.body.id}/elimination-pick`, {
          headers: { 'x-entry-token': forged },
          body: { userName: 'Cirie', episode: 3, castawayId: 49004 },
        })
      ).status,
    ).toBe(401);
    secrets.push(forged);

    // The sign-in link by mail: its code, and the token the code is exchanged for.
    let since = smtp.received.length;
    const link = await call('POST', '/api/entries/email-link', { body: { email: MEMBER_EMAIL } });
    expect(link.body.message).toBe(ENTRY_LINK_MESSAGES.linkSent);
    const code = decodeURIComponent(
      /claim\?code=(\S+)/.exec(await mailTo(MEMBER_EMAIL, since, '/claim?code='))?.[1] ?? '',
    );
    expect(code).not.toBe('');
    secrets.push(code);
    expect((await call('GET', `/claim?code=${encodeURIComponent(code)}`)).status).toBeLessThan(500);
    const claimed = await call<{ entryToken: string }>('POST', '/api/entries/claim', { body: { code } });
    expect(claimed.status).toBe(200);
    secrets.push(claimed.body.entryToken);

    // A password reset: the link's token and the new password.
    since = smtp.received.length;
    await call('POST', '/api/admin/forgot-password');
    const resetToken = decodeURIComponent(
      /reset-password\?token=(\S+)/.exec(await mailTo(ADMIN_EMAIL, since, 'reset-password?token='))?.[1] ?? '',
    );
    expect(resetToken).not.toBe('');
    secrets.push(resetToken, NEW_ADMIN_PASSWORD);
    const reset = await call('POST', '/api/admin/reset-password', {
      body: { token: resetToken, newPassword: NEW_ADMIN_PASSWORD },
    });
    expect(reset.status).toBe(200);

    const lines = logLines();
    expect(lines.length).toBeGreaterThan(10);
    const log = `${app.stdout()}\n${app.stderr()}`;
    const found = secrets.filter((secret) => log.includes(secret));
    expect(found).toEqual([]);
    // The requests that carried them are logged all the same (path only, no headers, no query).
    const urls = lines.map((line) => (line.req as { url?: string } | undefined)?.url);
    expect(urls).toEqual(expect.arrayContaining(['/api/admin/login', '/api/entries/claim', '/claim']));
  });

  it('carries the request id on every line of a request, echoed in the answer; a malformed one is replaced', async () => {
    const id = 'req-from-the-balancer-42';
    const answer = await call('GET', '/api/leagues/no-such-league', { headers: { 'x-request-id': id } });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-request-id')).toBe(id);
    await waitFor('its log line', () => logLines().some((line) => (line.req as { id?: string })?.id === id), 5000);
    const line = logLines().find((l) => (l.req as { id?: string })?.id === id) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 40, req: { method: 'GET', url: '/api/leagues/no-such-league' } });
    expect(line.res).toEqual({ statusCode: 404 });

    const tooLong = 'x'.repeat(129);
    const replaced = await call('GET', '/api/health', { headers: { 'x-request-id': tooLong } });
    expect(replaced.headers.get('x-request-id')).not.toBe(tooLong);
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // A control character cannot travel in an HTTP header from fetch; a tab is the one that can.
    const withTab = await call('GET', '/api/health', { headers: { 'x-request-id': 'a\tb' } });
    expect(withTab.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const made = await call('GET', '/api/health');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
