import { CHAT_MESSAGES } from '@tribal/contracts';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SavedUserRecord } from '../support/api';
import { openAdminPage, setUpE2e } from '../support/e2e';
import { signInByLink } from '../support/outbox';

/**
 * Issue 31: league chat and reactions on episode night, behind each viewer's spoiler shield. The server decides what
 * a shield holds back by its own clock, so this file's server takes PUT /api/testing/clock, and each browser's clock
 * is moved with it (Playwright's clock), so the page's own shield agrees.
 */
const e2e = setUpE2e({ testingClock: true });
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/tribal-pool-e2e';
const DAY = 24 * 3600_000;
const MINUTE = 60_000;
const PHONE = { width: 375, height: 800 };
const LAPTOP = { width: 1280, height: 900 };

/** A member's device: their entry saved (as after joining), in their own time zone, its clock under the test's hand. */
async function memberDevice(
  user: SavedUserRecord,
  { timezoneId, viewport }: { timezoneId: string; viewport: { width: number; height: number } },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({ baseURL: e2e.app.baseUrl, viewport, timezoneId });
  await context.addInitScript((saved) => window.localStorage.setItem('user', saved), JSON.stringify(user));
  await context.clock.install();
  return { context, page: await context.newPage() };
}

const chatOf = (page: Page): Locator => page.getByRole('region', { name: 'League chat' });
const logOf = (page: Page): Locator => chatOf(page).getByRole('log', { name: 'Messages, oldest first' });

/** On a phone the chat is behind its tab; beside the standings from 992 px. */
async function openChat(page: Page): Promise<void> {
  const tab = page.getByRole('tab', { name: /^Chat/ });
  // The page draws its tabs (or, wide, the chat itself) once it has the league's details.
  await tab.or(logOf(page)).first().waitFor();
  if (await tab.isVisible()) await tab.click();
  await logOf(page).waitFor();
}

