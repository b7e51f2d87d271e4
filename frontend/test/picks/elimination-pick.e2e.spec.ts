import { type EliminationPicks, PICK_MESSAGES } from '@tribal/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type SavedUserRecord } from '../support/api';
import { openPage, setUpE2e } from '../support/e2e';

const e2e = setUpE2e();

const DAY = 24 * 60 * 60 * 1000;

/** A browser that joined earlier: the saved user (with its entry token) is in local storage. */
const pageOf = (user: SavedUserRecord | null): Promise<Page> => openPage(e2e, { user });

const choice = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Who will be voted out?' }).getByRole('radio', { name: new RegExp(name) });

async function picksOf(leagueId: string): Promise<EliminationPicks> {
  return e2e.api.call<EliminationPicks>('GET', `/api/leagues/${leagueId}/elimination-picks`);
}

describe('the weekly elimination pick (issue 5)', () => {
  it('a member picks for the first open episode, sees it saved after a reload, and updates it', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Tribal Council',
      password: 'pw-pool',
      commissionerName: 'Jeff',
    });
    const parvati = await e2e.api.join(league.id, 'Parvati');
    const [first, second] = await e2e.api.castaways(league.season);
    if (!first || !second) throw new Error('the sample cast is missing');

    const page = await pageOf(parvati);
    await page.goto(`/leagues/${league.id}/elimination-pick`);
    // Before the season starts every episode is open: the page opens on episode 2.
    expect(await page.getByLabel('Episode', { exact: true }).inputValue()).toBe('2');

    const submit = page.getByRole('button', { name: 'Submit Pick' });
    await submit.click();
    await page.getByText(PICK_MESSAGES.selectCastaway).waitFor();

    await choice(page, first.name).check();
    await submit.click();
    await page.getByText(PICK_MESSAGES.submitted).waitFor();
    await page.getByText(PICK_MESSAGES.saved(2)).waitFor();
    await page.getByRole('button', { name: 'Update Pick' }).waitFor();
    expect((await picksOf(league.id)).Parvati).toEqual({ 2: first.id });

    // The page remembers the saved pick.
    await page.reload();
    await page.getByText(PICK_MESSAGES.saved(2)).waitFor();
    expect(await choice(page, first.name).isChecked()).toBe(true);

    await choice(page, second.name).check();
    await page.getByRole('button', { name: 'Update Pick' }).click();
    await page.getByText(PICK_MESSAGES.updated).waitFor();
    expect((await picksOf(league.id)).Parvati).toEqual({ 2: second.id });

    await page.context().close();
  });

  it('after an episode’s cutoff the choices and the button are disabled and the deadline notice shows', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Locked Vote',
      password: 'pw-pool',
      commissionerName: 'Jeff',
    });
    const sandra = await e2e.api.join(league.id, 'Sandra');
    const [first] = await e2e.api.castaways(league.season);
    if (!first) throw new Error('the sample cast is missing');

    const page = await pageOf(sandra);
    await page.goto(`/leagues/${league.id}/elimination-pick`);
    await choice(page, first.name).check();
    await page.getByRole('button', { name: 'Submit Pick' }).click();
    await page.getByText(PICK_MESSAGES.submitted).waitFor();

    // The admin moves episode 2's cutoff into the past; episode 3 is still open.
    await e2e.api.setEliminationCutoffs(league.id, {
      2: new Date(Date.now() - DAY).toISOString(),
      3: new Date(Date.now() + 7 * DAY).toISOString(),
    });
    await page.reload();
    // The page now opens on the first open episode...
    await page.getByRole('button', { name: 'Submit Pick' }).waitFor();
    expect(await page.getByLabel('Episode', { exact: true }).inputValue()).toBe('3');

    // ...and episode 2 is locked, the saved pick still shown.
    await page.getByLabel('Episode', { exact: true }).selectOption('2');
    await page.getByText(PICK_MESSAGES.deadlinePassed).waitFor();
    expect(await page.getByRole('button', { name: 'Update Pick' }).isDisabled()).toBe(true);
    expect(await choice(page, first.name).isChecked()).toBe(true);
    expect(await choice(page, first.name).isDisabled()).toBe(true);
    expect(await page.getByText(PICK_MESSAGES.saved(2)).count()).toBe(0);

    await page.context().close();
  });

  it('a castaway voted out in an earlier episode is not offered; the one voted out this episode is', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Blindsides',
      password: 'pw-pool',
      commissionerName: 'Jeff',
    });
    const tony = await e2e.api.join(league.id, 'Tony');
    const [gone, stays] = await e2e.api.castaways(league.season);
    if (!gone || !stays) throw new Error('the sample cast is missing');
    // Season 49 scores are shared by every season-49 league: a later episode than the other stories use.
    await e2e.api.saveEpisodeScores(league.season, 12, { [gone.id]: { votedOut: true } });

    const page = await pageOf(tony);
    await page.goto(`/leagues/${league.id}/elimination-pick`);
    await page.getByLabel('Episode', { exact: true }).selectOption('12');
    await choice(page, stays.name).waitFor();
    expect(await choice(page, gone.name).count()).toBe(1);
    await page.getByLabel('Episode', { exact: true }).selectOption('13');
    await choice(page, stays.name).waitFor();
    expect(await choice(page, gone.name).count()).toBe(0);

    await e2e.api.saveEpisodeScores(league.season, 12, {});
    await page.context().close();
  });

  it('a visitor without a saved entry can look but is told to join before picking', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Spectators',
      password: 'pw-pool',
      commissionerName: 'Jeff',
    });
    const page = await pageOf(null);
    await page.goto(`/leagues/${league.id}/elimination-pick`);
    await page.getByText(PICK_MESSAGES.mustBeLoggedIn).waitFor();
    expect(await page.getByRole('button', { name: 'Submit Pick' }).isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${e2e.app.baseUrl}/`);
    await page.context().close();
  });

  it('the admin changes a member’s pick from the Edit Elimination Picks page', async () => {
    const league = await e2e.api.createLeague({ leagueName: 'Recount', password: 'pw-pool', commissionerName: 'Jeff' });
    const cirie = await e2e.api.join(league.id, 'Cirie');
    const [first, second] = await e2e.api.castaways(league.season);
    if (!first || !second) throw new Error('the sample cast is missing');
    await e2e.api.call(
      'POST',
      `/api/leagues/${league.id}/elimination-pick`,
      { userName: 'Cirie', episode: 4, castawayId: first.id },
      { 'x-entry-token': cirie.entryToken ?? '' },
    );

    const context = await e2e.browser.newContext({ baseURL: e2e.app.baseUrl, viewport: { width: 1280, height: 900 } });
    const login = await context.request.post('/api/admin/login', { data: { password: e2e.app.adminPassword } });
    expect(login.ok()).toBe(true);
    const page = await context.newPage();
    await page.goto('/admin/elimination-picks');
    await page.getByLabel('League', { exact: true }).selectOption(league.id);
    const dropdown = page.getByLabel('Pick of Cirie for Episode 4');
    await dropdown.waitFor();
    expect(await dropdown.inputValue()).toBe(String(first.id));
    await dropdown.selectOption(String(second.id));
    await page.getByText(PICK_MESSAGES.adminUpdated).waitFor();
    expect((await picksOf(league.id)).Cirie).toEqual({ 4: second.id });

    await context.close();
  });
});
