import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tools/throwaway-servers.mjs';
import { waitFor } from '../mail/support/mail-test-context';
import { type AppProcess, READY_LINE, startAppProcess } from '../support/app-process';
import { createTestDatabase } from '../support/database';

const ADMIN_PASSWORD = 'query-error-admin-pass-4417';
const LEAGUE_PASSWORD = 'query-error-league-pass-2290';
const JOINER_EMAIL = 'sandra.diaz-twine@example.net';
const JOINER_REAL_NAME = 'Sandra Diaz-Twine Realname';
/** Added by the test: the app's own insert of this joiner fails, as an unforeseen constraint violation would. */
const TEST_CONSTRAINT = 'league_members_test_refuses_one_email';

let database: { url: string; drop(): Promise<void> };
let app: AppProcess;
let baseUrl: string;

beforeAll(async () => {
  database = await createTestDatabase('query_error_logs');
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  app = startAppProcess({
    env: {
      PORT: String(port),
      DATABASE_URL: database.url,
      ADMIN_PASSWORD,
      DATA_DIR: `/tmp/tribal-pool-test/query-error-logs-${port}`,
      LOG_LEVEL: 'debug',
    },
  });
  await app.waitFor(READY_LINE);
});
afterAll(async () => {
  await app?.stop();
  await database?.drop();
});

async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const log = () => `${app.stdout()}\n${app.stderr()}`;

describe('a failed query in the log (review 2026-11-26 N8)', () => {
  it('names the error code, constraint and table, never the query parameters (an email, a real name)', async () => {
    const login = await call<{ token: string }>('POST', '/api/admin/login', { password: ADMIN_PASSWORD });
    const league = await call<{ id: string }>(
      'POST',
      '/api/leagues',
      { leagueName: 'Query Error Pool', password: LEAGUE_PASSWORD, commissionerName: 'Jeff', tribes: [], season: 49 },
      login.body.token,
    );
    expect(league.status).toBe(201);
    const db = new Client({ connectionString: database.url });
    await db.connect();
    await db.query(`ALTER TABLE league_members ADD CONSTRAINT ${TEST_CONSTRAINT} CHECK (email <> $$${JOINER_EMAIL}$$)`);
    await db.end();

    const joined = await call('POST', `/api/leagues/${league.body.id}/join`, {
      userName: 'Sandra',
      survivorName: 'Sandra',
      realName: JOINER_REAL_NAME,
      email: JOINER_EMAIL,
      paymentMethod: 'Venmo',
      password: LEAGUE_PASSWORD,
    });
    expect(joined.status).toBe(500);
    await waitFor('the failed query in the log', () => log().includes(TEST_CONSTRAINT), 5000);

    expect(log()).not.toContain(JOINER_EMAIL);
    expect(log()).not.toContain(JOINER_REAL_NAME);
    expect(log()).not.toContain('PARAMETERS');
    expect(log()).not.toContain('INSERT INTO league_members');
    const lines = log()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const failed = lines.find((line) => line.context === 'Database');
    expect(failed).toMatchObject({
      level: 40,
      msg: 'query failed',
      code: '23514',
      constraint: TEST_CONSTRAINT,
      table: 'league_members',
    });
    // Logged while the join ran: it carries that request (its id, method and path), as every line of a request does.
    expect(failed?.req).toMatchObject({ method: 'POST', url: `/api/leagues/${league.body.id}/join` });
    expect((failed?.req as { id?: string } | undefined)?.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
