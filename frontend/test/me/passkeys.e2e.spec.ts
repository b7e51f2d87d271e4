import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ME_MESSAGES, PASSKEY_MESSAGES } from '@tribal/contracts';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpE2e } from '../support/e2e';
import { mailedLink } from '../support/outbox';

/**
 * Issue 29: passkeys end to end in Chromium, through the DevTools virtual authenticator (a platform authenticator
 * that keeps discoverable credentials and verifies its user). A person signs in by emailed link on a phone, takes
 * the passkey offered, and then signs in with it on a fresh device, without mail and without typing an email.
 */
const e2e = setUpE2e();
const SHOTS = '/tmp/p-passkeys';

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

/**
 * WebAuthn names the site by its host name, and an IP address is no host name: the browser opens the app at
 * `localhost`, which is also the app's PUBLIC_URL (and so the passkeys' relying party) when none is set.
 */
const siteOf = (baseUrl: string) => baseUrl.replace('127.0.0.1', 'localhost');

interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
}

/** A phone-sized device whose browser has a passkey authenticator built in (the virtual one). */
async function deviceWithAuthenticator(): Promise<{
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  authenticatorId: string;
}> {
  const context = await e2e.browser.newContext({
    baseURL: siteOf(e2e.app.baseUrl),
    viewport: { width: 375, height: 812 },
    // The app's CSP (script-src 'self') would refuse the injected axe script.
    bypassCSP: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { context, page, cdp, authenticatorId };
}

/** The screen fits the phone, and axe-core finds no WCAG 2.1 A or AA violation on it. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.addScriptTag({
    content: await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'),
  });
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (o: unknown) => Promise<unknown> } }).axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    }),
  )) as AxeResults;
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('passkeys (issue 29)', () => {
  it('a person adds the passkey offered after a link sign-in, then signs in with it on a fresh device without mail', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Office Pool',
      password: 'pw-office',
      commissionerName: 'Jeff',
    });
    const kim = await e2e.api.join(league.id, 'Kim');

    // The phone signs in by an emailed link.
    const phone = await deviceWithAuthenticator();
    await phone.page.goto('/me/sign-in');
    await phone.page.getByLabel('Your email').fill(kim.email);
    await phone.page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await phone.page.getByText(ME_MESSAGES.linkSent).waitFor();
    await phone.page.goto(await mailedLink(e2e.app, kim.email, '/me/sign-in'));
    await phone.page.getByRole('button', { name: 'Sign In This Device' }).click();

    // My leagues offers a passkey; the phone's authenticator makes one.
    await phone.page.getByText(PASSKEY_MESSAGES.offer).waitFor();
    await phone.page.waitForURL('**/me');
    await fitsThePhone(phone.page);
    await phone.page.screenshot({ path: join(SHOTS, 'offer-375.png'), fullPage: true });
    await phone.page.getByRole('button', { name: 'Add a passkey' }).first().click();
    await phone.page.getByText(PASSKEY_MESSAGES.added).first().waitFor();
    const { credentials } = (await phone.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: phone.authenticatorId,
    })) as { credentials: VirtualCredential[] };
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    await phone.page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => phone.page.getByText(PASSKEY_MESSAGES.offer).count()).toBe(0);

    // The list on My leagues shows it (the browser that added it), never used yet.
    const list = phone.page.getByRole('list', { name: 'Passkeys' });
    await list.getByText('last used never').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    await fitsThePhone(phone.page);
    await phone.page.screenshot({ path: join(SHOTS, 'list-375.png'), fullPage: true });

    // A fresh device: nothing saved, no session; its authenticator carries the same passkey (as a synced passkey
    // would). It signs in without mail and without an email typed.
    const fresh = await deviceWithAuthenticator();
    await fresh.cdp.send('WebAuthn.addCredential', {
      authenticatorId: fresh.authenticatorId,
      credential: credentials[0],
    });
    const mailsBefore = await outboxCount();
    await fresh.page.goto('/me/sign-in');
    const passkeyButton = fresh.page.getByRole('button', { name: 'Sign in with a passkey' });
    await passkeyButton.waitFor();
    await fitsThePhone(fresh.page);
    await fresh.page.screenshot({ path: join(SHOTS, 'sign-in-375.png'), fullPage: true });
    await passkeyButton.click();
    await fresh.page.waitForURL('**/me');
    await fresh.page.getByText(`Signed in as ${kim.email}`).waitFor();
    // Kim's entry in the Office Pool is there, from the account rather than this device.
    await fresh.page.getByText('Office Pool').first().waitFor();
    // Signed in by passkey: no passkey is offered (this is not a link sign-in), and the list shows it used.
    const freshList = fresh.page.getByRole('list', { name: 'Passkeys' });
    await freshList.getByRole('listitem').first().waitFor();
    await expect.poll(() => freshList.getByText('last used never').count()).toBe(0);
    expect(await freshList.getByRole('listitem').count()).toBe(1);
    expect(await fresh.page.getByText(PASSKEY_MESSAGES.offer).count()).toBe(0);
    expect(await outboxCount()).toBe(mailsBefore);
    await fresh.page.screenshot({ path: join(SHOTS, 'signed-in-by-passkey-375.png'), fullPage: true });

    // Removed on the phone, the passkey signs nobody in any more.
    await list.getByRole('button', { name: /^Remove/ }).click();
    await phone.page.getByText(PASSKEY_MESSAGES.removed).waitFor();
    const third = await deviceWithAuthenticator();
    await third.cdp.send('WebAuthn.addCredential', {
      authenticatorId: third.authenticatorId,
      credential: credentials[0],
    });
    await third.page.goto('/me/sign-in');
    await third.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await third.page.getByText(PASSKEY_MESSAGES.unknownPasskey).waitFor();
    expect(new URL(third.page.url()).pathname).toBe('/me/sign-in');

    for (const device of [phone, fresh, third]) await device.context.close();
  });
});

/** How many mails the app has written to its outbox folder. */
async function outboxCount(): Promise<number> {
  const { readdir } = await import('node:fs/promises');
  return (await readdir(e2e.app.outboxDir).catch(() => [] as string[])).length;
}
