import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, setUpE2e } from '../support/e2e';
import { mailedLink } from '../support/outbox';

/** Review 2026-11-26 N9: emailed links are spent only on a click; a commissioner sees and ends their sessions. */
const e2e = setUpE2e();
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/tribal-pool-screenshots';

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

const EMAIL = 'sandra.links@example.com';

/** Every POST a page sends to the API, to show that opening a link sends nothing. */
function apiPostsOf(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/')) posts.push(request.url());
  });
  return posts;
}

/** A visitor (no admin cookie) sends a write to the API. */
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${e2e.app.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

describe('emailed links and commissioner sessions (review N9)', () => {
  it('opening a link spends nothing until the click; then the code leaves the address bar; devices are listed and signed out', async () => {
    const started = await post('/api/leagues', {
      leagueName: 'Link Tribe',
      commissionerName: 'Sandra',
      commissionerEmail: EMAIL,
      password: 'pw-island',
      season: 49,
      tribes: [{ name: 'Kele', color: 'blue' }],
      userName: 'sandra',
      survivorName: 'sandra',
      realName: 'Sandra Diaz',
      paymentMethod: 'Venmo',
    });
    expect(started.status).toBe(202);
    const activation = await mailedLink(e2e.app, EMAIL, '/league/activate');

    // A mail scanner (or a reader who only looks) opens the link on two devices: nothing is sent.
    const desk = await openPage(e2e, { width: 1280 });
    const phone = await openPage(e2e, { width: 375 });
    const deskPosts = apiPostsOf(desk);
    const phonePosts = apiPostsOf(phone);
    for (const page of [desk, phone]) {
      await page.goto(activation);
      await page.getByText(LEAGUE_MANAGER_MESSAGES.confirmActivation).waitFor();
      await page.getByRole('button', { name: 'Activate League' }).waitFor();
    }
    await fitsThePhone(phone);
    await desk.screenshot({ path: join(SHOTS, 'confirm-activation-1280.png'), fullPage: true });
    await phone.screenshot({ path: join(SHOTS, 'confirm-activation-375.png'), fullPage: true });
    await desk.waitForTimeout(500);
    expect([...deskPosts, ...phonePosts]).toEqual([]);
    expect(phone.url()).toContain('code=');

    // The click spends it, on this device only, and the code leaves the address bar.
    await phone.getByRole('button', { name: 'Activate League' }).click();
    await phone.getByText('Link Tribe is live.', { exact: false }).waitFor();
    expect(phonePosts).toHaveLength(1);
    expect(new URL(phone.url()).search).not.toContain('code');
    expect(new URL(phone.url()).pathname).toBe('/league/activate');

    // The desk signs in by a commissioner link: the same confirm step.
    expect((await post('/api/commissioner/email-link', { email: EMAIL })).status).toBe(202);
    const signIn = await mailedLink(e2e.app, EMAIL, '/commissioner/claim');
    await desk.goto(signIn);
    await desk.getByText(LEAGUE_MANAGER_MESSAGES.confirmCommissionerSignIn).waitFor();
    await desk.screenshot({ path: join(SHOTS, 'confirm-commissioner-sign-in-1280.png'), fullPage: true });
    await desk.getByRole('button', { name: 'Sign In This Device' }).click();
    await desk.getByText('This device is signed in as the commissioner of your leagues.').waitFor();
    expect(new URL(desk.url()).search).not.toContain('code');

    // Both devices are listed, each marking itself.
    await desk.getByRole('link', { name: 'Your Leagues and Devices' }).click();
    const deskDevices = desk.getByRole('list', { name: 'Signed-in devices' });
    await expect.poll(() => deskDevices.getByRole('listitem').count(), { timeout: 10_000 }).toBe(2);
    await deskDevices.getByText('This device').waitFor();
    await desk.getByRole('link', { name: 'Manage' }).waitFor();
    await desk.screenshot({ path: join(SHOTS, 'sessions-1280.png'), fullPage: true });
    await phone.goto('/commissioner');
    await expect
      .poll(() => phone.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem').count(), {
        timeout: 10_000,
      })
      .toBe(2);
    await fitsThePhone(phone);
    await phone.screenshot({ path: join(SHOTS, 'sessions-375.png'), fullPage: true });

    // The desk signs the phone out: the phone's next visit finds itself signed out.
    await deskDevices.getByRole('button', { name: 'Sign Out' }).click();
    await desk.getByRole('status').getByText(LEAGUE_MANAGER_MESSAGES.sessionEnded).waitFor();
    await expect.poll(() => deskDevices.getByRole('listitem').count(), { timeout: 10_000 }).toBe(1);
    await phone.reload();
    await phone.getByText(LEAGUE_MANAGER_MESSAGES.notSignedInHere).waitFor();
    expect(await phone.evaluate(() => window.localStorage.getItem('commissionerToken'))).toBeNull();

    // Sign Out on the desk ends its own session: its token answers 401 afterwards.
    const deskToken = await desk.evaluate(() => window.localStorage.getItem('commissionerToken'));
    await desk.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await desk.getByText(LEAGUE_MANAGER_MESSAGES.signedOut).waitFor();
    const after = await fetch(`${e2e.app.baseUrl}/api/commissioner/leagues`, {
      headers: { authorization: `Bearer ${deskToken}` },
    });
    expect(after.status).toBe(401);
    for (const page of [desk, phone]) await page.context().close();
  });
});
