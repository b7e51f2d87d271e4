import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Castaway } from '@tribal/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpE2e } from '../support/e2e';

// The app serves a copy of the build: the update story publishes a "new release" by changing its service worker.
const BUILT = fileURLToPath(new URL('../../dist/', import.meta.url));
const dist = mkdtempSync(join(tmpdir(), 'tp-pocket-dist-'));
cpSync(BUILT, dist, { recursive: true });
const previousDist = process.env.FRONTEND_DIST;
process.env.FRONTEND_DIST = dist;

const e2e = setUpE2e();
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/tribal-pool-screenshots';

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => {
  if (previousDist === undefined) delete process.env.FRONTEND_DIST;
  else process.env.FRONTEND_DIST = previousDist;
  rmSync(dist, { recursive: true, force: true });
});

async function phone(width = 375, height = 812): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({
    baseURL: e2e.app.baseUrl,
    viewport: { width, height },
    serviceWorkers: 'allow',
  });
  return { context, page: await context.newPage() };
}

/** Once the service worker has installed (the app shell precached), a reload puts the page under its control. */
async function controlledAfterReload(page: Page): Promise<boolean> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

describe('the pool in your pocket', () => {
  it('links a valid manifest: name, icons at 192 and 512 px, a maskable one', async () => {
    const { context, page } = await phone();
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const answer = await page.request.get(href ?? '');
    expect(answer.ok()).toBe(true);
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({ name: 'Tribal Pool', short_name: 'Tribal Pool', start_url: '/' });
    expect(manifest.theme_color).toMatch(/^#/);
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose?.split(' ').includes('maskable'))).toBe(true);
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
    }
    await context.close();
  });

  it('the service worker reaches a phone compressed like every other script, and is revalidated on each visit', async () => {
    // Built after the bundle (vite-plugin-pwa), so precompressed by a step of its own: 30 KB as it is, 9 KB in brotli.
    for (const encoding of ['br', 'gzip']) {
      const answer = await fetch(`${e2e.app.baseUrl}/sw.js`, { headers: { 'accept-encoding': encoding } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-encoding'), encoding).toBe(encoding);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(await answer.text()).toContain('notificationclick');
    }
  });

  it('offline, a reload of a league’s standings shows the last table it saw, marked "Offline: as of …"', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Pocket League',
      password: 'pocket-code',
      commissionerName: 'Jeff',
    });
    const cast = await e2e.api.call<Castaway[]>('GET', `/api/castaways/${league.season}`);
    const parvati = await e2e.api.join(league.id, 'Parvati');
    const boston = await e2e.api.join(league.id, 'Boston');
    await e2e.api.lockInDraft(parvati, [cast[0].id, cast[1].id, cast[2].id]);
    await e2e.api.lockInDraft(boston, [cast[3].id, cast[4].id, cast[5].id]);
    await e2e.api.saveEpisodeScores(league.season, 2, { [cast[0].id]: { tribeImmunityWins: 1 } });

    for (const width of [375, 1280]) {
      const { context, page } = await phone(width, width === 375 ? 812 : 900);
      await page.goto(`/league/${league.id}`);
      await page.locator('tr[data-user-name="Parvati"]').waitFor();
      expect(await controlledAfterReload(page)).toBe(true);
      // The table this device saw, names included: the cast has come through the service worker, which keeps it.
      await page
        .locator('tr[data-user-name="Parvati"] .tp-castaway-name')
        .first()
        .filter({ hasText: cast[0].name })
        .waitFor();

      await context.setOffline(true);
      await page.reload();
      const mark = page.getByRole('status').filter({ hasText: /Offline: as of \d{1,2}:\d{2} (am|pm)/ });
      await mark.waitFor();
      expect(await page.locator('tr[data-user-name="Parvati"] .tp-rank').textContent()).toBe('1');
      expect(await page.locator('tr[data-user-name="Boston"]').count()).toBe(1);
      // The names come from the cast the service worker kept (network first: online it is always the server's).
      await page
        .locator('tr[data-user-name="Parvati"] .tp-castaway-name')
        .first()
        .filter({ hasText: cast[0].name })
        .waitFor();
      await page.screenshot({ path: `${SHOTS}/standings-offline-${width}.png`, fullPage: true });

      // Back online, the mark goes as soon as the server answers.
      await context.setOffline(false);
      await page.reload();
      await page.locator('tr[data-user-name="Parvati"]').waitFor();
      await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
      expect(await page.getByText(/Offline: as of/).count()).toBe(0);
      await context.close();
    }
  });

  it('offline, the pick page keeps the chosen castaway and says a pick needs a connection', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Pick Offline',
      password: 'pocket-code',
      commissionerName: 'Jeff',
    });
    const user = await e2e.api.join(league.id, 'Cirie');
    const [first] = await e2e.api.castaways(league.season);
    if (!first) throw new Error('the sample cast is missing');
    const context = await e2e.browser.newContext({
      baseURL: e2e.app.baseUrl,
      viewport: { width: 375, height: 812 },
      serviceWorkers: 'allow',
    });
    await context.addInitScript((saved) => window.localStorage.setItem('user', saved), JSON.stringify(user));
    const page = await context.newPage();
    await page.goto(`/leagues/${league.id}/elimination-pick`);
    const choice = page
      .getByRole('group', { name: 'Who will be voted out?' })
      .getByRole('radio', { name: new RegExp(first.name) });
    await choice.check();

    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: 'A pick needs a connection' }).waitFor();
    await page.getByRole('button', { name: 'Submit Pick' }).click();
    expect(await choice.isChecked()).toBe(true);
    expect(await e2e.api.call('GET', `/api/leagues/${league.id}/elimination-picks`)).toEqual({});
    await page.screenshot({ path: `${SHOTS}/pick-offline-375.png`, fullPage: true });
    await context.close();
  });

  it('a new release waits behind "Update ready: Reload", and only the tap switches to it', async () => {
    for (const width of [375, 1280]) {
      const { context, page } = await phone(width, 800);
      await page.goto('/join');
      expect(await controlledAfterReload(page)).toBe(true);
      const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

      // A new release: its service worker differs by a byte, precompressed as the build does; the browser finds it on
      // its next update check.
      const worker = join(dist, 'sw.js');
      appendFileSync(worker, `\n// release ${width}\n`);
      writeFileSync(`${worker}.br`, brotliCompressSync(readFileSync(worker)));
      writeFileSync(`${worker}.gz`, gzipSync(readFileSync(worker)));
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      const bar = page.getByRole('region', { name: 'Update ready' });
      await bar.waitFor();
      await page.screenshot({ path: `${SHOTS}/update-bar-${width}.png` });
      // Nothing was swapped meanwhile: the old worker still controls the page until the person taps.
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(before);

      const reloaded = page.waitForEvent('load');
      await bar.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      expect(await page.getByRole('region', { name: 'Update ready' }).count()).toBe(0);
      await context.close();
    }
  });
});
