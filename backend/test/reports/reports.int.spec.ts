import { ProblemReportsResponse, REPORT_MESSAGES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { sleep, waitFor } from '../mail/support/mail-test-context';
import { setUpSmtpTestServer } from '../mail/support/smtp-test-server';
import { setUpTestApp } from '../support/test-app';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const FIELDS = { user_name: 'Parvati', user_email: 'parvati@example.com', message: 'The draft page froze.' };

/** Each test reports from addresses of its own (the app trusts X-Forwarded-For from loopback), so throttling is per test. */
let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;

const smtp = setUpSmtpTestServer();
const t = setUpTestApp('reports', () => ({
  env: {
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: 'admin@example.com',
    BLOCKED_REPORTERS: 'spammer@example.com, 203.0.113.66',
  },
}));

interface ReportOptions {
  fields?: Record<string, string>;
  file?: { bytes: Buffer; name: string; type: string };
  ip?: string;
  userAgent?: string;
}

async function report({ fields = FIELDS, file, ip = freshAddress(), userAgent = BROWSER }: ReportOptions = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('screenshot', new Blob([file.bytes], { type: file.type }), file.name);
  const response = await fetch(`${t.baseUrl}/api/reports`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': ip, 'user-agent': userAgent },
  });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

async function stored() {
  const { rows } = await t.query(`SELECT
    (SELECT count(*)::int FROM problem_reports) AS reports,
    (SELECT count(*)::int FROM report_screenshots) AS screenshots,
    (SELECT count(*)::int FROM mail_outbox) AS mails`);
  return rows[0] as { reports: number; screenshots: number; mails: number };
}

/** Every recorded mail has reached the SMTP server (or given up). */
async function mailSettled() {
  await waitFor('mail delivered', async () => {
    const { rows } = await t.query("SELECT count(*)::int AS pending FROM mail_outbox WHERE status = 'pending'");
    return rows[0].pending === 0;
  });
}

const admin = async () => ({ authorization: `Bearer ${await t.adminToken()}` });

describe('problem reports', () => {
  it('a report with a PNG is stored, listed for the admin, its screenshot served back, and mailed with it attached', async () => {
    const response = await report({ file: { bytes: PNG, name: 'froze.png', type: 'image/png' } });
    expect(response).toEqual({ status: 201, body: { message: REPORT_MESSAGES.sent } });

    const list = await t.request<ProblemReportsResponse>('GET', '/api/admin/reports', { headers: await admin() });
    expect(list.status).toBe(200);
    const [listed] = list.body.reports;
    expect(listed).toEqual({
      id: expect.any(String),
      name: 'Parvati',
      email: 'parvati@example.com',
      message: 'The draft page froze.',
      createdAt: expect.any(String),
      hasScreenshot: true,
    });

    const image = await fetch(`${t.baseUrl}/api/admin/reports/${listed.id}/screenshot`, { headers: await admin() });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    const anonymous = await fetch(`${t.baseUrl}/api/admin/reports/${listed.id}/screenshot`);
    expect(anonymous.status).toBe(401);

    await waitFor('the report mail', () => smtp.received.some((m) => m.subject === 'Problem report from Parvati'));
    const mail = smtp.received.find((m) => m.subject === 'Problem report from Parvati');
    expect(mail?.to).toBe('admin@example.com');
    expect(mail?.text).toContain('The draft page froze.');
    expect(mail?.text).toContain('parvati@example.com');
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0].contentType).toBe('image/png');
    expect(mail?.attachments[0].content).toEqual(PNG);
  });

  it('a report without a screenshot is fine; asking for its screenshot is a 404', async () => {
    const response = await report({ fields: { ...FIELDS, user_name: 'Rob', message: 'No picture.' } });
    expect(response.status).toBe(201);
    const list = await t.request<ProblemReportsResponse>('GET', '/api/admin/reports', { headers: await admin() });
    const rob = list.body.reports.find((r) => r.name === 'Rob');
    expect(rob?.hasScreenshot).toBe(false);
    const image = await t.request<{ message: string }>('GET', `/api/admin/reports/${rob?.id}/screenshot`, {
      headers: await admin(),
    });
    expect(image).toMatchObject({ status: 404, body: { message: REPORT_MESSAGES.screenshotNotFound } });
  });

  it('refused reports store nothing and mail nothing, each with its status and message', async () => {
    await mailSettled();
    const before = await stored();
    const mailsBefore = smtp.received.length;
    const cases: Array<[string, ReportOptions, number, string]> = [
      [
        'a text file dressed as a PNG',
        { file: { bytes: Buffer.from('not a picture at all'), name: 'shot.png', type: 'image/png' } },
        400,
        REPORT_MESSAGES.screenshotType,
      ],
      [
        'a 6 MB image',
        {
          file: {
            bytes: Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024 - PNG.length)]),
            name: 'huge.png',
            type: 'image/png',
          },
        },
        413,
        REPORT_MESSAGES.screenshotTooLarge,
      ],
      ['a blocked email', { fields: { ...FIELDS, user_email: 'Spammer@Example.com' } }, 403, REPORT_MESSAGES.blocked],
      ['a blocked address', { ip: '203.0.113.66' }, 403, REPORT_MESSAGES.blocked],
      [
        'a headless browser',
        { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/126.0.0.0 Safari/537.36' },
        451,
        REPORT_MESSAGES.automatedClient,
      ],
      ['Playwright', { userAgent: 'Playwright/1.45' }, 451, REPORT_MESSAGES.automatedClient],
      ['no user agent', { userAgent: '' }, 451, REPORT_MESSAGES.automatedClient],
      ['no name', { fields: { ...FIELDS, user_name: ' ' } }, 400, REPORT_MESSAGES.nameRequired],
      ['no email', { fields: { user_name: 'Rob', message: 'x' } }, 400, REPORT_MESSAGES.emailRequired],
      ['a malformed email', { fields: { ...FIELDS, user_email: 'rob@' } }, 400, REPORT_MESSAGES.invalidEmail],
      ['no description', { fields: { ...FIELDS, message: '' } }, 400, REPORT_MESSAGES.messageRequired],
    ];
    for (const [what, options, status, message] of cases) {
      const response = await report(options);
      expect({ what, ...response }).toEqual({ what, status, body: expect.objectContaining({ message }) });
    }
    expect(await stored()).toEqual(before);
    await sleep(300);
    expect(smtp.received.length).toBe(mailsBefore);
  });

  it('a refused field names itself', async () => {
    const response = await report({ fields: { ...FIELDS, user_email: 'nope' } });
    expect(response.body).toEqual({
      message: REPORT_MESSAGES.invalidEmail,
      errors: [{ field: 'user_email', message: REPORT_MESSAGES.invalidEmail }],
    });
  });

  it('one address may send 3 reports a minute: the 4th gets a 429 and is neither stored nor mailed', async () => {
    const ip = freshAddress();
    const before = await stored();
    for (let i = 0; i < 3; i++) {
      const fields = { ...FIELDS, user_name: `Sandra${i}` };
      expect((await report({ fields, ip })).status).toBe(201);
    }
    const fourth = await report({ fields: { ...FIELDS, user_name: 'Sandra3' }, ip });
    expect(fourth).toEqual({ status: 429, body: { message: REPORT_MESSAGES.tooManyReports } });
    expect(await stored()).toEqual({ ...before, reports: before.reports + 3, mails: before.mails + 3 });
    // Another address is not held back by it.
    expect((await report({ fields: { ...FIELDS, user_name: 'Tina' } })).status).toBe(201);
  });
});
