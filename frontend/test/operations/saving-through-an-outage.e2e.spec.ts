import { PICK_MESSAGES, SAVING_RETRYING_TEXT, SERVICE_UNAVAILABLE_MESSAGE } from '@tribal/contracts';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, setUpE2e } from '../support/e2e';

const e2e = setUpE2e();

const OUTAGE_MS = 3000;

async function storedPickEvents(leagueId: string, userName: string): Promise<number> {
  const client = new pg.Client({ connectionString: e2e.app.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM events WHERE type = 'EliminationPickSubmitted'
       AND data->>'leagueId' = $1 AND data->>'userName' = $2`,
      [leagueId, userName],
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/**
 * For the first OUTAGE_MS after the first pick is sent, the browser gets the answer the server gives while its
 * database is out of reach (503, Retry-After, "not saved"). Each of those requests still reaches the real
 * server, which saves the first: the worst case, an answer lost after the save, so a re-send that were applied
 * again would show as a second stored event.
 */
async function answerPicksWith503For(page: Page, ms: number): Promise<{ attempts: string[] }> {
  const attempts: string[] = [];
  let outageStarted: number | undefined;
  await page.route('**/api/leagues/*/elimination-pick', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    attempts.push(route.request().headers()['idempotency-key'] ?? '');
    outageStarted ??= Date.now();
    if (Date.now() - outageStarted > ms) return route.continue();
    await route.fetch();
    return route.fulfill({
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': '1' },
      body: JSON.stringify({ message: SERVICE_UNAVAILABLE_MESSAGE }),
    });
  });
  return { attempts };
}

describe('saving through an outage (issue 21)', () => {
  for (const width of [375, 1280]) {
    it(`at ${width} px, a pick made while the server answers 503 says "Saving… (retrying)", then is saved once`, async () => {
      const league = await e2e.api.createLeague({
        leagueName: `Stormy ${width}`,
        password: 'pw-pool',
        commissionerName: 'J',
      });
      const member = await e2e.api.join(league.id, 'Ozzy');
      const [castaway] = await e2e.api.castaways(league.season);
      if (!castaway) throw new Error('the sample cast is missing');

      const page = await openPage(e2e, { user: member, width });
      const outage = await answerPicksWith503For(page, OUTAGE_MS);
      await page.goto(`/leagues/${league.id}/elimination-pick`);
      await page
        .getByRole('group', { name: 'Who will be voted out?' })
        .getByRole('radio', { name: new RegExp(castaway.name) })
        .check();
      await page.getByRole('button', { name: 'Submit Pick' }).click();

      await page.getByRole('button', { name: SAVING_RETRYING_TEXT }).waitFor({ timeout: 5000 });
      await page.getByRole('status').filter({ hasText: SAVING_RETRYING_TEXT }).waitFor();
      if (process.env.E2E_SHOTS_DIR) {
        await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/saving-retrying-${width}.png`, fullPage: true });
      }

      await page.getByText(PICK_MESSAGES.submitted).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Update Pick' }).waitFor();
      expect(await page.getByText(SAVING_RETRYING_TEXT).count()).toBe(0);

      // Several sends, all with one Idempotency-Key; the server stored the pick once.
      expect(outage.attempts.length).toBeGreaterThan(1);
      expect(new Set(outage.attempts).size).toBe(1);
      expect(await storedPickEvents(league.id, 'Ozzy')).toBe(1);
      const picks = await e2e.api.call<Record<string, Record<string, number>>>(
        'GET',
        `/api/leagues/${league.id}/elimination-picks`,
      );
      expect(picks.Ozzy).toEqual({ 2: castaway.id });
      await page.context().close();
    });
  }
});
