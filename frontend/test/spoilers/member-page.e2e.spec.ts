import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type SavedUserRecord } from '../support/api';
import { openPage, setUpE2e } from '../support/e2e';

const e2e = setUpE2e();
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/tribal-pool-e2e';

const pageOf = (user: SavedUserRecord | null, width?: number): Promise<Page> => openPage(e2e, { user, width });

describe('the public member page (issue 14)', () => {
  it('is linked from the standings row and shows the team, the swap, points per episode, picks and the rank chart', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Micronesia Pool',
      password: 'pw-pool',
      commissionerName: 'Jeff',
    });
    const cast = await e2e.api.castaways(league.season);
    const ids = cast.map((c) => c.id);
    const parvati = await e2e.api.join(league.id, 'Parvati');
    const amanda = await e2e.api.join(league.id, 'Amanda');
    await e2e.api.lockInDraft(parvati, [ids[0], ids[1], ids[2]]);
    await e2e.api.lockInDraft(amanda, [ids[3], ids[4], ids[5]]);
    await e2e.api.call(
      'POST',
      `/api/leagues/${league.id}/elimination-pick`,
      { userName: 'Parvati', episode: 2, castawayId: ids[3] },
      { 'x-entry-token': parvati.entryToken ?? '' },
    );
    await e2e.api.saveEpisodeScores(league.season, 2, {
      [ids[0]]: { individualRewardWins: 1 },
      [ids[3]]: { votedOut: true, votesAgainst: 4 },
    });
    await e2e.api.call(
      'POST',
      `/api/leagues/${league.id}/swap`,
      { userName: 'Parvati', team: [ids[0], ids[1], ids[6]] },
      { 'x-entry-token': parvati.entryToken ?? '' },
    );
    await e2e.api.saveEpisodeScores(league.season, 3, {
      [ids[6]]: { idolObtained: 1 },
      [ids[4]]: { tribeRewardWins: 1 },
    });

    const page = await pageOf(amanda);
    await page.goto(`/league/${league.id}`);
    await page.getByRole('link', { name: 'Parvati', exact: true }).click();
    await page.waitForURL(`**/league/${league.id}/member/Parvati`);
    await page.getByRole('heading', { name: 'Parvati', level: 1 }).waitFor();
    await page.getByText(`Swapped ${cast[2].name} for ${cast[6].name}, from episode 3`).waitFor();
    const points = page.getByRole('region', { name: 'Points by castaway and episode' });
    const totalRow = points.getByRole('row', { name: /Episode total/ });
    expect(await totalRow.innerText()).toMatch(/Episode total\s+5\s+4\s+9/);
    const picks = page.getByRole('region', { name: 'Pick history' });
    await picks.getByText('Right').waitFor();
    await page.getByRole('img', { name: 'Rank by episode' }).locator('svg').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/member-page.png`, fullPage: true });

    const phone = await pageOf(null, 375);
    await phone.goto(`/league/${league.id}/member/Parvati`);
    await phone.getByRole('img', { name: 'Rank by episode' }).locator('svg').first().waitFor();
    await phone.screenshot({ path: `${SHOTS}/member-page-375.png`, fullPage: true });
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('an unknown member says so', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Empty Pool',
      password: 'pw-pool',
      commissionerName: 'Jeff',
    });
    const page = await pageOf(null);
    await page.goto(`/league/${league.id}/member/Nobody`);
    const alert = page.getByRole('alert');
    await alert.getByText('Member not found').waitFor();
    expect(await alert.innerText()).toContain('Member not found');
    expect(await page.getByRole('region', { name: 'Points by castaway and episode' }).count()).toBe(0);
  });
});
