import type {
  DraftsByUser,
  EpisodeScoresResponse,
  LeagueDetails,
  LeagueSummary,
  StandingsSnapshot,
} from '@tribal/contracts';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { openAdminPage, setUpE2e } from '../support/e2e';

const e2e = setUpE2e();
let page: Page;

/** A signed-in admin: the session cookie comes from the login call, as after the login page. */
beforeEach(async () => {
  await page?.context().close();
  page = await openAdminPage(e2e);
});

describe('the admin', () => {
  it('drafts three castaways for a member who has no team and saves it', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Draft Desk',
      password: 'pw-pool',
      commissionerName: 'Jeff',
    });
    await e2e.api.join(league.id, 'Alice');
    const castaways = await e2e.api.castaways(49);
    const picks = castaways.slice(0, 3);

    await page.goto('/admin/edit-draft');
    await page.getByLabel('League', { exact: true }).selectOption(league.id);
    await page.getByLabel('Member').selectOption('Alice');
    await expect.poll(() => page.getByText('No selections yet.').isVisible()).toBe(true);
    const save = page.getByRole('button', { name: 'Save Changes' });
    for (const [i, castaway] of picks.entries()) {
      expect(await save.isEnabled()).toBe(false);
      await page.getByRole('button', { name: `Draft ${castaway.name}` }).click();
      await page.getByRole('heading', { name: `Team for Alice (${i + 1}/3)` }).waitFor();
    }
    // A drafted castaway leaves the available list.
    expect(await page.getByRole('button', { name: `Draft ${picks[0]?.name}` }).count()).toBe(0);
    await save.click();

    await page.getByText('Draft for Alice in Draft Desk updated successfully!').waitFor();
    const drafts = await e2e.api.call<DraftsByUser>('GET', `/api/leagues/${league.id}/drafts`);
    expect(drafts.Alice?.team).toEqual(picks.map((c) => c.id));
  });

  it('bulk adds castaways: two complete rows are added, the incomplete one is skipped', async () => {
    // By season: no league of it is needed.
    const before = (await e2e.api.castaways(50)).length;

    await page.goto('/admin/castaways');
    await page.getByLabel('Season', { exact: true }).selectOption('50');
    await page.getByRole('table', { name: 'Castaways' }).waitFor();
    await page.getByRole('button', { name: 'Add Row' }).click();
    await page.getByRole('button', { name: 'Add Row' }).click();
    const rows = [
      { Name: 'Quill Harlow', Age: '33', Occupation: 'Beekeeper', Tribe: 'Reef', 'Image URL': '/castaways/q.svg' },
      { Name: 'Tamsin Roe', Age: '41', Occupation: 'Pilot', Tribe: '', 'Image URL': 'https://example.com/t.png' },
      { Name: 'Half Filled', Age: '', Occupation: 'Chef', Tribe: 'Reef', 'Image URL': '' },
    ];
    for (const [i, row] of rows.entries()) {
      for (const [label, value] of Object.entries(row)) {
        if (value) await page.getByLabel(`Row ${i + 1} ${label}`, { exact: true }).fill(value);
      }
    }
    await page.getByRole('button', { name: 'Submit Castaways' }).click();

    await page.getByText('2 castaways added.').waitFor();
    const table = page.getByRole('table', { name: 'Castaways' });
    await table.getByRole('rowheader', { name: /Quill Harlow/ }).waitFor();
    await table.getByRole('rowheader', { name: /Tamsin Roe/ }).waitFor();
    expect(await table.getByText('Half Filled').count()).toBe(0);
    expect((await e2e.api.castaways(50)).length).toBe(before + 2);
  });

  it('unlocks scoring, enters a tribe immunity win and saves; the grid locks again', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Score Hut',
      password: 'pw-pool',
      commissionerName: 'Jeff',
    });
    const [castaway] = await e2e.api.castaways(49);
    if (!castaway) throw new Error('season 49 has no castaways');

    await page.goto('/admin/scoring');
    await page.getByLabel('League', { exact: true }).selectOption(league.id);
    await page.getByLabel('Episode', { exact: true }).selectOption('3');
    const immunity = page.getByLabel(`${castaway.name} Tribe immunity win`);
    await page.getByText('Scores are locked. Click Unlock to Edit to make changes.').waitFor();
    expect(await immunity.isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Unlock to Edit' }).click();
    expect(await immunity.isEnabled()).toBe(true);
    await immunity.fill('1');
    await page.getByRole('button', { name: 'Save Scores' }).click();

    await page.getByText('Episode 3 scores saved.', { exact: false }).waitFor();
    await page.getByText('Scores are locked. Click Unlock to Edit to make changes.').waitFor();
    expect(await immunity.isDisabled()).toBe(true);
    expect(await immunity.inputValue()).toBe('1');
    expect(await page.getByRole('button', { name: 'Unlock to Edit' }).isVisible()).toBe(true);
    const saved = await e2e.api.call<EpisodeScoresResponse>('GET', '/api/scores/49/3');
    expect(saved.records[castaway.id]?.tribeImmunityWins).toBe(1);
    expect(saved.version).toBe(1);
  });
});

