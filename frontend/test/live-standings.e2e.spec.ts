import type { WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillJoinForm, setUpE2e } from './support/e2e';

const e2e = setUpE2e();

describe('live standings (issue 2)', () => {
  it('a viewer already watching a new league sees a participant who joins appear, without reloading', async () => {
    // The admin creates the league in the UI.
    const admin = await e2e.browser.newContext({ baseURL: e2e.app.baseUrl });
    const adminPage = await admin.newPage();
    await adminPage.goto('/admin/login');
    await adminPage.getByLabel('Password').fill(e2e.app.adminPassword);
    await adminPage.getByRole('button', { name: 'Login' }).click();
    await adminPage.waitForURL('**/admin/dashboard');
    await adminPage.goto('/admin/create');
    await adminPage.getByLabel('League Name').fill('Torchlight League');
    await adminPage.getByLabel('Commissioner Name').fill('Jeff');
    await adminPage.getByLabel('League Password').fill('fire-represents-life');
    await adminPage.getByLabel('Tribe 1 Name').fill('Manu');
    await adminPage.getByRole('button', { name: 'Create League' }).click();
    const standingsLink = adminPage.getByRole('link', { name: 'View its standings' });
    await standingsLink.waitFor();
    const leaguePath = await standingsLink.getAttribute('href');
    expect(leaguePath).toMatch(/^\/league\//);

    // A viewer opens the (empty) standings and leaves the page open.
    const viewer = await e2e.browser.newContext({ baseURL: e2e.app.baseUrl });
    const viewerPage = await viewer.newPage();
    await viewerPage.goto(leaguePath as string);
    await viewerPage.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    await viewerPage.getByText('No drafts submitted for this league yet.').waitFor();
    await viewerPage.evaluate(() => {
      (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
    });

    // A participant joins from another e2e.browser.
    const participant = await e2e.browser.newContext({ baseURL: e2e.app.baseUrl });
    const joinPage = await participant.newPage();
    await joinPage.goto('/join');
    await joinPage.getByLabel('League', { exact: true }).selectOption({ label: 'Torchlight League' });
    await joinPage.getByLabel('Join code').fill('fire-represents-life');
    await fillJoinForm(joinPage, 'Parvati', { realName: 'Parvati Shallow' });
    await joinPage.getByRole('button', { name: 'Join League' }).click();
    await joinPage.getByText('Welcome to the island, Parvati!').waitFor();

    // The viewer's table shows the new member, pushed over the socket.
    const row = viewerPage.locator('tr[data-user-name="Parvati"]');
    await row.waitFor({ timeout: 10_000 });
    expect(await row.textContent()).toContain('No team drafted yet');
    expect(
      await viewerPage.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
    ).toBe(true);

    await Promise.all([admin.close(), viewer.close(), participant.close()]);
  });

  it('a viewer whose connection dropped while someone joined catches up when it comes back', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Dead Zone League',
      password: 'x-pool',
      commissionerName: 'Jeff',
    });
    await e2e.api.join(league.id, 'Rupert');

    const viewer = await e2e.browser.newContext({ baseURL: e2e.app.baseUrl });
    const page = await viewer.newPage();
    // The live feed (a socket.io WebSocket) can be cut and restored at will.
    let offline = false;
    const open: WebSocketRoute[] = [];
    await page.route('**/socket.io/**', (route) => (offline ? route.abort() : route.continue()));
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      if (offline) {
        void ws.close();
        return;
      }
      ws.connectToServer();
      open.push(ws);
    });

    await page.goto(`/league/${league.id}`);
    const indicator = page.getByRole('status').filter({ hasText: /Live|Reconnecting/ });
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    await page.locator('tr[data-user-name="Rupert"]').waitFor();
    await expect.poll(() => open.length, { timeout: 10_000 }).toBeGreaterThan(0);

    offline = true;
    await Promise.all(open.splice(0).map((ws) => ws.close()));
    await page.getByRole('status').filter({ hasText: 'Reconnecting…' }).waitFor();

    await e2e.api.join(league.id, 'Sandra');
    await page.waitForTimeout(500);
    expect(await page.locator('tr[data-user-name="Sandra"]').count()).toBe(0);

    offline = false;
    // Reconnection backs off (up to 5 s, randomised) and a hung attempt is dropped after 8 s.
    await page.locator('tr[data-user-name="Sandra"]').waitFor({ timeout: 25_000 });
    expect(await indicator.textContent()).toBe('Live');

    await viewer.close();
  });
});
