import { mkdirSync } from 'node:fs';
import { JOIN_CODE_MESSAGES, MESSAGES } from '@tribal/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillJoinForm, openAdminPage, openPage, setUpE2e } from '../support/e2e';

/** Issue 24, finding 9: a league's join code, and the invite link that carries it so friends join in one tap. */
const SHOTS = '/tmp/shots-i24b-security';
mkdirSync(SHOTS, { recursive: true });

const e2e = setUpE2e();

function device(width: number, as: 'admin' | 'visitor'): Promise<Page> {
  return as === 'admin' ? openAdminPage(e2e, { width }) : openPage(e2e, { width });
}

async function fitsTheScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The join form's league (the payment card beside it has a league choice of its own). */
const leagueOfJoinForm = (page: Page) => page.locator('#join-league');

describe('the join code', () => {
  it('a new code needs 6 characters: the form says so and saves nothing; the old code keeps working', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Short Straw',
      password: 'long-enough',
      commissionerName: 'Jeff',
    });
    for (const width of [375, 1280]) {
      const admin = await device(width, 'admin');
      await admin.goto('/admin/league-settings');
      await admin.getByLabel('League', { exact: true }).selectOption(league.id);
      const code = admin.getByRole('form', { name: 'Join code' }).getByLabel('Join code');
      await code.fill('abc');
      await admin.getByRole('button', { name: 'Save Join Code' }).click();
      await admin.getByText(JOIN_CODE_MESSAGES.joinCodeTooShort).waitFor();
      await fitsTheScreen(admin, width);
      await admin.getByRole('heading', { name: 'Join Code & Invite Link' }).scrollIntoViewIfNeeded();
      await admin.screenshot({ path: `/work/notes/c-names/join-code-too-short-${width}.png`, fullPage: true });
      await admin.close();
    }
    const details = await e2e.api.call<{ joinCode?: string | null }>('GET', `/api/leagues/${league.id}`);
    expect(details.joinCode).toBe('long-enough');
  });

  it('the commissioner sets a code on League Settings; a friend opens the invite link on a phone and joins in one tap', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Invite Island',
      password: 'first-code',
      commissionerName: 'Jeff',
    });

    const admin = await device(375, 'admin');
    await admin.goto('/admin/league-settings');
    await admin.getByLabel('League', { exact: true }).selectOption(league.id);
    const code = admin.getByRole('form', { name: 'Join code' }).getByLabel('Join code');
    expect(await code.inputValue()).toBe('first-code');
    await code.fill('fire-represents-life');
    await admin.getByRole('button', { name: 'Save Join Code' }).click();
    await admin.getByText('Join code saved.', { exact: false }).waitFor();
    const link = admin.getByLabel('Invite link');
    await expect.poll(() => link.inputValue()).toContain('code=fire-represents-life');
    const invite = new URL(await link.inputValue());
    expect(invite.pathname).toBe('/join');
    expect(invite.searchParams.get('league')).toBe(league.id);
    await fitsTheScreen(admin, 375);
    await admin.getByRole('heading', { name: 'Join Code & Invite Link' }).scrollIntoViewIfNeeded();
    await admin.screenshot({ path: `${SHOTS}/league-settings-invite-375.png`, fullPage: true });

    const wide = await device(1280, 'admin');
    await wide.goto('/admin/league-settings');
    await wide.getByLabel('League', { exact: true }).selectOption(league.id);
    await expect.poll(() => wide.getByLabel('Invite link').inputValue()).toContain('code=fire-represents-life');
    await wide.screenshot({ path: `${SHOTS}/league-settings-invite-1280.png`, fullPage: true });

    // The friend's phone: the league is chosen and its code filled in, out of the way.
    const friend = await device(375, 'visitor');
    await friend.goto(`${invite.pathname}${invite.search}`);
    await friend.getByText("Your invite link filled in this league's join code.").waitFor();
    expect(await leagueOfJoinForm(friend).inputValue()).toBe(league.id);
    expect(await friend.getByLabel('Join code').count()).toBe(0);
    await fillJoinForm(friend, 'Sandra');
    await fitsTheScreen(friend, 375);
    await friend.screenshot({ path: `${SHOTS}/join-invite-link-375.png`, fullPage: true });
    await friend.getByRole('button', { name: 'Join League' }).click();
    await friend.getByText('Welcome to the island, Sandra!').waitFor();
    const members = await e2e.api.call<{ members: Array<{ userName: string }> }>('GET', `/api/leagues/${league.id}`);
    expect(members.members.map((m) => m.userName)).toEqual(['Sandra']);
  });

  it('without the link, a league that needs a code asks for it; a wrong one says "Incorrect password"', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Coded Cove',
      password: 'tribe-has-spoken',
      commissionerName: 'Jeff',
    });
    const open = await e2e.api.createLeague({ leagueName: 'Open Oasis', password: 'x-pool', commissionerName: 'Jeff' });
    await e2e.api.call('PUT', `/api/leagues/${open.id}/join-code`, { joinCode: null });

    for (const width of [1280, 375]) {
      const visitor = await device(width, 'visitor');
      await visitor.goto('/join');
      await leagueOfJoinForm(visitor).selectOption({ label: 'Open Oasis' });
      expect(await visitor.getByLabel('Join code').count()).toBe(0);
      await leagueOfJoinForm(visitor).selectOption({ label: 'Coded Cove' });
      await visitor.getByLabel('Join code').fill('wrong-guess');
      await fillJoinForm(visitor, `Guesser${width}`);
      await visitor.getByRole('button', { name: 'Join League' }).click();
      await visitor.getByRole('alert').getByText(MESSAGES.incorrectPassword).waitFor();
      await fitsTheScreen(visitor, width);
      await visitor.screenshot({ path: `${SHOTS}/join-code-wrong-${width}.png`, fullPage: true });

      await visitor.getByLabel('Join code').fill('tribe-has-spoken');
      await visitor.getByRole('button', { name: 'Join League' }).click();
      await visitor.getByText(`Welcome to the island, Guesser${width}!`).waitFor();
    }
    // A wrong code from an invite link shows the field again, so the member can type the right one.
    const stale = await device(375, 'visitor');
    await stale.goto(`/join?league=${league.id}&code=old-code`);
    await fillJoinForm(stale, 'Latecomer');
    await stale.getByRole('button', { name: 'Join League' }).click();
    await stale.getByRole('alert').getByText(MESSAGES.incorrectPassword).waitFor();
    await stale.getByLabel('Join code').fill('tribe-has-spoken');
    await stale.getByRole('button', { name: 'Join League' }).click();
    await stale.getByText('Welcome to the island, Latecomer!').waitFor();
  });
});
