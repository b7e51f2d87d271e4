import { type StandingsSnapshot, standingsView } from '@tribal/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpE2e } from '../support/e2e';

const e2e = setUpE2e();
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/tribal-pool-e2e';
const DAY = 24 * 3600_000;

/** The standings table's rows as the viewer sees them: [member, total]. */
async function shownTotals(page: Page): Promise<string[][]> {
  return page
    .getByRole('table', { name: 'Standings' })
    .locator('tbody tr.tp-standing-row')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.getAttribute('data-user-name') ?? '',
        row.querySelector('.tp-total')?.textContent?.trim() ?? '',
      ]),
    );
}

describe('watching later (issue 14)', () => {
  it('a shielded viewer sees no change while the admin scores, then reveals and the replay ends at the live totals', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'West Coast Pool',
      password: 'pw-pool',
      commissionerName: 'Jeff',
    });
    const ids = (await e2e.api.castaways(league.season)).map((c) => c.id);
    const parvati = await e2e.api.join(league.id, 'Parvati');
    const amanda = await e2e.api.join(league.id, 'Amanda');
    await e2e.api.lockInDraft(parvati, [ids[0], ids[1], ids[2]]);
    await e2e.api.lockInDraft(amanda, [ids[3], ids[4], ids[5]]);
    // Episode 2 aired a week ago; episode 3 airs in an hour on the East Coast, later still in Los Angeles.
    const now = Date.now();
    await e2e.api.call('PUT', `/api/seasons/${league.season}/schedule`, {
      1: new Date(now - 14 * DAY).toISOString(),
      2: new Date(now - 7 * DAY).toISOString(),
      3: new Date(now + 3600_000).toISOString(),
    });
    await e2e.api.saveEpisodeScores(league.season, 2, { [ids[0]]: { individualRewardWins: 1 } });

    const context = await e2e.browser.newContext({
      baseURL: e2e.app.baseUrl,
      viewport: { width: 1280, height: 900 },
      timezoneId: 'America/Los_Angeles',
    });
    const page = await context.newPage();
    await page.goto(`/league/${league.id}`);
    await page.getByLabel('I watch later').check();
    await page.getByText('Episode 3 is hidden').waitFor();
    await page.getByText('Standings as of episode 2.').waitFor();
    expect(await page.getByLabel('Your time zone').inputValue()).toBe('');
    await page.getByText('Browser time zone (America/Los_Angeles)').waitFor({ state: 'attached' });
    // The as-of-episode-2 standings arrive after the banner: wait for the rows rather than read them once.
    const before = [
      ['Parvati', '2'],
      ['Amanda', '0'],
    ];
    await expect.poll(() => shownTotals(page)).toEqual(before);

    // The admin scores episode 3 live while it airs in the East: Amanda's castaways surge, Parvati's goes home.
    for (const happening of [
      { kind: 'idolObtained', castawayId: ids[3] },
      { kind: 'individualRewardWin', castawayId: ids[4] },
      { kind: 'tribalCouncil', votes: [{ voter: ids[4], target: ids[1] }], votedOut: [ids[1]] },
    ]) {
      await e2e.api.call('POST', `/api/scores/${league.season}/3/happenings`, happening);
    }
    await page.getByText('3 live updates held.').waitFor();
    // Nothing of the episode shows: the totals stay, and the episode feed is not on the page.
    await expect.poll(() => page.getByText('Episode 3, as it happens').count()).toBe(0);
    expect(await shownTotals(page)).toEqual(before);
    await page.screenshot({ path: `${SHOTS}/shield-held.png`, fullPage: true });

    // The same viewer's phone (same device settings): the banner and the held standings fit 375 px.
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 375, height: 800 });
    await phone.goto(`/league/${league.id}`);
    await phone.getByText('Episode 3 is hidden').waitFor();
    await phone.getByRole('button', { name: 'Reveal' }).click();
    await phone.screenshot({ path: `${SHOTS}/shield-375.png`, fullPage: true });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await phone.getByRole('button', { name: 'Replay episode 3' }).click();
    await phone.getByRole('region', { name: 'Replay of episode 3' }).getByRole('button', { name: 'Pause' }).click();
    await phone.screenshot({ path: `${SHOTS}/replay-375.png`, fullPage: true });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await phone.close();

    await page.getByRole('button', { name: 'Reveal' }).click();
    await page.getByRole('button', { name: 'Replay episode 3' }).click();
    const player = page.getByRole('region', { name: 'Replay of episode 3' });
    await player.waitFor();
    await player.getByLabel('Replay pace').selectOption({ label: 'Fast' });
    await player.getByRole('button', { name: 'Done: show live standings' }).waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `${SHOTS}/replay-end.png`, fullPage: true });
    const live = standingsView(
      await e2e.api.call<StandingsSnapshot>('GET', `/api/leagues/${league.id}/standings?season=49`),
    );
    const replayed = await player
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [
          row.getAttribute('data-user-name') ?? '',
          row.querySelector('td.text-end')?.firstChild?.textContent?.trim() ?? '',
        ]),
      );
    expect(replayed).toEqual(live.standings.map((r) => [r.userName, String(r.total)]));

    await player.getByRole('button', { name: 'Done: show live standings' }).click();
    await page.getByText('Episode 3 is hidden').waitFor({ state: 'detached' });
    // Revealed: the episode feed is back.
    await page.getByText('Episode 3, as it happens').waitFor();
    expect(await shownTotals(page)).toEqual(live.standings.map((r) => [r.userName, String(r.total)]));
  });
});
