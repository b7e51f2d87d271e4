import { IDEMPOTENCY_KEY_REUSED_MESSAGE } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, mailedCode, startAndActivate, startBody } from '../commissioners/support/commissioner-flow';
import { waitFor } from '../mail/support/mail-test-context';
import { setUpSmtpTestServer } from '../mail/support/smtp-test-server';
import { createLeague, joinBody, setUpTestApp } from '../support/test-app';

/**
 * Review 2026-11-26 N10: a client whose answer was lost (status 0, 502, 504) sends the same request again with the
 * same Idempotency-Key, and must get the first answer back, token included: otherwise the entry or the
 * commissioner's session it opened is lost for good. The token is kept only encrypted under the client's key.
 */
const smtp = setUpSmtpTestServer();
const t = setUpTestApp('keyed-retries', () => ({
  redis: true,
  env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://pool.example' },
}));

let nextAddress = 20;
/** One client: its address and its key, the same for the first send and the retry. */
const client = (key: string) => ({ 'x-forwarded-for': `203.0.113.${nextAddress++ % 250}`, 'idempotency-key': key });

type Answer = { status: number; body: Record<string, unknown> };

/** Sends the request twice with one key and answers both. */
async function twice(method: string, path: string, body: unknown, headers: Record<string, string>) {
  const first = (await t.request(method, path, { body, headers })) as Answer;
  const retry = (await t.request(method, path, { body, headers })) as Answer;
  return { first, retry };
}

/** No row of `command_results` holds any of the secrets in clear, and none holds the client's raw key. */
async function expectNothingInClear(secrets: string[], keys: string[]) {
  const rows = await t.query<{ row: string }>('SELECT row_to_json(c)::text AS row FROM command_results c');
  expect(rows.rows.length).toBeGreaterThan(0);
  for (const { row } of rows.rows) {
    for (const secret of secrets) expect(row).not.toContain(secret);
    for (const key of keys) expect(row).not.toContain(key);
  }
}

describe('a retried request with its Idempotency-Key answers the first answer, token included', () => {
  it('join: both answers are equal and carry the same entry token, which is not stored in clear', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Retry Join' });
    const key = 'join-key-5f0c1e7a-0d4b-4cf0-9a51-retry-join';
    const { first, retry } = await twice('POST', `/api/leagues/${leagueId}/join`, joinBody('Parvati'), client(key));
    expect(first.status).toBe(201);
    expect(retry).toEqual(expect.objectContaining({ status: 201, body: first.body }));
    expect(retry.body.entryToken).toEqual(first.body.entryToken);
    expect(first.body.entryToken).toEqual(expect.any(String));
    await expectNothingInClear([first.body.entryToken as string], [key]);
    // The same key with another body is still 422.
    const headers = { ...client(key) };
    await t.request('POST', `/api/leagues/${leagueId}/join`, { body: joinBody('Amanda'), headers });
    const changed = await t.request('POST', `/api/leagues/${leagueId}/join`, { body: joinBody('Cirie'), headers });
    expect(changed).toMatchObject({ status: 422, body: { message: IDEMPOTENCY_KEY_REUSED_MESSAGE } });
  });

  it('8 concurrent joins with one key all answer 201 with one token', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Retry Rush' });
    const headers = client('rush-key-1b2d7c9e-4f1a-4a7e-8d6b-concurrent');
    const answers = (await Promise.all(
      Array.from({ length: 8 }, () =>
        t.request('POST', `/api/leagues/${leagueId}/join`, { body: joinBody('Boston Rob'), headers }),
      ),
    )) as Answer[];
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.body.entryToken)).size).toBe(1);
    const members = await t.request<{ members: unknown[] }>('GET', `/api/leagues/${leagueId}`);
    expect(members.body.members).toHaveLength(1);
  });

  it('start, then activation: each retried with its key answers as the first time, the tokens included', async () => {
    const before = smtp.received.length;
    const start = await twice(
      'POST',
      '/api/leagues',
      startBody('Retry Start', 'retry.start@example.com', 'stella'),
      client('start-key-8e1f3a52-6b7c-4d8e-9f0a-start'),
    );
    expect(start.first.status).toBe(202);
    expect(start.retry).toEqual(expect.objectContaining({ status: 202, body: start.first.body }));

    const code = await mailedCode(smtp, 'retry.start@example.com', '/league/activate', before);
    const activationKey = 'activate-key-2c4e6a8b-0d1f-4a3c-8e5f-activate';
    const activation = await twice('POST', '/api/leagues/activate', { code }, client(activationKey));
    expect(activation.first.status).toBe(200);
    expect(activation.retry).toEqual(expect.objectContaining({ status: 200, body: activation.first.body }));
    const { commissionerToken, entryToken } = activation.first.body as Record<string, string>;
    expect(commissionerToken).toEqual(expect.any(String));
    expect(entryToken).toEqual(expect.any(String));
    expect((await t.request('GET', '/api/commissioner/leagues', { headers: bearer(commissionerToken) })).status).toBe(
      200,
    );
    await expectNothingInClear([commissionerToken, entryToken, code], [activationKey]);
  });

  it('commissioner claim: the retry answers the same commissioner token', async () => {
    await startAndActivate(t, smtp, 'Retry Claim', 'retry.claim@example.com', 'clara');
    const before = smtp.received.length;
    await t.request('POST', '/api/commissioner/email-link', {
      body: { email: 'retry.claim@example.com' },
      headers: client('unused'),
    });
    const code = await mailedCode(smtp, 'retry.claim@example.com', '/commissioner/claim', before);
    const key = 'claim-key-7d9f1b3d-5e7a-4c9e-0b2d-claim';
    const { first, retry } = await twice('POST', '/api/commissioner/claim', { code }, client(key));
    expect(first.status).toBe(200);
    expect(retry).toEqual(expect.objectContaining({ status: 200, body: first.body }));
    expect(first.body.commissionerToken).toEqual(expect.any(String));
    await expectNothingInClear([first.body.commissionerToken as string], [key]);
  });

  it('entry claim: the retry answers the same entry token', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Retry Entry' });
    await t.request('POST', `/api/leagues/${leagueId}/join`, { body: joinBody('Yau-Man') });
    const before = smtp.received.length;
    await t.request('POST', '/api/entries/email-link', {
      body: { email: 'yauman@example.com' },
      headers: client('unused-too'),
    });
    await waitFor('the sign-in mail', () => smtp.received.slice(before).some((m) => m.to === 'yauman@example.com'));
    const code = await mailedCode(smtp, 'yauman@example.com', '/claim', before);
    const key = 'entry-claim-key-3a5c7e9a-1b3d-4f5a-8c7e-entry';
    const { first, retry } = await twice('POST', '/api/entries/claim', { code }, client(key));
    expect(first.status).toBe(200);
    expect(retry).toEqual(expect.objectContaining({ status: 200, body: first.body }));
    expect(first.body.entryToken).toEqual(expect.any(String));
    await expectNothingInClear([first.body.entryToken as string], [key]);
  });
});
