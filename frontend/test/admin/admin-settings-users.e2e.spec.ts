import type { LeagueDetails, LeagueSummary, StandingsSnapshot } from '@tribal/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { type AppServer, startAppServer } from '../support/app-server';
import { launchBrowser } from '../support/browser';

let server: AppServer;
let browser: Browser;
let api: Api;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  api = new Api(server.baseUrl, server.adminPassword);
  await api.loginAsAdmin();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
  const login = await context.request.post('/api/admin/login', { data: { password: server.adminPassword } });
  expect(login.ok()).toBe(true);
  page = await context.newPage();
});

describe('league settings', () => {
  it('the admin sets a draft deadline in Eastern time and deletes a league after confirming', async () => {
    const league = await api.createLeague({ leagueName: 'Settings League', password: 'pw', commissionerName: 'Jeff' });
    await page.goto('/admin/league-settings');
    await page.getByLabel('League', { exact: true }).selectOption(league.id);
    // 8pm Eastern on 4 March 2026 is still standard time (UTC-5).
    await page.getByLabel('Draft Deadline (Eastern Time)').fill('2026-03-04T20:00');
    await page.getByRole('button', { name: 'Set Draft Deadline' }).click();
    await page.getByText('Draft deadline updated successfully!').waitFor();
    const details = await api.call<LeagueDetails>('GET', `/api/leagues/${league.id}`);
    expect(details.draftDeadline).toBe('2026-03-05T01:00:00.000Z');

    await page.getByRole('button', { name: 'Delete League' }).click();
    await page.getByText('Are you sure you want to delete the league "Settings League"?', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Yes, Delete' }).click();
    await page.getByText('League deleted successfully!').waitFor();
    const leagues = await api.call<LeagueSummary[]>('GET', '/api/leagues');
    expect(leagues.map((l) => l.id)).not.toContain(league.id);
  });
});

describe('users', () => {
  it('the admin removes a member after confirming; the commissioner cannot be removed', async () => {
    const league = await api.createLeague({ leagueName: 'Users League', password: 'pw', commissionerName: 'Jeff' });
    await api.join(league.id, 'Jeff');
    await api.join(league.id, 'Leaver');
    await page.goto('/admin/users');
    const remove = page.getByRole('button', { name: 'Remove Leaver from Users League' });
    await remove.waitFor();
    expect(await page.getByRole('button', { name: 'Remove Jeff from Users League' }).count()).toBe(0);
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Remove Leaver from Users League? Their draft and picks are deleted too.');
      void dialog.accept();
    });
    await remove.click();
    await expect.poll(() => remove.count()).toBe(0);
    const standings = await api.call<StandingsSnapshot>('GET', `/api/leagues/${league.id}/standings`);
    expect(standings.standings.map((r) => r.userName)).toEqual(['Jeff']);
  });
});

describe('the admin session', () => {
  it('the dashboard links to the operations manual; after logout the guard sends admin pages to the login', async () => {
    await page.goto('/admin/dashboard');
    const manual = page.getByRole('link', { name: /Operations Manual/i }).first();
    expect(await manual.getAttribute('href')).toBe('/operations-manual.html');
    const response = await context.request.get('/operations-manual.html');
    expect(response.ok()).toBe(true);
    expect(await response.text()).toContain('Scoring');

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.goto('/admin/users');
    await page.waitForURL(/\/admin\/login/);
  });
});
