import type { Browser, Page } from 'playwright-core';
import { Api, type SavedUserRecord } from './api';
import { type AppServer, startAppServer } from './app-server';
import { launchBrowser } from './browser';

/** What a browser test file works with: its own app server, Chromium, and the API signed in as the admin. */
export interface E2e {
  app: AppServer;
  browser: Browser;
  api: Api;
}

/** Starts the app and the browser side by side, then signs the API in as the admin. */
export async function startE2e(): Promise<E2e> {
  const [app, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  const api = new Api(app.baseUrl, app.adminPassword);
  await api.loginAsAdmin();
  return { app, browser, api };
}

/** Stops what `startE2e` started; safe after a start that failed half way. */
export async function stopE2e(app: AppServer | undefined, browser: Browser | undefined): Promise<void> {
  await browser?.close();
  await app?.stop();
}

/**
 * A browser context of its own (a device), `width` px wide: nothing saved, or `user` in local storage as a
 * member who joined earlier on this device (with their entry token).
 */
export async function openPage(
  { app, browser }: Pick<E2e, 'app' | 'browser'>,
  { user, width = 1280 }: { user?: SavedUserRecord | null; width?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: { width, height: 900 } });
  if (user) await context.addInitScript((saved) => window.localStorage.setItem('user', saved), JSON.stringify(user));
  return context.newPage();
}
