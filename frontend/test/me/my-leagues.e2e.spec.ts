import {
  type ActivateLeagueResponse,
  type EliminationPicks,
  ME_MESSAGES,
  type Me,
  PICK_MESSAGES,
} from '@tribal/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillJoinForm, openPage, setUpE2e } from '../support/e2e';
import { mailedLink, signInByLink as signInByMailedLink } from '../support/outbox';

/** Issue 29: one person, many leagues, on a 375 px phone. */
const e2e = setUpE2e();
const SHOTS = '/tmp/p-frontend';
const PHONE = 375;

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE);
}

/** The top bar on a phone: open the menu, then follow one of its links. */
async function fromTopBar(page: Page, name: string) {
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await page.locator('#tp-main-nav').getByRole('link', { name, exact: true }).click();
}

const myLeague = (page: Page, name: string) =>
  page.getByRole('list', { name: 'My leagues' }).getByRole('listitem', { name, exact: true });

/** The weekly pick of the current league, from home: the first castaway of the sample cast. */
async function pickFromHome(page: Page, castaway: string, message: string) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Weekly Elimination Pick' }).click();
  await page
    .getByRole('group', { name: 'Who will be voted out?' })
    .getByRole('radio', { name: new RegExp(castaway) })
    .check();
  await page.getByRole('button', { name: /Submit Pick|Update Pick/ }).click();
  await page.getByText(message).waitFor();
}

/** Sign-in links already opened: each works once, so a second device asks for its own. */
const usedLinks = new Set<string>();

/** Signs a fresh device in by the mailed link. */
const signInByLink = (page: Page, email: string) => signInByMailedLink(e2e.app, page, email, usedLinks);

