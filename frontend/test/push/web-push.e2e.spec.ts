import { mkdirSync } from 'node:fs';
import type { PushPayload } from '@tribal/contracts';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpE2e } from '../support/e2e';

/** Issue 30, part 3: the phone's side of web push. */
const e2e = setUpE2e();
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/tribal-pool-screenshots';

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  data: { url?: string; kind?: string; leagueId?: string } | null;
}

/** A phone that allows this site's notifications, as a person who tapped "Allow" would. */
async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({
    baseURL: e2e.app.baseUrl,
    viewport: { width: 375, height: 812 },
    serviceWorkers: 'allow',
  });
  await context.grantPermissions(['notifications'], { origin: e2e.app.baseUrl });
  return { context, page: await context.newPage() };
}

/** DevTools' view of the service worker registrations: their ids, which a push delivered by DevTools names. */
async function watchRegistrations(cdp: CDPSession): Promise<() => string | undefined> {
  const live = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const { registrationId, scopeURL, isDeleted } of registrations) {
      if (isDeleted) live.delete(scopeURL);
      else live.set(scopeURL, registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  return () => live.get(`${e2e.app.baseUrl}/`);
}

/** What the registration shows now, read back as the page sees it. */
function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map(({ title, body, tag, icon, data }) => ({ title, body, tag, icon, data }));
  });
}

/** The phone on the app's home page, once its service worker is installed and controls the page. */
async function controlledPhone() {
  const { context, page } = await phone();
  const cdp = await context.newCDPSession(page);
  const registrationId = await watchRegistrations(cdp);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(registrationId).toBeTruthy();
  return { context, page, cdp, registrationId };
}

describe('web push on a phone', () => {
  it('the service worker controls the page, and a push shows its notification; a later one with the same tag replaces it', async () => {
    const { context, page, cdp, registrationId } = await controlledPhone();

    const reminder: PushPayload = {
      kind: 'pickClosing',
      leagueId: 'office-pool-7',
      title: 'Office Pool: your pick closes in 1 hour',
      body: 'Who goes home tonight? Tap to pick.',
      url: '/leagues/7/elimination-pick',
      tag: 'pickClosing:7:5',
    };
    const deliver = (payload: PushPayload) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: e2e.app.baseUrl,
        registrationId: registrationId() ?? '',
        data: JSON.stringify(payload),
      });

    await deliver(reminder);
    await expect.poll(() => shownNotifications(page)).toHaveLength(1);
    const [shown] = await shownNotifications(page);
    expect(shown).toMatchObject({
      title: reminder.title,
      body: reminder.body,
      tag: reminder.tag,
      data: { url: reminder.url, kind: 'pickClosing', leagueId: 'office-pool-7' },
    });
    expect(new URL(shown?.icon ?? '').pathname).toBe('/icons/icon-192.png');

    // The same reminder again, reworded: one notification on the phone, the latest.
    await deliver({ ...reminder, body: 'Last call: 10 minutes left.' });
    await expect
      .poll(async () => (await shownNotifications(page)).map(({ body }) => body))
      .toEqual(['Last call: 10 minutes left.']);

    // Another kind, another tag: both are there.
    await deliver({
      kind: 'leagueHandedOver',
      leagueId: 'book-club-9',
      title: 'Book Club is yours',
      body: 'Ann handed you the league.',
      url: '/leagues/9/manage',
      tag: 'leagueHandedOver:9',
    });
    await expect
      .poll(async () => (await shownNotifications(page)).map(({ tag }) => tag).sort())
      .toEqual(['leagueHandedOver:9', 'pickClosing:7:5']);
    await context.close();
  });

  it('a tap on a notification opens its page in the open window, and a foreign address opens the home page', async () => {
    const { context, page, cdp, registrationId } = await controlledPhone();
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));

    /** A push arrives, then the person taps its notification (the worker's own `notificationclick`). */
    const tapAPushTo = async (url: string) => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: e2e.app.baseUrl,
        registrationId: registrationId() ?? '',
        data: JSON.stringify({ kind: 'pickClosing', leagueId: 'l', title: 'Pick', body: 'Tap', url, tag: url }),
      });
      await expect.poll(async () => (await shownNotifications(page)).map(({ tag }) => tag)).toContain(url);
      await worker.evaluate(async (tag) => {
        // The worker's globals, which the page's DOM types do not declare.
        const scope = self as unknown as EventTarget & {
          registration: { getNotifications(filter: { tag: string }): Promise<Notification[]> };
          NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        };
        const [notification] = await scope.registration.getNotifications({ tag });
        if (!notification) throw new Error(`no notification tagged ${tag}`);
        // DevTools cannot tap a notification: the event the browser would fire, fired in the worker.
        scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
      }, url);
    };

    await tapAPushTo('/rules');
    await page.waitForURL(`${e2e.app.baseUrl}/rules`);
    await page.getByRole('heading', { name: 'Rules', exact: true }).first().waitFor();
    // Tapped, the notification is gone from the phone.
    await expect.poll(async () => (await shownNotifications(page)).map(({ tag }) => tag)).not.toContain('/rules');

    // A payload naming another site still opens only this app.
    await tapAPushTo('https://phish.example/login');
    await page.waitForURL(`${e2e.app.baseUrl}/`);
    expect(context.pages()).toHaveLength(1);
    await context.close();
  });
});
