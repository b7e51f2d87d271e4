import { DRAFT_MESSAGES, SWAP_MESSAGES } from '@tribal/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type SavedUserRecord } from './support/api';
import { openPage, setUpE2e } from './support/e2e';

const e2e = setUpE2e();

/** A browser that joined earlier: the saved user (with its entry token) is in local storage. */
const pageOf = (user: SavedUserRecord): Promise<Page> => openPage(e2e, { user });

/** Answers the next dialog (alert or confirm) and resolves with its text. */
function nextDialog(page: Page, answer: 'accept' | 'dismiss'): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      const message = dialog.message();
      void (answer === 'accept' ? dialog.accept() : dialog.dismiss()).then(() => resolve(message));
    });
  });
}

describe('draft and swap (issue 3)', () => {
  it('a member drafts three, cannot add a fourth, swaps one, and another viewer sees each team live', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Blindside League',
      password: 'idol-pool',
      commissionerName: 'Jeff',
      tribes: [{ name: 'Manu', color: 'orange' }],
    });
    const cirie = await e2e.api.join(league.id, 'Cirie');
    const cast = await e2e.api.castaways(league.season);
    const [first, second, third, fourth, fifth] = cast;

    const viewer = await (await e2e.browser.newContext({ baseURL: e2e.app.baseUrl })).newPage();
    await viewer.goto(`/league/${league.id}`);
    await viewer.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    const cirieRow = viewer.locator('tr[data-user-name="Cirie"]');
    await cirieRow.getByText('No team drafted yet').waitFor();

    // Draft: three picks, a fourth is refused, then lock in after confirming.
    const page = await pageOf(cirie);
    await page.goto('/draft');
    for (const castaway of [first, second, third]) {
      await page.getByRole('button', { name: new RegExp(`^${castaway.name}`) }).click();
    }
    const full = nextDialog(page, 'accept');
    await page.getByRole('button', { name: new RegExp(`^${fourth.name}`) }).click();
    expect(await full).toBe(DRAFT_MESSAGES.teamFull);
    expect(await page.getByRole('list', { name: 'Picked castaways' }).textContent()).not.toContain(fourth.name);

    const confirm = nextDialog(page, 'accept');
    await page.getByRole('button', { name: 'Lock In Draft' }).click();
    expect(await confirm).toBe(DRAFT_MESSAGES.lockInConfirm);
    await page.getByText(DRAFT_MESSAGES.draftLocked).waitFor();

    // The viewer's standings show the team, pushed live.
    await cirieRow.getByRole('link', { name: third.name }).waitFor({ timeout: 10_000 });
    for (const castaway of [first, second]) expect(await cirieRow.textContent()).toContain(castaway.name);

    // The one swap: the first pick out, the fifth castaway in.
    await page.getByRole('link', { name: 'Player Swaps' }).first().click();
    await page
      .getByRole('group', { name: 'Swap out' })
      .getByRole('radio', { name: new RegExp(first.name) })
      .check();
    await page
      .getByRole('group', { name: 'Swap in' })
      .getByRole('radio', { name: new RegExp(fifth.name) })
      .check();
    const swapConfirm = nextDialog(page, 'accept');
    await page.getByRole('button', { name: 'Make My Swap' }).click();
    expect(await swapConfirm).toBe(SWAP_MESSAGES.confirm(first.name, fifth.name));
    await page.getByText(SWAP_MESSAGES.alreadyUsed).waitFor();

    // The viewer sees the new team without reloading.
    await cirieRow.getByRole('link', { name: fifth.name }).waitFor({ timeout: 10_000 });
    expect(await cirieRow.textContent()).not.toContain(first.name);

    await Promise.all([page.context().close(), viewer.context().close()]);
  });
});
