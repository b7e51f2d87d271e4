import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RetentionSweeper } from '../../src/retention/retention-sweeper';
import { queryDatabase } from '../support/database';
import { createLeague, joinBody, startTestApp, TestApp } from '../support/test-app';
import { waitFor } from './support/mail-test-context';
import { type SmtpTestServer, startSmtpTestServer } from './support/smtp-test-server';

/**
 * Issue 24, finding 6: a sign-in link's code and a password reset link were kept in the outbox's stored body after
 * the mail had gone, and written to world-readable .eml files without SMTP.
 */
const PUBLIC_URL = 'https://pool.example';

const query = <T>(t: TestApp, sql: string, params?: unknown[]) => queryDatabase<T>(t.databaseUrl, sql, params);

/** Every recorded mail is sent (or given up on). */
const settled = (t: TestApp) =>
  waitFor('every mail settled', async () => {
    const [row] = await query<{ pending: number }>(
      t,
      "SELECT count(*)::int AS pending FROM mail_outbox WHERE status = 'pending'",
    );
    return row.pending === 0;
  });

/** Joins a member and asks for a sign-in link for their address (the mail carries a single-use code). */
async function askForSignInLink(t: TestApp, email: string): Promise<void> {
  const leagueId = await createLeague(t, { leagueName: 'Outbox Island' });
  const joined = await t.request('POST', `/api/leagues/${leagueId}/join`, {
    headers: { 'x-forwarded-for': '198.51.100.7' },
    body: joinBody('Sandra', { email, password: 'league-pass' }),
  });
  expect(joined.status).toBe(201);
  const asked = await t.request('POST', '/api/entries/email-link', {
    headers: { 'x-forwarded-for': '198.51.100.8' },
    body: { email },
  });
  expect(asked.status).toBe(202);
}

describe('through SMTP', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpTestServer({
      refuseRecipient: (address) =>
        address === 'nobody@example.com' ? { code: 550, message: 'No such user here' } : undefined,
    });
    t = await startTestApp('mail_secrets_smtp', {
      env: { SMTP_URL: smtp.url, ADMIN_EMAIL: 'admin@example.com', PUBLIC_URL },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('a sent sign-in link or reset link is no longer in the stored mail; the row says it was sent', async () => {
    await askForSignInLink(t, 'sandra@example.com');
    expect((await t.request('POST', '/api/admin/forgot-password')).status).toBe(200);
    // The join's confirmation link, the sign-in link and the reset link.
    await waitFor('the three mails', () => smtp.received.length >= 3);
    await settled(t);
    const signIn = smtp.received.find((m) => m.to === 'sandra@example.com' && m.text.includes('/claim?code='));
    const confirmation = smtp.received.find((m) => m.text.includes('/confirm-email?code='));
    const reset = smtp.received.find((m) => m.to === 'admin@example.com');
    const code = signIn?.text.match(/\/claim\?code=(\S+)/)?.[1];
    const confirmationCode = confirmation?.text.match(/\/confirm-email\?code=(\S+)/)?.[1];
    const token = reset?.text.match(/reset-password\?token=(\S+)/)?.[1];
    expect(code).toBeTruthy();
    expect(confirmationCode).toBeTruthy();
    expect(token).toBeTruthy();

    const rows = await query<{ status: string; stored: string }>(
      t,
      `SELECT status, concat_ws(' ', recipient, subject, text_body, html_body, attachments::text, headers::text) AS stored
         FROM mail_outbox`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect(row.status).toBe('sent');
    for (const row of rows) {
      for (const secret of [code, confirmationCode, token] as string[]) {
        expect(row.stored).not.toContain(secret);
        expect(row.stored).not.toContain(decodeURIComponent(secret));
      }
    }
  });

  it('a mail given up on keeps no body either, and settled rows go after 7 days', async () => {
    // An address the SMTP server refuses, on the mail's last attempt: it fails for good.
    const [{ id }] = await query<{ id: string }>(
      t,
      `INSERT INTO mail_outbox (id, intent_key, recipient, subject, text_body, attempts)
       VALUES (gen_random_uuid(), 'test:given-up', 'nobody@example.com', 'Your link', 'code=SECRET-CODE', 7)
       RETURNING id`,
    );
    await waitFor(
      'the mail given up on',
      async () => {
        const [row] = await query<{ status: string }>(t, 'SELECT status FROM mail_outbox WHERE id = $1', [id]);
        return row.status === 'failed';
      },
      15_000,
    );
    const [failed] = await query<{ text_body: string }>(t, 'SELECT text_body FROM mail_outbox WHERE id = $1', [id]);
    expect(failed.text_body).not.toContain('SECRET-CODE');

    await query(t, `UPDATE mail_outbox SET created_at = now() - interval '8 days' WHERE id = $1`, [id]);
    await query(
      t,
      `INSERT INTO mail_outbox (id, intent_key, recipient, subject, text_body, created_at)
       VALUES (gen_random_uuid(), 'test:old-but-pending', 'later@example.com', 'Later', 'x', now() - interval '8 days')`,
    );
    await t.app.get(RetentionSweeper).sweep();
    const left = await query<{ intent_key: string }>(t, 'SELECT intent_key FROM mail_outbox ORDER BY intent_key');
    expect(left.map((r) => r.intent_key)).not.toContain('test:given-up');
    // A mail not yet sent is never deleted, however old.
    expect(left.map((r) => r.intent_key)).toContain('test:old-but-pending');
  });
});

describe('without SMTP, to the outbox folder', () => {
  let dataDir: string;
  let t: TestApp;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tribal-pool-mail-secrets-'));
    t = await startTestApp('mail_secrets_eml', { env: { DATA_DIR: dataDir, PUBLIC_URL } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('each .eml is readable by the app’s user only (0600, in a 0700 folder) and the stored body is cleared', async () => {
    await askForSignInLink(t, 'boston@example.com');
    const folder = join(dataDir, 'outbox');
    const files = async () => (await readdir(folder).catch(() => [])).filter((f) => f.endsWith('.eml'));
    // The join's confirmation link and the sign-in link.
    await waitFor('the .eml files', async () => (await files()).length === 2);
    await settled(t);
    const codes: string[] = [];
    for (const file of await files()) {
      expect((await stat(join(folder, file))).mode & 0o777).toBe(0o600);
      const mail = await simpleParser(await readFile(join(folder, file)));
      const code = mail.text?.match(/\/(?:claim|confirm-email)\?code=(\S+)/)?.[1];
      expect(code).toBeTruthy();
      codes.push(code as string);
    }
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    const rows = await query<{ text_body: string }>(t, 'SELECT text_body FROM mail_outbox');
    for (const row of rows) for (const code of codes) expect(row.text_body).not.toContain(code);
  });
});