describe('league settings', () => {
  it('the admin sets a draft deadline in Eastern time and deletes a league after confirming', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Settings League',
      password: 'pw-pool',
      commissionerName: 'Jeff',
    });
    await page.goto('/admin/league-settings');
    await page.getByLabel('League', { exact: true }).selectOption(league.id);
    // 8pm Eastern on 4 March 2026 is still standard time (UTC-5).
    await page.getByLabel('Draft Deadline (Eastern Time)').fill('2026-03-04T20:00');
    await page.getByRole('button', { name: 'Set Draft Deadline' }).click();
    await page.getByText('Draft deadline updated successfully!').waitFor();
    const details = await e2e.api.call<LeagueDetails>('GET', `/api/leagues/${league.id}`);
    expect(details.draftDeadline).toBe('2026-03-05T01:00:00.000Z');

    await page.getByRole('button', { name: 'Delete League' }).click();
    await page.getByText('Are you sure you want to delete the league "Settings League"?', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Yes, Delete' }).click();
    await page.getByText('League deleted successfully!').waitFor();
    const leagues = await e2e.api.call<LeagueSummary[]>('GET', '/api/leagues');
    expect(leagues.map((l) => l.id)).not.toContain(league.id);
  });
});

describe('users', () => {
  it('the admin removes a member after confirming; the commissioner cannot be removed', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Users League',
      password: 'pw-pool',
      commissionerName: 'Jeff',
    });
    await e2e.api.join(league.id, 'Jeff');
    await e2e.api.join(league.id, 'Leaver');
    await page.goto('/admin/users');
    const remove = page.getByRole('button', { name: 'Remove Leaver from Users League' });
    await remove.waitFor();
    expect(await page.getByRole('button', { name: 'Remove Jeff from Users League' }).count()).toBe(0);
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Remove Leaver from Users League? Their draft and picks are deleted too.');
      void dialog.accept();
    });
    await remove.click();
    await expect.poll(() => remove.count()).toBe(0);
    const standings = await e2e.api.call<StandingsSnapshot>('GET', `/api/leagues/${league.id}/standings`);
    expect(standings.members).toEqual(['Jeff']);
  });
});

describe('the admin session', () => {
  it('the dashboard links to the operations manual; after logout the guard sends admin pages to the login', async () => {
    await page.goto('/admin/dashboard');
    const manual = page.getByRole('link', { name: /Operations Manual/i }).first();
    expect(await manual.getAttribute('href')).toBe('/operations-manual.html');
    const response = await page.context().request.get('/operations-manual.html');
    expect(response.ok()).toBe(true);
    expect(await response.text()).toContain('Scoring');

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.goto('/admin/users');
    await page.waitForURL(/\/admin\/login/);
  });
});
