import { type Browser, type BrowserContextOptions, chromium } from 'playwright-core';

/**
 * The machine's Chromium, headless, without the background traffic that slows a test machine. Its contexts (devices)
 * run no service worker unless a test asks for one (`serviceWorkers: 'allow'`: the pocket and push tests): each
 * fresh device would otherwise install the app's and precache the whole app shell, every script and style, while the
 * test goes on (about a third of the accessibility sweep's CPU), and no other test looks at it.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const newContext = browser.newContext.bind(browser);
  // browser.newPage() opens its context through newContext() too.
  browser.newContext = (options: BrowserContextOptions = {}) => newContext({ serviceWorkers: 'block', ...options });
  return browser;
}
