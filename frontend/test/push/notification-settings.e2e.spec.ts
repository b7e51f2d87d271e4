import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  NOTIFICATION_KIND_DEFAULTS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationSettings,
  PUSH_MESSAGES,
} from '@tribal/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpE2e } from '../support/e2e';
import { signInByLink } from '../support/outbox';

/**
 * Issue 30, part 3: "Notifications on this device" on My Leagues, against the real backend (its push routes, the
 * person's session). Chromium headless has no push service to subscribe with (Chrome's is Google's FCM, reached
 * over the network with an API key): `pushManager.subscribe` is answered here by a stand-in that gives what Chrome
 * would, an FCM endpoint and the two keys, so the rest of the path is the real one: the permission, the server's
 * public key, the subscription POSTed and DELETEd, the switches PUT.
 */
const e2e = setUpE2e();
const SHOTS = '/work/notes/shots';
const usedLinks = new Set<string>();
let axeSource: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
});

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A device signed in as the person by the mailed link; `iphone` makes it Safari on an iPhone, in the tab. */
async function signedInDevice(email: string, { width = 375, iphone = false, allow = true } = {}) {
  const context = await e2e.browser.newContext({
    baseURL: e2e.app.baseUrl,
    viewport: { width, height: width === 375 ? 812 : 900 },
    bypassCSP: true,
    serviceWorkers: 'allow',
    ...(iphone ? { userAgent: IPHONE_SAFARI, hasTouch: true, isMobile: true } : {}),
  });
  // As a person who taps "Allow" (or, with allow false, one who says no).
  if (allow) await context.grantPermissions(['notifications'], { origin: e2e.app.baseUrl });
  await context.addInitScript(standInPushService);
  const page = await context.newPage();
  await signInByLink(e2e.app, page, email, usedLinks);
  return { context, page };
}

/**
 * Chrome's answer to `pushManager.subscribe`, without Google's servers: a subscription on an FCM endpoint, with
 * keys shaped as Chrome's (65-byte P-256 point, 16-byte secret). Unsubscribing forgets it, as Chrome does.
 */
function standInPushService() {
  if (!('PushManager' in window)) return;
  const bytes = (n: number, first?: number) => {
    const out = crypto.getRandomValues(new Uint8Array(n));
    if (first !== undefined) out[0] = first;
    return btoa(String.fromCharCode(...out))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  };
  const KEY = 'stand-in-push-subscription';
  const make = (stored: { endpoint: string; p256dh: string; auth: string; key: string }) => ({
    endpoint: stored.endpoint,
    options: {
      userVisibleOnly: true,
      applicationServerKey: Uint8Array.from(atob(stored.key), (c) => c.charCodeAt(0)).buffer,
    },
    toJSON: () => ({ endpoint: stored.endpoint, keys: { p256dh: stored.p256dh, auth: stored.auth } }),
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  });
  const read = () => {
    const raw = localStorage.getItem(KEY);
    return raw ? make(JSON.parse(raw)) : null;
  };
  PushManager.prototype.getSubscription = async () => read() as unknown as PushSubscription | null;
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    if (Notification.permission !== 'granted') throw new DOMException('permission denied', 'NotAllowedError');
    const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
    const stored = {
      endpoint: `https://fcm.googleapis.com/fcm/send/${bytes(12)}`,
      p256dh: bytes(65, 4),
      auth: bytes(16),
      key: btoa(String.fromCharCode(...key)),
    };
    localStorage.setItem(KEY, JSON.stringify(stored));
    return read() as unknown as PushSubscription;
  };
}

const card = (page: Page) => page.locator('.tp-notifications-card');
const leagueSwitches = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

function settingsOf(page: Page): Promise<NotificationSettings> {
  return page.evaluate(() => fetch('/api/me/notifications').then((answer) => answer.json()));
}

async function axeViolations(page: Page, selector: string): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const results = (await page.evaluate(
    (within) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }).axe.run(within, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      }),
    selector,
  )) as { violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> };
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** The card on its own, and the whole page around it. */
async function screenShot(page: Page, name: string) {
  // The top bar sticks to the top while scrolling; in the card's own picture it stays at the page's top.
  await page
    .locator('.tp-notifications-card')
    .screenshot({ path: `${SHOTS}/${name}.png`, style: 'nav.navbar { position: static !important; }' });
  await page.screenshot({ path: `${SHOTS}/${name}-page.png`, fullPage: true });
}

