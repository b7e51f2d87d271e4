import type { SeasonSummary } from '@tribal/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdminPage, setUpE2e } from '../support/e2e';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-i19a-seasons';
const e2e = setUpE2e();

/** A signed-in admin's page, `width` px wide. */
const adminPage = (width: number): Promise<Page> => openAdminPage(e2e, { width });

/** Pages load over a busy machine's network: every poll waits up to 10 s. */
const WAIT = { timeout: 10_000 };

/** The season options of a select, as the admin reads them. */
const optionsOf = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).locator('option').allTextContents();

/** A calendar date `days` from today: the browser's app runs on the real clock, so statuses are relative to it. */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each([
  // On the air since last week: the season airing now.
  { width: 375, number: 51, premiere: daysFromToday(-7), kicker: 'Survivor 51 fantasy pool' },
  // Premieres in two months: upcoming, and on offer beside 51.
  { width: 1280, number: 52, premiere: daysFromToday(60), kicker: 'Survivor 51 & 52 fantasy pool' },
])('Admin → Seasons at $width px', ({ width, number, premiere, kicker }) => {
  it(`the admin opens season ${number}, and it appears in the pickers`, async () => {
    const page = await adminPage(width);
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Seasons' }).click();
    await page.getByRole('heading', { name: 'Seasons', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Seasons' }).getByRole('rowheader', { name: /^50/ }).waitFor();

    const form = page.getByRole('form', { name: 'Open a season' });
    await form.getByLabel('Number').fill(String(number));
    await form.getByLabel('Title').fill(`Survivor ${number}`);
    await form.getByLabel('Premiere (US Eastern)').fill(premiere);
    await form.getByLabel('Episodes').fill('13');
    await form.getByRole('button', { name: 'Open Season' }).click();
    await page.getByText(`Season ${number} created.`).waitFor();
    await page
      .getByRole('table', { name: 'Seasons' })
      .getByRole('rowheader', { name: new RegExp(`^${number}`) })
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-seasons-${width}.png`, fullPage: true });

    // Taken: the server's 409 message is shown, and nothing changes.
    await form.getByLabel('Number').fill(String(number));
    await form.getByLabel('Title').fill('Again');
    await form.getByLabel('Premiere (US Eastern)').fill(premiere);
    await form.getByRole('button', { name: 'Open Season' }).click();
    await page.getByText(`Season ${number} already exists.`).waitFor();

    const seasons = await e2e.api.call<SeasonSummary[]>('GET', '/api/seasons');
    expect(seasons.find((s) => s.number === number)).toMatchObject({ episodes: 13, premiere, castCount: 0 });

    // The pickers: creating a league, the schedule (13 episodes), and the public Survivor Scores page.
    await page.goto('/admin/create');
    await expect.poll(() => optionsOf(page, 'Season'), WAIT).toContain(`Season ${number}`);
    await page.goto('/admin/schedule');
    await page.getByLabel('Season', { exact: true }).selectOption(String(number));
    await page.getByRole('form', { name: `Season ${number} air times` }).waitFor();
    await expect.poll(() => page.getByLabel(/^Episode \d+$/).count(), WAIT).toBe(13);
    await page.screenshot({ path: `${SHOTS}/admin-schedule-${number}-${width}.png`, fullPage: true });
    await page.goto('/survivor-scores');
    await expect.poll(() => optionsOf(page, 'Season'), WAIT).toContain(`Season ${number}`);
    await page.getByLabel('Season', { exact: true }).selectOption(String(number));
    await expect.poll(() => new URL(page.url()).searchParams.get('season'), WAIT).toBe(String(number));
    await page.screenshot({ path: `${SHOTS}/survivor-scores-${number}-${width}.png`, fullPage: true });
    // The home page's kicker names the seasons on offer (not finished yet).
    await page.goto('/');
    await page.getByText(kicker, { exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/home-${width}.png` });
    await page.context().close();
  });
});

describe('League Settings', () => {
  it('the admin continues a season-50 league in season 51: it keeps its name and starts with no members', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Second Chance',
      password: 'pw-pool',
      commissionerName: 'Jeff',
      season: 50,
    });
    await e2e.api.join(league.id, 'Kelley');
    const page = await adminPage(375);
    await page.goto('/admin/league-settings');
    await page.getByLabel('League', { exact: true }).selectOption(league.id);
    await page.getByRole('button', { name: 'Continue in season 51' }).click();
    const dialog = page.getByRole('dialog', { name: 'Continue in season 51' });
    await dialog.getByText('Every member of this season gets an email').waitFor();
    await dialog.getByRole('button', { name: 'Continue in season 51' }).click();
    await page.getByText('Second Chance now plays season 51.', { exact: false }).waitFor();
    await page.getByText('Season 51 · Commissioner: Jeff · 0 members').waitFor();
    // The cutoffs now fall back to season 51's air times, for its pick episodes 2 to 12 (of 13).
    await page
      .getByText(/^Empty: airs /)
      .first()
      .waitFor();
    await expect.poll(() => page.getByLabel(/^Episode \d+$/).count(), WAIT).toBe(11);
    await page.screenshot({ path: `${SHOTS}/league-settings-continued-375.png`, fullPage: true });
    const details = await e2e.api.call<{ season: number; members: unknown[] }>('GET', `/api/leagues/${league.id}`);
    expect(details).toMatchObject({ season: 51, members: [] });
    await page.context().close();
  });
});
