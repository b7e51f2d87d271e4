import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { LEAGUE_MANAGER_MESSAGES, PICK_MESSAGES } from '@tribal/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, setUpE2e } from '../support/e2e';
import { mailedLink } from '../support/outbox';

const e2e = setUpE2e();
/** Where the screenshots of these screens go, to be looked at. */
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/tribal-pool-screenshots';

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

/** Nothing sticks out sideways on a phone. */
async function fitsThePhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}

/** A week from now at 8 pm, as a `datetime-local` value (read as Eastern time by the form). */
function eveningInDays(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${day.toISOString().slice(0, 10)}T20:00`;
}

describe('anyone starts and runs a league (issue 20)', () => {
  it('a new user starts a league on a phone, activates it from the email, moves a cutoff; a member sees it on the record', async () => {
    const phone = await openPage(e2e, { width: 375 });
    await phone.goto('/');
    await phone.getByRole('link', { name: 'Start a League' }).click();
    await phone.getByRole('heading', { name: 'Start a League' }).waitFor();
    await phone.getByLabel('League Name').fill('Thursday Tribe');
    await phone.getByLabel('Commissioner Name').fill('Parvati');
    await phone.getByLabel('Commissioner Email').fill('parvati@example.com');
    await phone.getByLabel('League Password').fill('tiki-torch');
    await phone.getByLabel('Tribe 1 Name').fill('Heroes');
    await phone.getByLabel('Survivor Name').fill('parv');
    await phone.getByLabel('Real Name').fill('Parvati Shallow');
    await phone.getByLabel('Payment Method').selectOption('Venmo');
    await fitsThePhone(phone);
    await phone.screenshot({ path: join(SHOTS, 'create-375.png'), fullPage: true });
    await phone.getByRole('button', { name: 'Start League' }).click();
    await phone.getByRole('status').getByText(LEAGUE_MANAGER_MESSAGES.leagueStarted('Thursday Tribe')).waitFor();
    // Not listed until activated.
    expect((await e2e.api.call<Array<{ name: string }>>('GET', '/api/leagues')).map((l) => l.name)).not.toContain(
      'Thursday Tribe',
    );

    await phone.goto(await mailedLink(e2e.app, 'parvati@example.com', '/league/activate'));
    await phone.getByRole('button', { name: 'Activate League' }).click();
    await phone.getByText('Thursday Tribe is live.', { exact: false }).waitFor();
    await phone.getByRole('link', { name: 'Manage League' }).click();
    await phone.getByText('Managing Thursday Tribe as its commissioner').waitFor();
    const leagueId = new URL(phone.url()).pathname.split('/')[2];

    // The league's password, typed on /create, is its join code.
    const member = await e2e.api.join(leagueId, 'Boston Rob', 'tiki-torch');

    // The commissioner sets episode 5's cutoff, then moves it a day later.
    const episode5 = phone.getByLabel('Episode 5', { exact: true });
    await episode5.fill(eveningInDays(7));
    await phone.getByRole('button', { name: 'Save All Cutoffs' }).click();
    await phone.getByText(PICK_MESSAGES.cutoffsUpdated).waitFor();
    await episode5.fill(eveningInDays(8));
    await phone.getByRole('button', { name: 'Save All Cutoffs' }).click();
    await phone.getByText(PICK_MESSAGES.cutoffsUpdated).waitFor();
    await fitsThePhone(phone);
    await phone.screenshot({ path: join(SHOTS, 'manage-375.png'), fullPage: true });

    // The admin's other pages, for this league only: its members (no addresses), and its email's recipients.
    await phone.getByRole('link', { name: 'Members' }).click();
    await phone.getByRole('row', { name: /Boston Rob/ }).waitFor();
    await phone.getByRole('row', { name: /parv/ }).getByText('Commissioner').waitFor();
    expect(await phone.getByRole('button', { name: /^Remove/ }).count()).toBe(1);
    expect(await phone.content()).not.toContain('boston.rob@example.com');
    await phone.getByRole('link', { name: 'Email' }).click();
    await expect
      .poll(() => phone.getByLabel('To', { exact: true }).inputValue(), { timeout: 10_000 })
      .toBe('parv, Boston Rob');

    // Another league is not the commissioner's: its manage page refuses this device.
    const other = await e2e.api.createLeague({
      leagueName: 'Not Yours',
      password: 'pw-pool',
      commissionerName: 'Jeff',
    });
    await phone.goto(`/league/${other.id}/manage`);
    await phone.getByRole('alert').getByText("Only this league's commissioner").waitFor();

    // A member, in a browser of their own, reads the record: the move, by the commissioner.
    const laptop = await openPage(e2e, { user: member, width: 1280 });
    await laptop.goto(`/league/${leagueId}/record`);
    const record = laptop.getByRole('list', { name: 'League record' });
    await record.getByText(/^Cutoff of episode 5 moved from .+ to .+ ET$/).waitFor();
    // the newest line names its actor, seen on screen (not just present in the markup)
    expect(await record.getByRole('listitem').first().getByText('Commissioner').first().isVisible()).toBe(true);
    expect(await record.getByRole('listitem').first().innerText()).toMatch(/Commissioner[\s\S]*moved from/);
    await laptop.screenshot({ path: join(SHOTS, 'record-1280.png'), fullPage: true });
    expect(await laptop.content()).not.toContain('parvati@example.com');
    expect(await laptop.content()).not.toContain('Parvati Shallow');

    // The other screens at the other width, for looking at.
    const phoneRecord = await openPage(e2e, { width: 375 });
    await phoneRecord.goto(`/league/${leagueId}/record`);
    await phoneRecord.getByRole('list', { name: 'League record' }).waitFor();
    await fitsThePhone(phoneRecord);
    await phoneRecord.screenshot({ path: join(SHOTS, 'record-375.png'), fullPage: true });
    const wide = await openPage(e2e, { width: 1280 });
    await wide.goto('/create');
    await wide.getByRole('heading', { name: 'Start a League' }).waitFor();
    await wide.screenshot({ path: join(SHOTS, 'create-1280.png'), fullPage: true });
    // The commissioner's device at desktop width: the same manage page.
    const token = await phone.evaluate(() => window.localStorage.getItem('commissionerToken'));
    const desk = await openPage(e2e, { width: 1280 });
    await desk.addInitScript((saved) => window.localStorage.setItem('commissionerToken', saved ?? ''), token);
    await desk.goto(`/league/${leagueId}/manage`);
    await desk.getByText('Managing Thursday Tribe as its commissioner').waitFor();
    await desk.getByRole('button', { name: 'Save All Cutoffs' }).waitFor();
    await desk.screenshot({ path: join(SHOTS, 'manage-1280.png'), fullPage: true });
  });
});