describe('Notifications on this device (My Leagues, signed in)', () => {
  it('turns on with the server’s key, switches a league’s kinds (saved, kept after a reload), and turns off', async () => {
    const office = await e2e.api.createLeague({
      leagueName: 'Office Pool',
      password: 'office-code',
      commissionerName: 'Jeff',
    });
    const club = await e2e.api.createLeague({
      leagueName: 'Book Club',
      password: 'club-code',
      commissionerName: 'Ann',
    });
    await e2e.api.join(office.id, 'Kim');
    await e2e.api.join(club.id, 'Kim');
    const { context, page } = await signedInDevice('kim@example.com');

    await page.getByRole('heading', { name: 'Notifications on this device' }).waitFor();
    // Both leagues, every kind, as the defaults say.
    const officeSwitches = leagueSwitches(page, 'Office Pool');
    await officeSwitches.waitFor();
    await leagueSwitches(page, 'Book Club').waitFor();
    for (const kind of NOTIFICATION_KINDS) {
      const box = officeSwitches.getByRole('switch', { name: NOTIFICATION_KIND_LABELS[kind] });
      expect(await box.isChecked(), kind).toBe(NOTIFICATION_KIND_DEFAULTS[kind]);
    }
    // A thumb's target: each switch's row at least 44 px high, the page no wider than the phone.
    const row = await officeSwitches.locator('.tp-push-switch').first().boundingBox();
    expect(row?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Turning on: the subscription reaches the server with this device's zone and shield.
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/me/push-subscriptions'));
    await card(page).getByRole('button', { name: 'Turn on notifications' }).click();
    await card(page).getByText('On for this device', { exact: true }).waitFor();
    const sent = (await posted).postDataJSON() as { endpoint: string; timeZone: string; spoilerShield: boolean };
    expect(sent.endpoint).toMatch(/^https:\/\/fcm\.googleapis\.com\//);
    expect(sent.spoilerShield).toBe(false);
    expect(sent.timeZone).toBeTruthy();
    const remembered = await page.evaluate(() => JSON.parse(localStorage.getItem('push-subscription') ?? 'null'));
    expect(remembered?.id).toBeTruthy();

    // A league's switch: saved at once, and the server keeps it.
    await officeSwitches.getByRole('switch', { name: NOTIFICATION_KIND_LABELS.castawayVotedOut }).click();
    await officeSwitches.getByText(PUSH_MESSAGES.notificationsSaved).waitFor();
    await leagueSwitches(page, 'Book Club').getByRole('switch', { name: NOTIFICATION_KIND_LABELS.pickClosing }).click();
    await leagueSwitches(page, 'Book Club').getByText(PUSH_MESSAGES.notificationsSaved).waitFor();
    const saved = await settingsOf(page);
    expect(saved.leagues[office.id]).toMatchObject({ castawayVotedOut: true, pickClosing: true });
    expect(saved.leagues[club.id]).toMatchObject({ castawayVotedOut: false, pickClosing: false });
    expect(await axeViolations(page, '.tp-notifications-card')).toEqual([]);
    await screenShot(page, 'push-card-375');

    await page.reload();
    await card(page).getByText('On for this device', { exact: true }).waitFor();
    const votedOut = leagueSwitches(page, 'Office Pool').getByRole('switch', {
      name: NOTIFICATION_KIND_LABELS.castawayVotedOut,
    });
    expect(await votedOut.isChecked()).toBe(true);

    // The spoiler shield switched on elsewhere in the app: the server hears of it (the same subscription).
    const resent = page.waitForRequest((request) => request.url().endsWith('/api/me/push-subscriptions'));
    await page.evaluate(() => {
      localStorage.setItem(
        'spoiler-shield',
        JSON.stringify({ enabled: true, timeZone: 'America/Los_Angeles', revealed: {} }),
      );
    });
    await page.reload();
    const again = (await resent).postDataJSON() as { endpoint: string; timeZone: string; spoilerShield: boolean };
    expect(again).toMatchObject({ endpoint: sent.endpoint, spoilerShield: true, timeZone: 'America/Los_Angeles' });
    await card(page)
      .getByText(/spoiler shield is on here/)
      .waitFor();

    // Turning off: the server forgets this device.
    const deleted = page.waitForRequest(
      (request) =>
        request.method() === 'DELETE' && request.url().endsWith(`/api/me/push-subscriptions/${remembered.id}`),
    );
    await card(page).getByRole('button', { name: 'Turn off on this device' }).click();
    expect((await (await deleted).response())?.ok()).toBe(true);
    await card(page).getByRole('button', { name: 'Turn on notifications' }).waitFor();
    await context.close();
  });

  it('at 1280 px the card sits beside My leagues', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Wide Pool',
      password: 'wide-code',
      commissionerName: 'Jeff',
    });
    await e2e.api.join(league.id, 'Lex');
    const { context, page } = await signedInDevice('lex@example.com', { width: 1280 });
    await leagueSwitches(page, 'Wide Pool').waitFor();
    const box = await card(page).boundingBox();
    expect(box?.x ?? 0).toBeGreaterThan(600);
    await screenShot(page, 'push-card-1280');
    await context.close();
  });

  it('a person who says no to the browser’s question is told how to allow it, and nothing is sent', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Blocked Pool',
      password: 'blocked',
      commissionerName: 'Jeff',
    });
    await e2e.api.join(league.id, 'Ozzy');
    const { context, page } = await signedInDevice('ozzy@example.com', { allow: false });
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/me/push-subscriptions')) posted += 1;
    });
    await card(page).getByRole('button', { name: 'Turn on notifications' }).click();
    await card(page).getByRole('alert').getByText(PUSH_MESSAGES.permissionDenied).waitFor();
    expect(await card(page).getByRole('button', { name: 'Turn on notifications' }).count()).toBe(0);
    expect(posted).toBe(0);
    // The person's switches are still theirs to set, for their other devices.
    await leagueSwitches(page, 'Blocked Pool').waitFor();
    await context.close();
  });

  it('Safari on an iPhone, in the tab: the home-screen sheet with its steps', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Phone Pool',
      password: 'phone-code',
      commissionerName: 'Jeff',
    });
    await e2e.api.join(league.id, 'Sue');
    const { context, page } = await signedInDevice('sue@example.com', { iphone: true });
    await card(page).getByText(PUSH_MESSAGES.iphoneAddToHomeScreen).waitFor();
    await card(page).getByRole('button', { name: 'Show me how' }).click();
    const sheet = page.getByRole('dialog', { name: 'Notifications on iPhone' });
    await sheet.getByText('Add to Home Screen', { exact: true }).waitFor();
    await page.locator('.tp-iphone-sheet.show:not(.showing)').waitFor();
    expect(await axeViolations(page, '.tp-iphone-sheet')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/push-iphone-sheet-375.png` });
    await sheet.getByRole('button', { name: 'Got it' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await context.close();
  });
});
