import { COMMISSIONER_MESSAGES, type LeagueDetails, SCHEDULE_MESSAGES } from '@tribal/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { type SavedUserRecord } from '../support/api';
import { openAdminPage, openPage, setUpE2e } from '../support/e2e';

const e2e = setUpE2e();
const contexts: BrowserContext[] = [];
/** Where the screenshots of these screens go, to be looked at. */
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/tribal-pool-screenshots';
const PHONE = { width: 375, height: 812 };
const DAY = 24 * 3600_000;

afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** A phone; signed in as the admin, or with a saved member in local storage. */
async function phone(as: 'admin' | SavedUserRecord | null): Promise<Page> {
  const page = as === 'admin' ? await openAdminPage(e2e, PHONE) : await openPage(e2e, { user: as, ...PHONE });
  contexts.push(page.context());
  return page;
}

/** The payment card shows one league at a time: with several leagues, a select chooses it. */
async function choosePaymentLeague(page: Page, leagueId: string) {
  const card = page.getByTestId('payment-info');
  await card.getByRole('heading', { name: 'Payment Information' }).waitFor();
  await card.locator('p').first().waitFor();
  const select = card.getByLabel('League');
  if ((await select.count()) > 0) await select.selectOption(leagueId);
  return card;
}

/** Nothing sticks out sideways on a phone. */
async function fitsThePhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

describe("the commissioner's settings", () => {
  it('the commissioner sets handles, fee and payouts on League Settings; /join shows them on a phone', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Pay Up Pool',
      password: 'pw-pool',
      commissionerName: 'Rob',
    });
    const admin = await phone('admin');
    await admin.goto('/admin/league-settings');
    await admin.getByLabel('League', { exact: true }).selectOption(league.id);
    await admin.getByLabel('Venmo').fill('@Boston-Rob');
    await admin.getByLabel('PayPal').fill('paypal.me/bostonrob');
    await admin.getByLabel('CashApp').fill('$BostonRob');
    await admin.getByLabel('Other').fill('Cash at the watch party');
    await admin.getByLabel('Entry fee').fill('20');
    await admin.getByRole('button', { name: 'Add place' }).click();
    // 75 + 20 + 5 + 0 = 100, then 4th place takes 5 from 1st: still 100; first try 105.
    await admin.getByLabel('4th place share, percent').fill('5');
    await admin.getByRole('button', { name: 'Save Commissioner Settings' }).click();
    await admin.getByText(COMMISSIONER_MESSAGES.payoutSum).waitFor();
    expect(
      (await e2e.api.call<LeagueDetails>('GET', `/api/leagues/${league.id}`)).commissionerSettings.entryFeeDollars,
    ).toBe(10);
    await admin.getByLabel('1st place share, percent').fill('70');
    await admin.getByRole('button', { name: 'Save Commissioner Settings' }).click();
    await admin.getByText(COMMISSIONER_MESSAGES.saved).waitFor();
    await fitsThePhone(admin);
    await admin.screenshot({ path: `${SHOTS}/league-settings-375.png`, fullPage: true });
    await admin
      .locator('.card')
      .filter({ has: admin.getByRole('form', { name: "Commissioner's settings" }) })
      .screenshot({ path: `${SHOTS}/commissioner-settings-375.png` });
    const saved = await e2e.api.call<LeagueDetails>('GET', `/api/leagues/${league.id}`);
    expect(saved.commissionerSettings).toEqual({
      paymentHandles: {
        venmo: '@Boston-Rob',
        paypal: 'paypal.me/bostonrob',
        cashApp: '$BostonRob',
        other: 'Cash at the watch party',
      },
      entryFeeDollars: 20,
      payoutPercents: [70, 20, 5, 5],
    });

    const visitor = await phone(null);
    await visitor.goto('/join');
    const card = await choosePaymentLeague(visitor, league.id);
    const links = card.getByLabel('How to pay for Pay Up Pool');
    await links.waitFor();
    expect(await links.getByRole('link', { name: /Pay with Venmo/ }).getAttribute('href')).toBe(
      'https://venmo.com/u/Boston-Rob',
    );
    expect(await links.getByRole('link', { name: /Pay with PayPal/ }).getAttribute('href')).toBe(
      'https://paypal.me/bostonrob',
    );
    expect(await links.getByRole('link', { name: /Pay with CashApp/ }).getAttribute('href')).toBe(
      'https://cash.app/$BostonRob',
    );
    expect(await card.textContent()).toContain('Cash at the watch party');
    expect(await card.textContent()).toContain('$20');
    expect(await card.textContent()).toContain('1st 70%, 2nd 20%, 3rd 5%, 4th 5%');
    expect(await card.textContent()).not.toContain('TribalPool');
    await fitsThePhone(visitor);
    await card.scrollIntoViewIfNeeded();
    await visitor.screenshot({ path: `${SHOTS}/join-handles-375.png`, fullPage: true });

    // /rules shows the same league's fee, split and handles.
    const member = await e2e.api.join(league.id, 'Payer');
    const rules = await phone(member);
    await rules.goto('/rules');
    await rules.getByRole('table', { name: 'Payouts' }).getByText('4th place').waitFor();
    expect(await rules.getByLabel('How to pay for Pay Up Pool').isVisible()).toBe(true);
  });

  it('a league without handles says "Ask your commissioner how to pay", never a placeholder', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'No Handles',
      password: 'pw-pool',
      commissionerName: 'Jeff',
    });
    const visitor = await phone(null);
    await visitor.goto('/join');
    const card = await choosePaymentLeague(visitor, league.id);
    await card.getByText(COMMISSIONER_MESSAGES.askCommissioner).waitFor();
    expect(await card.getByRole('link').count()).toBe(0);
    expect(await card.textContent()).toContain('$10');
  });
});

