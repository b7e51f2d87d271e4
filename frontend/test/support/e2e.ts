import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { Api, type SavedUserRecord } from './api';
import { type AppServer, type AppServerOptions, startAppServer } from './app-server';
import { launchBrowser } from './browser';

/** What a browser test file works with: its own app server, Chromium, and the API signed in as the admin. */
export interface E2e {
  app: AppServer;
  browser: Browser;
  api: Api;
}

/** Starts the app and the browser side by side, then signs the API in as the admin. */
async function startE2e(options: AppServerOptions): Promise<E2e> {
  const [app, browser] = await Promise.all([startAppServer(options), launchBrowser()]);
  const api = new Api(app.baseUrl, app.adminPassword);
  await api.loginAsAdmin();
  return { app, browser, api };
}

/** Stops what `startE2e` started; safe after a start that failed half way. */
async function stopE2e(app: AppServer | undefined, browser: Browser | undefined): Promise<void> {
  await browser?.close();
  await app?.stop();
}

/**
 * The app and the browser of a test file (`{ testingClock: true }`: a server whose clock the test sets): started before its first test, stopped after its last. The fields are
 * there once the file's `beforeAll` hooks have run, so read them inside tests and hooks, not at the file's top.
 */
export function setUpE2e(options: AppServerOptions = {}): E2e {
  const e2e = {} as E2e;
  beforeAll(async () => {
    Object.assign(e2e, await startE2e(options));
  });
  afterAll(() => stopE2e(e2e.app, e2e.browser));
  return e2e;
}

/**
 * A browser context of its own (a device), `width` by `height` px: nothing saved, or `user` in local storage as a
 * member who joined earlier on this device (with their entry token).
 */
export async function openPage(
  { app, browser }: Pick<E2e, 'app' | 'browser'>,
  { user, width = 1280, height = 900 }: { user?: SavedUserRecord | null; width?: number; height?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: { width, height } });
  if (user) await context.addInitScript((saved) => window.localStorage.setItem('user', saved), JSON.stringify(user));
  return context.newPage();
}

/** A device of the site admin, `width` by `height` px, signed in (the session cookie) before the first page. */
export async function openAdminPage(
  { app, browser }: Pick<E2e, 'app' | 'browser'>,
  { width = 1280, height = 900 }: { width?: number; height?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: { width, height } });
  const login = await context.request.post('/api/admin/login', { data: { password: app.adminPassword } });
  expect(login.ok()).toBe(true);
  return context.newPage();
}

/** The join form's member fields, as a new member fills them in (Venmo; `name@example.com` unless told). */
export async function fillJoinForm(
  page: Page,
  name: string,
  { realName = `${name} Real`, email = `${name.toLowerCase()}@example.com` } = {},
): Promise<void> {
  await page.getByLabel('Survivor Name').fill(name);
  await page.getByLabel('Real Name').fill(realName);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Payment Method').selectOption('Venmo');
}