async function send(page: Page, text: string): Promise<void> {
  const box = chatOf(page).getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect.poll(() => box.inputValue()).toBe('');
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

async function fitsTheScreen(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

describe('league chat on episode night (issue 31)', () => {
  it('a message sent at New York’s minute 20 reaches Los Angeles at its own minute 20, not before', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Coast to Coast',
      password: 'pw-coast',
      commissionerName: 'Jeff',
    });
    const parvati = await e2e.api.join(league.id, 'Parvati');
    const amanda = await e2e.api.join(league.id, 'Amanda');
    // Episode 3 began 20 minutes ago on the East Coast; Los Angeles sees the same broadcast three hours later.
    const now = Date.now();
    const airs = now - 20 * MINUTE;
    await e2e.api.call('PUT', `/api/seasons/${league.season}/schedule`, {
      1: new Date(now - 14 * DAY).toISOString(),
      2: new Date(now - 7 * DAY).toISOString(),
      3: new Date(airs).toISOString(),
    });

    const newYork = await memberDevice(parvati, { timezoneId: 'America/New_York', viewport: LAPTOP });
    const losAngeles = await memberDevice(amanda, { timezoneId: 'America/Los_Angeles', viewport: PHONE });
    try {
      for (const { page } of [newYork, losAngeles]) {
        await page.goto(`/league/${league.id}`);
        await page.getByLabel('I watch later').check();
        await page.getByText('Episode 3 is hidden').waitFor();
        await openChat(page);
      }
      await send(newYork.page, 'Manu just played an idol!!');
      await logOf(newYork.page).getByText('Manu just played an idol!!').waitFor();

      // Los Angeles has not reached minute 20 of its broadcast (it has not begun): nothing of it, live or read.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await logOf(losAngeles.page).getByText('Manu just played an idol!!').count()).toBe(0);
      await losAngeles.page.reload();
      await openChat(losAngeles.page);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await logOf(losAngeles.page).getByText('Manu just played an idol!!').count()).toBe(0);
      await shot(newYork.page, 'chat-new-york-1280');
      await shot(losAngeles.page, 'chat-los-angeles-held-375');
      await fitsTheScreen(losAngeles.page);

      // Three hours on: Los Angeles is at minute 20 too (the server's clock and both browsers' move together).
      const laMinute20 = airs + 3 * 3600_000 + 20 * MINUTE + 30_000;
      await e2e.api.setServerClock(new Date(laMinute20));
      for (const { context } of [newYork, losAngeles]) await context.clock.fastForward(laMinute20 - Date.now());
      await logOf(losAngeles.page).getByText('Manu just played an idol!!').waitFor({ timeout: 20_000 });
      // Sent by Parvati, and the message still says when (the viewer's own clock).
      const line = logOf(losAngeles.page).locator('.tp-chat-message', { hasText: 'Manu just played an idol!!' });
      expect(await line.locator('.tp-chat-name').textContent()).toBe('Parvati');
      // The jump of three hours dropped the sockets (their heartbeats timed out); they come back by themselves.
      await chatOf(losAngeles.page).getByText('Reconnecting…').waitFor({ state: 'detached', timeout: 30_000 });
      await shot(losAngeles.page, 'chat-los-angeles-minute-20-375');
      await fitsTheScreen(losAngeles.page);

      // New York has seen the whole episode now: what it says is held until Los Angeles has too, or reveals it.
      await send(newYork.page, 'What a blindside at the end');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await logOf(losAngeles.page).getByText('What a blindside at the end').count()).toBe(0);
      await losAngeles.page.getByRole('button', { name: 'Reveal' }).click();
      await losAngeles.page.getByRole('button', { name: 'Jump to now' }).click();
      await openChat(losAngeles.page);
      await logOf(losAngeles.page).getByText('What a blindside at the end').waitFor({ timeout: 15_000 });
    } finally {
      await e2e.api.setServerClock(null);
      await newYork.context.close();
      await losAngeles.context.close();
    }
  });

  it('plain text as typed, the commissioner hides a message for everyone, reactions count live, unread on My leagues', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Tiki Torches',
      password: 'pw-tiki',
      commissionerName: 'Jeff',
    });
    const [idolFinder] = await e2e.api.castaways(league.season);
    if (!idolFinder) throw new Error('the sample cast is missing');
    const parvati = await e2e.api.join(league.id, 'Parvati');
    const amanda = await e2e.api.join(league.id, 'Amanda');
    const laptop = await memberDevice(parvati, { timezoneId: 'America/New_York', viewport: LAPTOP });
    const phone = await memberDevice(amanda, { timezoneId: 'America/Chicago', viewport: PHONE });
    const alerts: string[] = [];
    for (const { page } of [laptop, phone])
      page.on('dialog', (dialog) => void dialog.dismiss().then(() => alerts.push(dialog.message())));
    try {
      // Amanda is signed in on her phone too (her person's session): My leagues counts what she has not read.
      await signInByLink(e2e.app, phone.page, amanda.email, new Set());
      for (const { page } of [laptop, phone]) {
        await page.goto(`/league/${league.id}`);
        await openChat(page);
      }

      const typed = '<script>alert(1)</script> &amp;';
      await send(laptop.page, typed);
      await logOf(phone.page).getByText(typed, { exact: true }).waitFor();
      expect(await logOf(phone.page).locator('script').count()).toBe(0);
      await send(phone.page, 'see https://example.com/spoilers before anyone');
      await logOf(laptop.page).getByText('see https://example.com/spoilers before anyone').waitFor();
      expect(await logOf(laptop.page).getByRole('link').count()).toBe(0);
      expect(alerts).toEqual([]);

      // Amanda reports Parvati's message to the commissioner, from its "⋯" on her phone.
      await chatOf(phone.page).getByRole('button', { name: 'More for Parvati’s message' }).first().click();
      await shot(phone.page, 'chat-message-actions-375');
      await chatOf(phone.page).getByRole('button', { name: 'Report to the commissioner' }).click();
      await chatOf(phone.page).getByText(CHAT_MESSAGES.reported).waitFor();

      // The commissioner (here the site admin, who manages every league) hides Amanda's message.
      const commissioner = await openAdminPage(e2e, LAPTOP);
      await commissioner.goto(`/league/${league.id}`);
      await openChat(commissioner);
      await chatOf(commissioner).getByRole('button', { name: 'More for Amanda’s message' }).click();
      await commissioner.getByRole('button', { name: 'Hide this message' }).click();
      for (const page of [commissioner, laptop.page, phone.page]) {
        await logOf(page).getByText(CHAT_MESSAGES.hiddenByCommissioner).waitFor();
        expect(await logOf(page).getByText('see https://example.com/spoilers').count()).toBe(0);
      }
      // Parvati's message carries the report, for the commissioner's eyes only.
      await chatOf(commissioner).getByText('1 report').waitFor();

      // Then mutes her for 24 hours: her next message is refused with the server's words, and what she typed stays.
      await chatOf(commissioner).getByRole('button', { name: 'More for Amanda’s message' }).click();
      await shot(commissioner, 'chat-commissioner-1280');
      await commissioner.getByRole('button', { name: 'Mute Amanda for 24 hours' }).click();
      await chatOf(commissioner)
        .getByText(/^Amanda is muted until /)
        .waitFor();
      await commissioner.context().close();
      const box = chatOf(phone.page).getByRole('textbox', { name: 'Message' });
      await box.fill('You cannot silence me');
      await box.press('Enter');
      const refusal = await chatOf(phone.page).getByRole('alert').textContent();
      expect(refusal).toContain('The commissioner has muted you');
      expect(await box.inputValue()).toBe('You cannot silence me');

      // A line of the live feed takes reactions: Parvati's fire shows on Amanda's phone as it happens.
      await e2e.api.call('POST', `/api/scores/${league.season}/3/happenings`, {
        kind: 'idolObtained',
        castawayId: idolFinder.id,
      });
      await phone.page.getByRole('tab', { name: 'Standings' }).click();
      const laptopBar = laptop.page.getByRole('group', { name: /^Reactions to / }).first();
      const phoneBar = phone.page.getByRole('group', { name: /^Reactions to / }).first();
      await phoneBar.getByRole('button', { name: 'Fire: 0' }).waitFor();
      await laptopBar.getByRole('button', { name: 'Fire: 0' }).click();
      await laptopBar.getByRole('button', { name: 'Fire: 1', pressed: true }).waitFor();
      await phoneBar.getByRole('button', { name: 'Fire: 1', pressed: false }).waitFor();
      await shot(phone.page, 'chat-reactions-375');
      await fitsTheScreen(phone.page);

      // Amanda leaves for My leagues; Parvati writes twice more: two unread there, and on the Chat tab when back.
      await phone.page.goto('/me');
      await send(laptop.page, 'Amanda, did you see that?');
      await send(laptop.page, 'Hello??');
      await expect
        .poll(
          async () => {
            await phone.page.reload();
            const item = phone.page
              .getByRole('list', { name: 'My leagues' })
              .getByRole('listitem', { name: 'Tiki Torches' });
            await item.waitFor();
            return item.textContent();
          },
          { timeout: 15_000 },
        )
        .toContain('2 new chat messages');
      await shot(phone.page, 'chat-unread-my-leagues-375');
      await phone.page.goto(`/league/${league.id}`);
      await phone.page.getByRole('tab', { name: 'Chat (2)' }).click();
      await logOf(phone.page).getByText('Hello??').waitFor();
      await expect.poll(() => phone.page.getByRole('tab', { name: /^Chat/ }).textContent()).toBe('Chat');
      await shot(phone.page, 'chat-phone-375');
      await shot(laptop.page, 'chat-laptop-1280');
    } finally {
      await laptop.context.close();
      await phone.context.close();
    }
  });

  it('visitors read the chat only once the commissioner opens it to them', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Open Beach',
      password: 'pw-open',
      commissionerName: 'Jeff',
    });
    const parvati = await e2e.api.join(league.id, 'Parvati');
    // As her phone would send it: her entry's token, no admin cookie (the admin reads and moderates, never writes).
    const posted = await fetch(`${e2e.app.baseUrl}/api/leagues/${league.id}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-entry-token': parvati.entryToken ?? '' },
      body: JSON.stringify({ text: 'Anyone can read this once Jeff says so' }),
    });
    expect(posted.status).toBe(201);

    const visitor = await e2e.browser.newContext({ baseURL: e2e.app.baseUrl, viewport: PHONE });
    const page = await visitor.newPage();
    try {
      // Off by default: the visitor sees the standings alone, no Chat tab.
      await page.goto(`/league/${league.id}`);
      await page.getByRole('table', { name: 'Standings' }).waitFor();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await page.getByRole('tab', { name: /^Chat/ }).count()).toBe(0);
      expect(await page.getByText('Anyone can read this once Jeff says so').count()).toBe(0);

      const commissioner = await openAdminPage(e2e, LAPTOP);
      await commissioner.goto(`/league/${league.id}/manage`);
      const setting = commissioner.getByLabel('Visitors can read the chat');
      await expect.poll(() => setting.isEnabled(), { timeout: 15_000 }).toBe(true);
      expect(await setting.isChecked()).toBe(false);
      await setting.check();
      await commissioner.getByText('Visitors can now read the chat.').waitFor();
      await commissioner.getByText('Visitors can now read the chat.').scrollIntoViewIfNeeded();
      await commissioner.screenshot({ path: `${SHOTS}/chat-setting-1280.png` });
      await commissioner.context().close();

      // Open: the visitor reads it, and cannot write in it.
      await page.reload();
      await openChat(page);
      await logOf(page).getByText('Anyone can read this once Jeff says so').waitFor();
      expect(await chatOf(page).getByRole('textbox').count()).toBe(0);
      await chatOf(page).getByText(CHAT_MESSAGES.notAMember).waitFor();
      await shot(page, 'chat-visitor-375');
      await fitsTheScreen(page);
    } finally {
      await visitor.close();
    }
  });
});
