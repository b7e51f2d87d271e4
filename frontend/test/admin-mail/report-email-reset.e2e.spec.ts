import { ADMIN_MESSAGES, type ProblemReportsResponse, REPORT_MESSAGES } from '@tribal/contracts';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpE2e } from '../support/e2e';
import { confirmMemberEmail } from '../support/mailed-links';

const e2e = setUpE2e();

/**
 * The report endpoint turns away headless browsers (spec §7: 451), so the stories that send a report present
 * the user agent of an ordinary desktop Chrome.
 */
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** A 1×1 PNG: the server checks a screenshot by its bytes. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function adminContext(): Promise<BrowserContext> {
  const context = await e2e.browser.newContext({ baseURL: e2e.app.baseUrl, viewport: { width: 1280, height: 900 } });
  const login = await context.request.post('/api/admin/login', { data: { password: e2e.app.adminPassword } });
  expect(login.ok()).toBe(true);
  return context;
}

describe('report a problem (issue 6)', () => {
  it('a visitor sends a report with a screenshot and the admin finds it on the dashboard', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.app.baseUrl, userAgent: DESKTOP_CHROME });
    const page = await context.newPage();
    await page.goto('/report-problem');

    // Client-side checks first: nothing is sent while a required field is empty or the email is malformed.
    await page.getByLabel('Your Email').fill('rob@');
    await page.getByRole('button', { name: 'Send Report' }).click();
    await page.getByText(REPORT_MESSAGES.nameRequired).waitFor();
    await page.getByText(REPORT_MESSAGES.messageRequired).waitFor();
    await page.getByText('Please enter a valid email address.').waitFor();

    await page.getByLabel('Your Name').fill('Boston Rob');
    await page.getByLabel('Your Email').fill('rob@example.com');
    await page.getByLabel('Problem Description').fill('The standings froze after the merge episode.');
    await page
      .getByLabel('Screenshot')
      .setInputFiles({ name: 'standings.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await page.getByRole('button', { name: 'Send Report' }).click();
    await page.getByText(REPORT_MESSAGES.sent).waitFor();
    await context.close();

    const { reports } = await e2e.api.call<ProblemReportsResponse>('GET', '/api/admin/reports');
    expect(reports[0]).toMatchObject({ name: 'Boston Rob', email: 'rob@example.com', hasScreenshot: true });

    const admin = await adminContext();
    const dashboard = await admin.newPage();
    await dashboard.goto('/admin/dashboard');
    const inbox = dashboard.getByRole('list', { name: 'Problem reports' });
    await inbox.getByText('The standings froze after the merge episode.').waitFor();
    const screenshot = inbox.getByRole('link', { name: 'View screenshot' });
    expect(await screenshot.getAttribute('href')).toBe(`/api/admin/reports/${reports[0]?.id}/screenshot`);
    expect(await dashboard.getByRole('link', { name: 'Operations Manual' }).getAttribute('target')).toBe('_blank');
    await admin.close();
  });

  it('refuses a screenshot that is not an image before sending', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.app.baseUrl, userAgent: DESKTOP_CHROME });
    const page = await context.newPage();
    await page.goto('/report-problem');
    await page
      .getByLabel('Screenshot')
      .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    const before = await e2e.api.call<ProblemReportsResponse>('GET', '/api/admin/reports');
    const refusal = page.getByText(REPORT_MESSAGES.screenshotType);
    await refusal.waitFor();
    expect(await refusal.isVisible()).toBe(true);

    // Even with every other field filled, the report is not sent while the screenshot is not an image.
    await page.getByLabel('Your Name').fill('Boston Rob');
    await page.getByLabel('Your Email').fill('rob@example.com');
    await page.getByLabel('Problem Description').fill('A PDF is not a screenshot.');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.getByRole('button', { name: 'Send Report' }).click();
    expect(await refusal.isVisible()).toBe(true);
    expect(posts).toEqual([]);
    expect(await page.getByText(REPORT_MESSAGES.sent).count()).toBe(0);
    const after = await e2e.api.call<ProblemReportsResponse>('GET', '/api/admin/reports');
    expect(after.reports).toHaveLength(before.reports.length);
    await context.close();
  });
});

describe('email all users (issue 6)', () => {
  it('the admin sees every member email, sends a message and watches it delivered', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Mailing List',
      password: 'pw-pool',
      commissionerName: 'Jeff',
    });
    await e2e.api.join(league.id, 'Ethan');
    await e2e.api.join(league.id, 'Kim');
    // Email-all is league mail: it goes to confirmed addresses only (issue 33).
    for (const email of ['ethan@example.com', 'kim@example.com']) await confirmMemberEmail(e2e.app, e2e.api, email);

    const admin = await adminContext();
    const page = await admin.newPage();
    await page.goto('/admin/email');
    const to = page.getByLabel('To', { exact: true });
    await expect.poll(() => to.inputValue()).toContain('ethan@example.com');
    expect(await to.inputValue()).toContain('kim@example.com');
    expect(await to.getAttribute('readonly')).not.toBeNull();

    await page.getByRole('button', { name: 'Send Email' }).click();
    await page.getByText(ADMIN_MESSAGES.subjectRequired).waitFor();
    await page.getByText(ADMIN_MESSAGES.bodyRequired).waitFor();

    await page.getByLabel('Subject').fill('Draft closes Wednesday');
    await page.getByLabel('Body').fill('Lock in your three castaways before the premiere.');
    await page.getByRole('button', { name: 'Send Email' }).click();
    await page.getByText(ADMIN_MESSAGES.emailSent).waitFor();
    // Delivery to the local outbox is quick: the counts end with nothing queued.
    const counts = page.getByTestId('email-progress');
    await expect.poll(async () => counts.locator('[data-count="queued"]').textContent(), { timeout: 20_000 }).toBe('0');
    expect(Number(await counts.locator('[data-count="sent"]').textContent())).toBeGreaterThanOrEqual(2);
    await admin.close();
  });
});

describe('reset admin password (issue 6)', () => {
  it('without a token the page says to use the emailed link', async () => {
    const page = await (await e2e.browser.newContext({ baseURL: e2e.app.baseUrl })).newPage();
    await page.goto('/admin/reset-password');
    const error = page.getByText('Error: No password reset token found. Please use the link from your email.');
    await error.waitFor();
    expect(await error.isVisible()).toBe(true);
    expect(await page.getByLabel('New Password', { exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it('with a token, the two passwords must match, and an unknown token is refused by the server', async () => {
    const page = await (await e2e.browser.newContext({ baseURL: e2e.app.baseUrl })).newPage();
    await page.goto('/admin/reset-password?token=not-a-real-token');
    await page.getByLabel('New Password', { exact: true }).fill('immunity-idol');
    await page.getByLabel('Confirm New Password').fill('immunity-idols');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const mismatch = page.getByText(ADMIN_MESSAGES.passwordsDoNotMatch);
    await mismatch.waitFor();
    expect(await mismatch.isVisible()).toBe(true);

    await page.getByLabel('Confirm New Password').fill('immunity-idol');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const refused = page.getByText(ADMIN_MESSAGES.invalidResetToken);
    await refused.waitFor();
    expect(await refused.isVisible()).toBe(true);
    // The refused reset leaves the admin's password as it was: it still signs in.
    const login = await page.context().request.post('/api/admin/login', { data: { password: e2e.app.adminPassword } });
    expect(login.ok()).toBe(true);
    await page.context().close();
  });
});
