import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type ActivateLeagueResponse,
  SCORING_PRESET_TABLES,
  SCORING_TABLE_MESSAGES,
  type ScoringTable,
  type StartLeagueRequest,
} from '@tribal/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedUserRecord } from '../support/api';
import { openPage, setUpE2e } from '../support/e2e';
import { mailedLink } from '../support/outbox';

const e2e = setUpE2e();
/** Where the screenshots of these screens go, to be looked at. */
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/work/notes/shots';
const PHONE = { width: 375, height: 812 };
const pages: Page[] = [];

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  for (const page of pages) await page.context().close();
});

/** Nothing sticks out sideways on a phone. */
async function fitsThePhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

/** A league started by its commissioner (no admin), activated from the mailed link: the commissioner's token. */
async function startLeague(name: string): Promise<{ leagueId: string; commissionerToken: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const start: StartLeagueRequest = {
    leagueName: name,
    password: 'tiki-torch',
    commissionerName: 'Parvati',
    season: 49,
    commissionerEmail: email,
    userName: 'Parv',
    survivorName: 'Parv',
    realName: 'Parvati Shallow',
    paymentMethod: 'Venmo',
  };
  const started = await fetch(`${e2e.app.baseUrl}/api/leagues`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(start),
  });
  expect(started.status).toBe(202);
  const link = await mailedLink(e2e.app, email, '/league/activate');
  const code = new URL(link, e2e.app.baseUrl).searchParams.get('code');
  const activated = await fetch(`${e2e.app.baseUrl}/api/leagues/activate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  expect(activated.ok).toBe(true);
  const answer = (await activated.json()) as ActivateLeagueResponse;
  return { leagueId: answer.leagueId, commissionerToken: answer.commissionerToken };
}

async function commissionerPhone(commissionerToken: string, width = PHONE.width): Promise<Page> {
  const page = await openPage(e2e, { width, height: PHONE.height });
  await page
    .context()
    .addInitScript((token) => window.localStorage.setItem('commissionerToken', token), commissionerToken);
  pages.push(page);
  return page;
}

/** The Scoring table card of League Settings, for a screenshot of that section alone. */
const scoringCard = (page: Page) =>
  page.locator('.card').filter({ has: page.getByRole('form', { name: 'Scoring table' }) });

async function memberPage(user: SavedUserRecord, width = PHONE.width): Promise<Page> {
  const page = await openPage(e2e, { user, width, height: PHONE.height });
  pages.push(page);
  return page;
}

describe("a league's own scoring table (issue 32)", () => {
  it('the commissioner picks Strategy on a phone, previews, saves; a member sees the new rank and the record line', async () => {
    const { leagueId, commissionerToken } = await startLeague('Strategy Pool');
    const idol = await e2e.api.join(leagueId, 'Idol Hunter', 'tiki-torch');
    const beast = await e2e.api.join(leagueId, 'Challenge Beast', 'tiki-torch');
    await e2e.api.lockInDraft(idol, [49001, 49002, 49003]);
    await e2e.api.lockInDraft(beast, [49004, 49005, 49006]);
    // Classic: the beast 1 + 1 + 2 = 4 leads the idol hunter's 4 − 0.5 = 3.5. Strategy turns it round: 2 against 5.
    await e2e.api.saveEpisodeScores(49, 2, {
      49001: { idolObtained: 1, votesAgainst: 1 },
      49004: { tribeImmunityWins: 1, tribeRewardWins: 1, individualRewardWins: 1 },
    });

    const phone = await commissionerPhone(commissionerToken);
    await phone.goto(`/league/${leagueId}/manage`);
    const editor = phone.getByRole('form', { name: 'Scoring table' });
    await editor.getByLabel('Idol obtained', { exact: true }).waitFor();
    expect(await editor.getByLabel('Idol obtained', { exact: true }).inputValue()).toBe('4');
    await editor.getByText('Strategy', { exact: true }).click();
    expect(await editor.getByLabel('Idol obtained', { exact: true }).inputValue()).toBe(
      String(SCORING_PRESET_TABLES.strategy.points.idolObtained),
    );
    // The prediction, on at its default points.
    await editor.getByLabel(/name the castaway they think will win/).check();
    expect(await editor.getByLabel('Sole Survivor prediction: points', { exact: true }).inputValue()).toBe('10');

    await fitsThePhone(phone);
    await scoringCard(phone).screenshot({ path: join(SHOTS, 'scoring-editor-375.png') });
    await editor.getByRole('button', { name: 'Preview' }).click();
    const preview = editor.getByRole('table', { name: 'Preview of the standings' });
    await preview.waitFor();
    const first = preview.getByTestId('preview-row').first();
    expect(await first.getByRole('rowheader').innerText()).toBe('Idol Hunter');
    expect(await first.innerText()).toMatch(/#2[\s\S]*#1/);
    expect(await first.getByText('up 1').count()).toBe(1);
    // Nothing changed yet.
    expect((await e2e.api.call<ScoringTable>('GET', `/api/leagues/${leagueId}/scoring`)).preset).toBe('classic');
    await fitsThePhone(phone);
    await preview.scrollIntoViewIfNeeded();
    await scoringCard(phone).screenshot({ path: join(SHOTS, 'scoring-preview-375.png') });

    await editor.getByRole('button', { name: 'Save scoring table' }).click();
    await editor.getByText(SCORING_TABLE_MESSAGES.saved).waitFor();
    const saved = await e2e.api.call<ScoringTable>('GET', `/api/leagues/${leagueId}/scoring`);
    expect(saved).toMatchObject({ preset: 'strategy', solePrediction: 10 });
    await editor.getByText(SCORING_TABLE_MESSAGES.saved).scrollIntoViewIfNeeded();
    await phone.screenshot({ path: join(SHOTS, 'scoring-saved-375.png') });

    // The member, on their own phone: first in the standings now, and the change on the record.
    const member = await memberPage(idol);
    await member.goto(`/league/${leagueId}`);
    const ownRow = member.getByRole('row', { name: /Idol Hunter/ }).first();
    await ownRow.waitFor();
    await expect
      .poll(
        async () =>
          (
            await member
              .getByRole('row', { name: /Idol Hunter/ })
              .first()
              .innerText()
          ).replace(/\s+/g, ' '),
        { timeout: 10_000 },
      )
      .toMatch(/^1\b/);
    await member.screenshot({ path: join(SHOTS, 'scoring-standings-375.png'), fullPage: true });
    await member.goto(`/league/${leagueId}/record`);
    const record = member.getByRole('list', { name: 'League record' });
    // One line per value, before → after (worded by the server: the record is rendered there).
    await record.getByText('Scoring table (Strategy): Idol obtained changed from 4 to 6').waitFor();
    await fitsThePhone(member);
    await member.screenshot({ path: join(SHOTS, 'scoring-record-375.png'), fullPage: true });

    // /scoring shows the league's table and where it differs from Classic; the Sole Survivor prediction on picks.
    await member.goto('/scoring');
    const rubric = member.getByRole('table', { name: 'Scoring rubric' });
    await rubric.getByText('Classic: 4').first().waitFor();
    expect(await rubric.getByRole('row', { name: /Idol obtained/ }).innerText()).toMatch(/Classic: 4[\s\S]*\+6/);
    await fitsThePhone(member);
    await member.screenshot({ path: join(SHOTS, 'scoring-page-375.png'), fullPage: true });
    await member.goto(`/leagues/${leagueId}/elimination-pick`);
    const prediction = member.getByRole('region', { name: 'Sole Survivor prediction' });
    await prediction.getByLabel('Your Sole Survivor').selectOption('49004');
    await prediction.getByRole('button', { name: 'Save prediction' }).click();
    await prediction.getByText(SCORING_TABLE_MESSAGES.predictionSaved).waitFor();
    await prediction.getByTestId('own-prediction').waitFor();
    await fitsThePhone(member);
    await prediction.screenshot({ path: join(SHOTS, 'scoring-prediction-375.png') });

    // The same screens at desktop width, to be looked at.
    const desk = await commissionerPhone(commissionerToken, 1280);
    await desk.goto(`/league/${leagueId}/manage`);
    await desk.getByRole('form', { name: 'Scoring table' }).getByLabel('Idol obtained', { exact: true }).waitFor();
    await desk.getByRole('form', { name: 'Scoring table' }).getByRole('button', { name: 'Preview' }).click();
    await desk.getByRole('table', { name: 'Preview of the standings' }).waitFor();
    await scoringCard(desk).screenshot({ path: join(SHOTS, 'scoring-settings-1280.png') });
    const wide = await memberPage(idol, 1280);
    await wide.goto('/scoring');
    await wide.getByRole('table', { name: 'Scoring rubric' }).getByText('Classic: 4').first().waitFor();
    await wide.screenshot({ path: join(SHOTS, 'scoring-page-1280.png'), fullPage: true });
    await wide.goto('/rules');
    await wide.getByTestId('league-table-differences').waitFor();
    await wide.screenshot({ path: join(SHOTS, 'scoring-rules-1280.png'), fullPage: true });
  }, 180_000); // a whole season's story on two devices and two widths, on a shared machine
});
