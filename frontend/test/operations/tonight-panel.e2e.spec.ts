import { LIVE_NAMESPACE, PICK_MESSAGES } from '@tribal/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpE2e } from '../support/e2e';

const e2e = setUpE2e();
const sockets: Socket[] = [];

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
});

async function adminDashboard(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({ baseURL: e2e.app.baseUrl, viewport: { width, height: 900 } });
  const login = await context.request.post('/api/admin/login', { data: { password: e2e.app.adminPassword } });
  expect(login.ok()).toBe(true);
  const page = await context.newPage();
  await page.goto('/admin/dashboard');
  return { context, page };
}

/** A figure's value as the panel shows it, e.g. 'Viewers now' → '2'. */
const figure = (page: Page, label: string) =>
  page.locator('.tp-tonight-figure', { has: page.getByText(label, { exact: true }) }).locator('.tp-tonight-value');

async function viewer(): Promise<Socket> {
  const socket = io(`${e2e.app.baseUrl}${LIVE_NAMESPACE}`, { transports: ['websocket'], forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

describe('the Tonight panel (issue 21)', () => {
  it('shows viewers, pushes, picks, mail and services, and follows them without a reload', async () => {
    const { context, page } = await adminDashboard(1280);
    const panel = page.getByRole('region', { name: 'Tonight' });
    await panel.waitFor();
    await panel.getByText('Database: up').waitFor();
    await panel.getByText('Redis: not configured').waitFor();
    await expect.poll(() => figure(page, 'Viewers now').textContent(), { timeout: 10_000 }).toBe('0');
    expect(await figure(page, 'Mails waiting').textContent()).toMatch(/^\d+$/);

    // Two viewers arrive and a member picks: the panel follows on its own.
    const league = await e2e.api.createLeague({
      leagueName: 'Tonight Desk',
      password: 'pw-pool',
      commissionerName: 'Jeff',
    });
    const first = await viewer();
    await viewer();
    await first.timeout(5000).emitWithAck('subscribe', { leagueId: league.id, season: 49 });
    const member = await e2e.api.join(league.id, 'Tina');
    const [castaway] = await e2e.api.castaways(49);
    const picked = await e2e.api.call<{ message: string }>(
      'POST',
      `/api/leagues/${league.id}/elimination-pick`,
      { userName: 'Tina', episode: 2, castawayId: castaway?.id },
      { 'x-entry-token': member.entryToken ?? '' },
    );
    expect(picked.message).toBe(PICK_MESSAGES.submitted);

    await expect.poll(() => figure(page, 'Viewers now').textContent(), { timeout: 10_000 }).toBe('2');
    await expect.poll(() => figure(page, 'Picks, last minute').textContent(), { timeout: 10_000 }).toBe('1');
    await expect
      .poll(async () => Number(await figure(page, 'Pushes, last minute').textContent()), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1);
    await panel.getByText(/p95 ≤ \d/).waitFor();
    if (process.env.E2E_SHOTS_DIR) {
      await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/tonight-1280.png` });
      const narrow = await adminDashboard(375);
      await expect.poll(() => figure(narrow.page, 'Viewers now').textContent(), { timeout: 10_000 }).toBe('2');
      await narrow.page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/tonight-375.png`, fullPage: true });
      await narrow.context.close();
    }

    first.disconnect();
    await expect.poll(() => figure(page, 'Viewers now').textContent(), { timeout: 10_000 }).toBe('1');
    await context.close();
  });
});
