import { ADMIN_MESSAGES } from '@tribal/contracts';
import { Client } from 'pg';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../mail/support/mail-test-context';
import { setUpSmtpTestServer } from '../mail/support/smtp-test-server';
import { setUpTestApp, startTestApp, TEST_ADMIN_PASSWORD, TestApp } from '../support/test-app';

const PUBLIC_URL = 'https://pool.example';

const smtp = setUpSmtpTestServer();
const t = setUpTestApp('password_reset', () => ({
  env: { SMTP_URL: smtp.url, ADMIN_EMAIL: 'admin@example.com', PUBLIC_URL },
}));

const forgotPassword = (app: TestApp) => app.request<{ message: string }>('POST', '/api/admin/forgot-password');
const resetPassword = (body: unknown) => t.request<{ message: string }>('POST', '/api/admin/reset-password', { body });
const login = (password: string) => t.request<{ token: string }>('POST', '/api/admin/login', { body: { password } });

/** Asks for a link and answers the token from the mail that reaches the SMTP server. */
async function requestResetLink(): Promise<string> {
  const before = smtp.received.length;
  const response = await forgotPassword(t);
  expect(response).toMatchObject({ status: 200, body: { message: ADMIN_MESSAGES.forgotPasswordAnswer } });
  await waitFor('the reset mail', () => smtp.received.length > before);
  const mail = smtp.received[smtp.received.length - 1];
  expect(mail.to).toBe('admin@example.com');
  const link = mail.text.match(/https:\/\/pool\.example\/admin\/reset-password\?token=(\S+)/);
  expect(link, mail.text).not.toBeNull();
  return decodeURIComponent(link?.[1] ?? '');
}

describe('admin password reset', () => {
  it('the emailed link sets a new password once, and every open admin session ends', async () => {
    const session = (await login(TEST_ADMIN_PASSWORD)).body.token;
    const bearer = { authorization: `Bearer ${session}` };
    expect((await t.request('GET', '/api/admin/session', { headers: bearer })).status).toBe(200);
    const token = await requestResetLink();

    const tooShort = await resetPassword({ token, newPassword: 'short' });
    expect(tooShort).toMatchObject({ status: 400, body: { message: ADMIN_MESSAGES.passwordTooShort } });

    const reset = await resetPassword({ token, newPassword: 'hidden immunity idol' });
    expect(reset).toMatchObject({ status: 200, body: { message: ADMIN_MESSAGES.passwordReset } });
    expect((await t.request('GET', '/api/admin/session', { headers: bearer })).status).toBe(401);
    expect((await login(TEST_ADMIN_PASSWORD)).status).toBe(401);
    expect((await login('hidden immunity idol')).status).toBe(200);

    const again = await resetPassword({ token, newPassword: 'another new password' });
    expect(again).toMatchObject({ status: 400, body: { message: ADMIN_MESSAGES.invalidResetToken } });
    expect((await login('hidden immunity idol')).status).toBe(200);
  });

  it('a link expires after an hour', async () => {
    const issuedAt = new Date();
    try {
      t.clock.set(issuedAt);
      const stale = await requestResetLink();
      const fresh = await requestResetLink();
      t.clock.set(new Date(issuedAt.getTime() + 60 * 60_000 + 1000));
      expect(await resetPassword({ token: stale, newPassword: 'too late for this' })).toMatchObject({
        status: 400,
        body: { message: ADMIN_MESSAGES.invalidResetToken },
      });
      t.clock.set(new Date(issuedAt.getTime() + 59 * 60_000));
      expect((await resetPassword({ token: fresh, newPassword: 'just in time' })).status).toBe(200);
    } finally {
      t.clock.set(null);
    }
    expect((await login('just in time')).status).toBe(200);
  });

  it('a missing or unknown token is refused with the spec text', async () => {
    for (const body of [{ newPassword: 'long enough' }, { token: '', newPassword: 'long enough' }, {}]) {
      expect(await resetPassword(body)).toMatchObject({
        status: 400,
        body: { message: ADMIN_MESSAGES.invalidResetToken },
      });
    }
    expect(await resetPassword({ token: 'made-up-token', newPassword: 'long enough' })).toMatchObject({
      status: 400,
      body: { message: ADMIN_MESSAGES.invalidResetToken },
    });
  });

  it('the answer is the same whether or not a link could be mailed, and the request is rate-limited', async () => {
    const withEmail = await forgotPassword(t);
    const noEmail = await startTestApp('password_reset_no_email');
    try {
      const without = await forgotPassword(noEmail);
      expect({ status: without.status, body: without.body }).toEqual({
        status: withEmail.status,
        body: withEmail.body,
      });
      const db = new Client({ connectionString: noEmail.databaseUrl });
      await db.connect();
      const counts = await db.query(
        'SELECT (SELECT count(*)::int FROM admin_password_resets) AS links, (SELECT count(*)::int FROM mail_outbox) AS mails',
      );
      await db.end();
      expect(counts.rows[0]).toEqual({ links: 0, mails: 0 });

      const statuses: number[] = [];
      let last: { message?: string } = {};
      for (let i = 0; i < 12; i++) {
        const response = await forgotPassword(noEmail);
        statuses.push(response.status);
        last = response.body;
      }
      expect(statuses).toContain(429);
      // The per-minute limit or the growing block, whichever came first, each saying how long to wait.
      expect(last.message).toMatch(
        /^Too many sign-in attempts\. Please wait (a minute|\d+ seconds?|\d+ minutes?) and try again\.$/,
      );
    } finally {
      await noEmail.close();
    }
  });
});
