import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpE2e } from '../support/e2e';

const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/tribal-pool-screens';
const MINUTE = 60_000;
const WEEK = 7 * 24 * 60 * MINUTE;

const e2e = setUpE2e();

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // Season 49 airs weekly, episode 6 went on air 30 minutes ago; episodes 2 to 5 are scored, each with its
  // vote-out, and nothing of episode 6 is recorded yet.
  const airedAt = Date.now() - 30 * MINUTE;
  const schedule = Object.fromEntries(
    Array.from({ length: 14 }, (_, i) => [String(i + 1), new Date(airedAt + (i + 1 - 6) * WEEK).toISOString()]),
  );
  await e2e.api.call('PUT', '/api/seasons/49/schedule', schedule);
  for (const episode of [2, 3, 4, 5]) {
    await e2e.api.saveEpisodeScores(49, episode, {
      [49010 + episode]: { votedOut: true },
      49001: { tribeImmunityWins: 1 },
    });
  }
});

async function adminPhone(width: number): Promise<Page> {
  const context = await e2e.browser.newContext({
    baseURL: e2e.app.baseUrl,
    viewport: { width, height: 812 },
    ...(width < 576 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  const login = await context.request.post('/api/admin/login', { data: { password: e2e.app.adminPassword } });
  expect(login.ok()).toBe(true);
  return context.newPage();
}

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxesOf(locator: Locator): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    if (box) boxes.push(box);
  }
  return boxes;
}

/** Every tap target of the screen's own flow (tiles, tribe buttons, action chips, the episode stepper). */
const TAP_TARGETS = '.tp-live-tile, .tp-live-big, .tp-live-actions .btn, .tp-live-episode .btn, .tp-live-sheets .btn';

describe('/admin/live opens on the episode airing now', () => {
  it('at 375 px: Ep 6 with the reason in the header, and a correction’s toast covers no tile at any scroll', async () => {
    const page = await adminPhone(375);
    // Episode 6's feed loaded before the correction: lines already in the feed when it opens are not news.
    const feedLoaded = page.waitForResponse((r) => r.url().includes('/api/scores/49/6/happenings') && r.ok());
    await page.goto('/admin/live');
    await page.getByTestId('live-episode-why').filter({ hasText: 'Ep 6 · airing now' }).waitFor();
    expect(await page.locator('.tp-live-episode-number').textContent()).toBe('Ep 6');
    await page.locator('.tp-live-tile').first().waitFor();
    // Subscribed (the indicator turns live on the subscribe's ack) before the correction, or its push is missed.
    await page.locator('.tp-live-indicator.is-live').waitFor();
    await feedLoaded;

    // Someone corrects episode 6 on the grid: the admin's phone says so in a toast.
    await e2e.api.saveEpisodeScores(49, 6, { 49002: { tribeRewardWins: 1 } });
    const toast = page.locator('.tp-live-toast');
    await toast.filter({ hasText: 'Scores corrected in Ep 6: +1' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/live-toast-375.png` });

    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 200) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const [toastBox] = await boxesOf(toast);
      const targets = await boxesOf(page.locator(TAP_TARGETS));
      expect(targets.length).toBeGreaterThan(10);
      expect(targets.filter((box) => intersects(box, toastBox))).toEqual([]);
    }

    // Dismissible: its close button takes it away.
    await page.evaluate(() => window.scrollTo(0, 0));
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    await toast.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('at 1280 px the same, and the footer’s year is this year', async () => {
    const page = await adminPhone(1280);
    const feedLoaded = page.waitForResponse((r) => r.url().includes('/api/scores/49/6/happenings') && r.ok());
    await page.goto('/admin/live');
    await page.getByTestId('live-episode-why').filter({ hasText: 'Ep 6 · airing now' }).waitFor();
    await page.locator('.tp-live-tile').first().waitFor();
    await page.locator('.tp-live-indicator.is-live').waitFor();
    await feedLoaded;
    await e2e.api.saveEpisodeScores(49, 6, { 49002: { tribeRewardWins: 1 }, 49003: { tribeRewardWins: 1 } });
    const toast = page.locator('.tp-live-toast');
    await toast.filter({ hasText: 'Scores corrected in Ep 6: +1' }).waitFor();
    const [toastBox] = await boxesOf(toast);
    expect((await boxesOf(page.locator(TAP_TARGETS))).filter((box) => intersects(box, toastBox))).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/live-toast-1280.png` });

    const footer = page.locator('footer');
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Tribal Pool`);
    await footer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/footer-1280.png` });
    await page.context().close();
  });

  it('once episode 6’s vote-out is recorded, it opens on the last scored episode and says so', async () => {
    await e2e.api.saveEpisodeScores(49, 6, { 49002: { tribeRewardWins: 1 }, 49016: { votedOut: true } });
    const page = await adminPhone(375);
    await page.goto('/admin/live');
    await page.getByTestId('live-episode-why').filter({ hasText: 'Ep 6 · last scored episode' }).waitFor();
    await page.getByRole('button', { name: 'Next episode' }).click();
    await page.getByTestId('live-episode-why').filter({ hasText: 'Ep 7 · nothing recorded yet' }).waitFor();
    await page.context().close();
  });
});
