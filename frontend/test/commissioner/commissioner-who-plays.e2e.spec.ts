import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type ActivateLeagueResponse, LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
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

const DAY = 86_400_000;
/** `days` from now at 8 pm, as a `datetime-local` value (read as Eastern time by the form). */
const eveningInDays = (days: number) => `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T20:00`;

/** A visitor starts a league (no admin cookie: self-serve) and activates it from the mailed link. */
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

describe('a commissioner who plays, on the manage pages (issue 33)', () => {
  it('passed deadlines are locked, their own entry is not offered, and the server’s refusals are shown', async () => {
    const league = await startAndActivate('Sunday Tribe', 'sandra@example.com', 'sandra');
    const { leagueId } = league;
    const rob = await e2e.api.join(leagueId, 'Boston Rob', 'torch-fire');
    const cast = await e2e.api.call<Array<{ id: number; name: string }>>('GET', '/api/castaways/49');
    await e2e.api.lockInDraft(rob, [cast[0].id, cast[1].id, cast[2].id]);
    const pick = (token: string, userName: string, episode: number, castawayId: number) =>
      e2e.api.call(
        'POST',
        `/api/leagues/${leagueId}/elimination-pick`,
        { userName, episode, castawayId },
        { 'x-entry-token': token },
      );
    await pick(rob.entryToken ?? '', rob.userName, 5, cast[3].id);
    await pick(league.entryToken, league.userName, 5, cast[4].id);
    // The site admin closes episode 5 early and the draft: a commissioner could not.
    const past = new Date(Date.now() - DAY).toISOString();
    await e2e.api.call('PUT', `/api/leagues/${leagueId}/elimination-cutoff`, { cutoffs: { 5: past } });
    await e2e.api.call('POST', `/api/leagues/${leagueId}/deadline`, { draftDeadline: past });

    for (const width of [375, 1280]) {
      // Sandra's own device: her commissioner sign-in and her own entry.
      const page: Page = await openPage(e2e, {
        width,
        user: {
          userName: league.userName,
          survivorName: league.survivorName,
          realName: league.realName,
          email: league.email,
          leagueId,
          paymentMethod: league.paymentMethod,
          entryToken: league.entryToken,
        },
      });
      await page
        .context()
        .addInitScript((token) => window.localStorage.setItem('commissionerToken', token), league.commissionerToken);
      await page.goto(`/league/${leagueId}/manage`);
      await page.getByText('Managing Sunday Tribe as its commissioner').waitFor();

      // Settings: the passed cutoff and deadline are locked, and say who may change them.
      await expect.poll(() => page.getByLabel('Episode 5', { exact: true }).isDisabled()).toBe(true);
      expect(await page.getByText(LEAGUE_MANAGER_MESSAGES.cutoffLocked).count()).toBe(1);
      expect(await page.getByLabel('Draft Deadline (Eastern Time)').isDisabled()).toBe(true);
      await page.getByText(LEAGUE_MANAGER_MESSAGES.draftDeadlinePassed).waitFor();
      // A cutoff in the past is refused by the server, with its reason.
      await page.getByLabel('Episode 6', { exact: true }).fill(eveningInDays(-2));
      await page.getByRole('button', { name: 'Save All Cutoffs' }).click();
      await page.getByRole('alert').getByText(LEAGUE_MANAGER_MESSAGES.cutoffInPast(6)).waitFor();
      await page.screenshot({ path: join(SHOTS, `commissioner-settings-${width}.png`), fullPage: true });

      // Edit Draft: her own team is not offered; the rule is said.
      await page.getByRole('link', { name: 'Edit Draft' }).click();
      // The settings page has a League select too: choose only once the Edit Draft page has replaced it.
      await page.getByRole('heading', { name: 'Edit User Draft' }).waitFor();
      await page.getByLabel('League', { exact: true }).selectOption(leagueId);
      const own = page.getByRole('option', { name: LEAGUE_MANAGER_MESSAGES.ownEntryOption('sandra') });
      await own.waitFor({ state: 'attached' });
      expect(await own.isDisabled()).toBe(true);
      await page.getByText(LEAGUE_MANAGER_MESSAGES.commissionerDraftHelp).waitFor();
      await page.getByLabel('Member').selectOption('Boston Rob');
      await page.screenshot({ path: join(SHOTS, `commissioner-edit-draft-${width}.png`), fullPage: true });

      // Picks: her own picks cannot be changed here; Rob's episode-5 pick waits for the episode to air.
      await page.getByRole('link', { name: 'Picks' }).click();
      const robs = page.getByLabel('Pick of Boston Rob for Episode 5');
      await robs.waitFor();
      expect(await page.getByLabel('Pick of sandra for Episode 5').isDisabled()).toBe(true);
      await robs.selectOption(String(cast[7].id));
      await page.getByRole('alert').getByText(LEAGUE_MANAGER_MESSAGES.pickStillSealed).waitFor();
      await page.screenshot({ path: join(SHOTS, `commissioner-picks-${width}.png`), fullPage: true });
      await page.context().close();
    }
  });
});
