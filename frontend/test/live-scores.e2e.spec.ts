import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpE2e } from './support/e2e';

const e2e = setUpE2e();

async function openPage(path: string): Promise<Page> {
  const page = await (await e2e.browser.newContext({ baseURL: e2e.app.baseUrl })).newPage();
  await page.goto(path);
  await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
  return page;
}

// Re-fetches after a score save wait 2 s plus up to 3 s of jitter.
const AFTER_JITTER = { timeout: 10_000 };

describe('scores arriving live', () => {
  it('an episode saved by the admin re-ranks the standings, fills the chart and the castaway totals without reloading', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Tribal Council League',
      password: 'vote-pool',
      commissionerName: 'Jeff',
    });
    const cast = await e2e.api.castaways(league.season);
    const amber = await e2e.api.join(league.id, 'Amber');
    const rob = await e2e.api.join(league.id, 'Rob');
    await e2e.api.lockInDraft(amber, [cast[0].id, cast[1].id, cast[2].id]);
    await e2e.api.lockInDraft(rob, [cast[3].id, cast[4].id, cast[5].id]);

    const standings = await openPage(`/league/${league.id}`);
    const scores = await openPage(`/survivor-scores?season=${league.season}`);
    await standings.getByText('The chart fills in once the first episode of the season is scored.').waitFor();
    const robRow = standings.locator('tr[data-user-name="Rob"]');
    expect(await robRow.locator('.tp-rank').textContent()).toBe('1');

    // Episode 2: Rob's castaway wins individual reward (2) and tribe immunity (1); Amber's wins tribe immunity (1).
    await e2e.api.saveEpisodeScores(league.season, 2, {
      [cast[3].id]: { tribeImmunityWins: 1, individualRewardWins: 1 },
      [cast[0].id]: { tribeImmunityWins: 1 },
    });

    await robRow.locator('.tp-total', { hasText: '3' }).waitFor();
    expect(await standings.locator('tr[data-user-name="Amber"] .tp-rank').textContent()).toBe('2');

    // Opening Rob's breakdown fetches it (the live change carried totals only).
    await robRow.getByRole('button', { name: 'Show breakdown for Rob' }).click();
    const breakdown = standings.getByRole('definition').filter({ hasText: '3 pts' }).first();
    await breakdown.waitFor();
    expect(await standings.locator('.tp-breakdown').textContent()).toContain(`${cast[3].name}3 pts`);

    // The chart re-fetches its history (debounced with jitter) and draws both members.
    await standings.locator('.recharts-legend-item', { hasText: 'Amber' }).waitFor(AFTER_JITTER);
    expect(await standings.locator('.recharts-legend-item').allTextContents()).toEqual(['Rob', 'Amber']);
    expect(await standings.locator('.recharts-line-dot').count()).toBe(2);

    // The survivor scores page re-fetches too; inventory changes are merged as they come.
    const header = scores.getByRole('button', { name: new RegExp(cast[3].name) });
    await header.filter({ hasText: '3pts' }).waitFor(AFTER_JITTER);
    await e2e.api.adjustInventory(cast[3].id, 'idols', 1);
    await header.filter({ hasText: 'Idols: 1' }).waitFor();

    await Promise.all([standings.context().close(), scores.context().close()]);
  });
});