describe('the season schedule', () => {
  it('the admin fills the weekly default from the premiere, moves one episode and saves', async () => {
    const admin = await phone('admin');
    await admin.goto('/admin/schedule');
    await admin.getByLabel('Season', { exact: true }).selectOption('50');
    // The season's own premiere is offered; without a date there is nothing to fill from.
    expect(await admin.getByLabel('Premiere date').inputValue()).toBe('2026-02-25');
    await admin.getByLabel('Premiere date').fill('');
    await admin.getByRole('button', { name: 'Fill weekly at 8 PM ET' }).click();
    await admin.getByText(SCHEDULE_MESSAGES.premiereInvalid).waitFor();
    await admin.getByLabel('Premiere date').fill('2027-02-24');
    await admin.getByRole('button', { name: 'Fill weekly at 8 PM ET' }).click();
    expect(await admin.getByLabel('Episode 14', { exact: true }).inputValue()).toBe('2027-05-26T20:00');
    // A two-hour finale night: episode 14 right after 13.
    await admin.getByLabel('Episode 14', { exact: true }).fill('2027-05-19T21:00');
    await admin.getByRole('button', { name: 'Save Schedule' }).click();
    await admin.getByText(SCHEDULE_MESSAGES.saved).waitFor();
    await fitsThePhone(admin);
    await admin.screenshot({ path: `${SHOTS}/schedule-375.png`, fullPage: true });
    const schedule = await e2e.api.call<Record<string, string>>('GET', '/api/seasons/50/schedule');
    expect(schedule['1']).toBe('2027-02-25T01:00:00.000Z');
    // 8pm EST before the change on 14 March 2027, 8pm EDT after it.
    expect(schedule['3']).toBe('2027-03-11T01:00:00.000Z');
    expect(schedule['4']).toBe('2027-03-18T00:00:00.000Z');
    expect(schedule['14']).toBe('2027-05-20T01:00:00.000Z');
  });

  it('the pick page and /rules show the cutoff in force and whether the league or the schedule set it', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Air Time League',
      password: 'pw-pool',
      commissionerName: 'Jeff',
      season: 49,
    });
    const now = Date.now();
    const iso = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString();
    await e2e.api.call('PUT', '/api/seasons/49/schedule', {
      2: iso(now - 7 * DAY),
      3: iso(now + DAY),
      4: iso(now + 8 * DAY),
    });
    await e2e.api.setEliminationCutoffs(league.id, { 4: iso(now + 7 * DAY) });
    const member = await e2e.api.join(league.id, 'Watcher');
    const page = await phone(member);
    await page.goto(`/leagues/${league.id}/elimination-pick`);
    // Episode 2 aired a week ago: closed by its air time; the page opens on episode 3.
    expect(await page.getByLabel('Episode', { exact: true }).inputValue()).toBe('3');
    await page.getByTestId('pick-deadline').getByText('When the episode airs').waitFor();
    await page.getByLabel('Episode', { exact: true }).selectOption('4');
    await page.getByTestId('pick-deadline').getByText('Cutoff set by your league.').waitFor();
    await fitsThePhone(page);
    await page.screenshot({ path: `${SHOTS}/pick-375.png` });

    await page.goto('/rules');
    const table = page.getByRole('table', { name: 'Deadlines for Air Time League' });
    await table.waitFor();
    const row = (name: string) => table.locator('tr', { has: page.getByRole('rowheader', { name, exact: true }) });
    await expect.poll(() => row('Ep 3 pick').textContent()).toContain('air schedule');
    expect(await row('Ep 4 pick').textContent()).toContain('league');
    expect(await row('Ep 5 pick').textContent()).toContain('Not set yet');
    await fitsThePhone(page);
    await table.screenshot({ path: `${SHOTS}/rules-deadlines-375.png` });
  });
});