/** A visitor starts a league (self-serve, as its commissioner who plays) and activates it from the mailed link. */
async function startAndActivate(leagueName: string, email: string, userName: string): Promise<ActivateLeagueResponse> {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${e2e.app.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  await post('/api/leagues', {
    leagueName,
    commissionerName: `${userName} Commish`,
    commissionerEmail: email,
    password: 'torch-fire',
    tribes: [{ name: 'Heroes', color: 'blue' }],
    season: 49,
    userName,
    survivorName: userName,
    realName: `${userName} Real`,
    paymentMethod: 'Venmo',
  });
  const link = await mailedLink(e2e.app, email, '/league/activate');
  const code = decodeURIComponent(new URL(link, e2e.app.baseUrl).searchParams.get('code') ?? '');
  return post<ActivateLeagueResponse>('/api/leagues/activate', { code });
}

const picksOf = (leagueId: string) =>
  e2e.api.call<EliminationPicks>('GET', `/api/leagues/${leagueId}/elimination-picks`);

describe('one person, many leagues (issue 29)', () => {
  it('joins two leagues by their invite links, switches between them from My leagues, picks in each; a second phone signs in and sees both', async () => {
    const office = await e2e.api.createLeague({
      leagueName: 'Office Pool',
      password: 'office-code',
      commissionerName: 'Jeff',
    });
    const family = await e2e.api.createLeague({
      leagueName: 'Family Pool',
      password: 'family-code',
      commissionerName: 'Mom',
    });
    const [first, second] = await e2e.api.castaways(office.season);
    if (!first || !second) throw new Error('the sample cast is missing');

    const phone = await openPage(e2e, { width: PHONE, height: 800 });
    await phone.goto(`/join?league=${office.id}&code=office-code`);
    await fillJoinForm(phone, 'Kim', { email: 'kim@example.com' });
    await phone.getByRole('button', { name: 'Join League' }).click();
    await phone.getByRole('heading', { name: 'Welcome to the island, Kim!' }).waitFor();

    // The second invite opens its own league's join form, though this phone already plays the first.
    await phone.goto(`/join?league=${family.id}&code=family-code`);
    // The league list loads after the form shows; then the invite's league is the one chosen.
    await expect.poll(() => phone.locator('#join-league').inputValue(), { timeout: 15_000 }).toBe(family.id);
    await fillJoinForm(phone, 'Kim', { email: 'kim@example.com' });
    await phone.getByRole('button', { name: 'Join League' }).click();
    await phone.getByRole('heading', { name: 'Welcome to the island, Kim!' }).waitFor();

    // Two entries: My League lists them, the newest current.
    await fromTopBar(phone, 'My League');
    await phone.waitForURL('**/me');
    await myLeague(phone, 'Family Pool').waitFor();
    expect(await myLeague(phone, 'Family Pool').getAttribute('aria-current')).toBe('true');
    await fitsTheScreen(phone);
    await shot(phone, 'e2e-my-leagues-two-entries-375');

    await myLeague(phone, 'Office Pool').getByRole('button', { name: 'Switch to this league' }).click();
    await phone.waitForURL(`**/league/${office.id}`);
    await pickFromHome(phone, first.name, PICK_MESSAGES.submitted);

    await fromTopBar(phone, 'My League');
    await myLeague(phone, 'Family Pool').getByRole('button', { name: 'Switch to this league' }).click();
    await phone.waitForURL(`**/league/${family.id}`);
    await pickFromHome(phone, second.name, PICK_MESSAGES.submitted);
    await shot(phone, 'e2e-pick-in-family-pool-375');

    expect((await picksOf(office.id)).Kim).toEqual({ 2: first.id });
    expect((await picksOf(family.id)).Kim).toEqual({ 2: second.id });

    // A second phone, nothing saved: one emailed link, and both leagues are there.
    const otherPhone = await openPage(e2e, { width: PHONE, height: 800 });
    await signInByLink(otherPhone, 'kim@example.com');
    await myLeague(otherPhone, 'Office Pool').waitFor();
    await myLeague(otherPhone, 'Family Pool').waitFor();
    await otherPhone.getByRole('list', { name: 'Signed-in devices' }).waitFor();
    await fitsTheScreen(otherPhone);
    await shot(otherPhone, 'e2e-my-leagues-signed-in-375');

    // It holds no entry token: the session alone changes the Office Pool pick.
    await myLeague(otherPhone, 'Office Pool')
      .getByRole('button', { name: /Switch to this league|Open/ })
      .click();
    await pickFromHome(otherPhone, second.name, PICK_MESSAGES.updated);
    expect((await picksOf(office.id)).Kim).toEqual({ 2: second.id });

    for (const page of [phone, otherPhone]) await page.context().close();
  });

  it("a browser holding the seed's saved user signs in and keeps its entry, now the person's", async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Seed Pool',
      password: 'seed-code',
      commissionerName: 'Jeff',
    });
    const other = await e2e.api.createLeague({
      leagueName: 'Book Club',
      password: 'book-code',
      commissionerName: 'Ann',
    });
    const rob = await e2e.api.join(league.id, 'Rob');
    // Amber plays the Book Club; this browser holds Rob's entry of the seed's time (joined with another address).
    await e2e.api.join(other.id, 'Amber');
    const page = await openPage(e2e, { width: PHONE, height: 800, user: rob });

    // Amber signs in here: the entry this browser holds becomes hers, by its token.
    await signInByLink(page, 'amber@example.com');
    await myLeague(page, 'Book Club').waitFor();
    await myLeague(page, 'Seed Pool').waitFor();
    await myLeague(page, 'Seed Pool').getByText('Rob', { exact: true }).waitFor();
    await shot(page, 'e2e-seed-user-signed-in-375');
    const saved = JSON.parse((await page.evaluate(() => window.localStorage.getItem('user'))) ?? '{}');
    expect(saved.entryToken).toBe(rob.entryToken);
    const me = await page.evaluate(() => fetch('/api/me').then((response) => response.json() as Promise<Me>));
    expect(me.entries.map((entry) => [entry.leagueName, entry.userName]).sort()).toEqual([
      ['Book Club', 'Amber'],
      ['Seed Pool', 'Rob'],
    ]);

    // Signing out leaves the entry on this device.
    await page.getByRole('button', { name: 'Sign out of this device' }).click();
    await page.getByText(ME_MESSAGES.signedOut).waitFor();
    await myLeague(page, 'Seed Pool').waitFor();
    expect(await myLeague(page, 'Book Club').count()).toBe(0);
    await page.context().close();
  });

  it('a commissioner signed in as a person manages their league without a commissioner token, and joins another prefilled', async () => {
    const office = await startAndActivate('Sunday Tribe', 'parvati@example.com', 'Parvati');
    const family = await e2e.api.createLeague({
      leagueName: 'Cousins',
      password: 'cousin-code',
      commissionerName: 'Ann',
    });
    for (const width of [PHONE, 1280]) {
      const page = await openPage(e2e, { width, height: 800 });
      await signInByLink(page, 'parvati@example.com');
      const run = myLeague(page, 'Sunday Tribe');
      await run.getByText('Commissioner').waitFor();
      await shot(page, `e2e-my-leagues-commissioner-${width}`);
      if (width === PHONE) await fitsTheScreen(page);

      await run.getByRole('link', { name: 'Manage' }).click();
      await page.getByText('Managing Sunday Tribe as its commissioner').waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('commissionerToken'))).toBeNull();
      await page.getByRole('link', { name: 'My Leagues' }).waitFor();
      await shot(page, `e2e-manage-as-person-${width}`);

      if (width === PHONE) {
        // Signed in, an invite link opens its league's form with what the person's account knows.
        await page.goto(`/join?league=${family.id}&code=cousin-code`);
        await expect
          .poll(() => page.getByLabel('Email', { exact: true }).inputValue(), { timeout: 15_000 })
          .toBe('parvati@example.com');
        expect(await page.getByLabel('Survivor Name').inputValue()).toBe('Parvati');
        await shot(page, 'e2e-join-prefilled-375');
        await page.getByLabel('Real Name').fill('Parvati Shallow');
        await page.getByLabel('Payment Method').selectOption('Venmo');
        await page.getByRole('button', { name: 'Join League' }).click();
        await page.getByRole('heading', { name: 'Welcome to the island, Parvati!' }).waitFor();
        await page.goto('/me');
        await myLeague(page, 'Cousins').waitFor();
        expect(await myLeague(page, 'Cousins').getAttribute('aria-current')).toBe('true');
        // The device's entries paint first; the league Parvati runs arrives with her account's list, once.
        await myLeague(page, office.leagueName).waitFor();
        expect(await myLeague(page, office.leagueName).count()).toBe(1);
      }
      await page.context().close();
    }
  });
});
