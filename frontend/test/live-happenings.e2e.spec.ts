import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpE2e } from './support/e2e';

const e2e = setUpE2e();
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/tribal-pool-screens';
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
});

// Sample cast of season 49: Manu = Avery 49001, Theo 49004, Isla 49007, ...; others on Tavi and Lomi.
const AVERY = 49001;
const THEO = 49004;
const ISLA = 49007;
const MANU_4 = 49010;

describe('live scoring as it airs (issue 10)', () => {
  it('the admin records immunity and a tribal council on a phone; a viewer sees the feed and totals move without reloading', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Live Pool',
      password: 'x-pool',
      commissionerName: 'Jeff',
    });
    for (const [name, team] of [
      ['alice', [AVERY, THEO, 49002]],
      ['bob', [49003, ISLA, 49005]],
    ] as const) {
      const member = await e2e.api.join(league.id, name);
      await e2e.api.call(
        'POST',
        `/api/leagues/${league.id}/draft`,
        { userName: name, team },
        {
          'x-entry-token': member.entryToken ?? '',
        },
      );
    }
    const isla = (await e2e.api.call<Array<{ id: number; name: string }>>('GET', '/api/castaways/49')).find(
      (c) => c.id === ISLA,
    )?.name as string;

    // A viewer watches the standings on their phone and never reloads.
    const viewer = await e2e.browser.newContext({ baseURL: e2e.app.baseUrl, ...PHONE });
    const view = await viewer.newPage();
    await view.goto(`/league/${league.id}`);
    await view.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    await view.getByText('Each moment that scores shows up here').waitFor();
    await view.evaluate(() => {
      (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
    });
    const total = (userName: string, points: string) =>
      view.locator(`tr[data-user-name="${userName}"] .tp-total`, { hasText: new RegExp(`^${points}$`) });

    // The admin opens the live screen on a 375 px phone.
    const admin = await e2e.browser.newContext({ baseURL: e2e.app.baseUrl, ...PHONE });
    const phone = await admin.newPage();
    await phone.goto('/admin/login');
    await phone.getByLabel('Password').fill(e2e.app.adminPassword);
    await phone.getByRole('button', { name: 'Login' }).click();
    await phone.waitForURL('**/admin/dashboard');
    await phone.getByRole('link', { name: 'Live Scoring' }).click();
    await phone.waitForURL('**/admin/live');
    // The screen opens on the season airing now (by the clock); this story's league plays the sample season 49.
    await phone.getByLabel('Season', { exact: true }).selectOption('49');
    await phone.getByRole('button', { name: `Immunity: ${isla}` }).waitFor();
    // Nothing sticks out sideways: one thumb, no horizontal scrolling.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.screenshot({ path: `${SHOTS}/admin-live-375.png`, fullPage: true });

    // Manu wins immunity: one tap.
    await phone.getByRole('button', { name: 'Manu won immunity' }).click();
    await phone.getByRole('region', { name: 'Last happenings' }).getByText('Manu won immunity').waitFor();
    const immunityLine = view.locator('.tp-feed-line').filter({ hasText: 'Manu won immunity' });
    await immunityLine.waitFor({ timeout: 5000 });
    expect(await immunityLine.textContent()).toContain('alice +2');
    expect(await immunityLine.textContent()).toContain('bob +1');
    await total('alice', '2').waitFor({ timeout: 5000 });

    // The tribal council: Manu attends; Avery and Isla vote Theo, Theo votes Avery, one vote is nullified.
    await phone.getByRole('button', { name: 'Tribal council…' }).click();
    const sheet = phone.getByRole('dialog');
    await sheet.getByRole('button', { name: 'Manu', exact: true }).click();
    await sheet.getByLabel('Avery Brooks voted for').selectOption(String(THEO));
    await sheet.getByLabel(`${isla} voted for`).selectOption(String(THEO));
    await sheet.getByLabel('Theo Lindqvist voted for').selectOption(String(AVERY));
    await sheet.locator('select').nth(3).selectOption(String(AVERY));
    await sheet.getByLabel('Nullified').nth(3).check();
    // The most-voted castaway is offered as the one going home.
    expect(await sheet.getByRole('button', { name: 'Theo (2)' }).getAttribute('aria-pressed')).toBe('true');
    await phone.screenshot({ path: `${SHOTS}/admin-tribal-council-375.png` });
    await sheet.getByRole('button', { name: 'Record tribal council' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await phone.getByRole('region', { name: 'Last happenings' }).getByText('Theo Lindqvist voted out').waitFor();
    await phone.screenshot({ path: `${SHOTS}/admin-after-council-375.png` });

    // The viewer: the council tops the feed and the totals moved. alice: 2 + 1 (Avery right side) - 0.5 (Avery's
    // vote against) - 1 (Theo's two) = 1.5; bob: 1 + 1 (Isla right side) = 2. The nullified vote costs Avery nothing.
    const councilLine = view.locator('.tp-feed-line').first();
    await councilLine.filter({ hasText: 'Theo Lindqvist voted out' }).waitFor({ timeout: 5000 });
    expect(await councilLine.textContent()).toContain('bob +1');
    await total('bob', '2').waitFor({ timeout: 5000 });
    await total('alice', '1.5').waitFor({ timeout: 5000 });
    expect((await view.locator('tr[data-user-name]').first().getAttribute('data-user-name')) ?? '').toBe('bob');
    await view.screenshot({ path: `${SHOTS}/viewer-standings-feed-375.png`, fullPage: true });

    // alice's breakdown traces her points to the moments that earned them.
    await view.getByRole('button', { name: 'Show breakdown for alice' }).click();
    await view.getByRole('button', { name: 'Which happenings earned these points?' }).click();
    const trace = view.getByRole('list', { name: "Happenings behind alice's points" });
    await trace.getByText('Manu won immunity · Avery Brooks').waitFor();
    expect(await trace.getByRole('listitem').count()).toBe(4);
    await view.screenshot({ path: `${SHOTS}/viewer-breakdown-375.png`, fullPage: true });

    // Undo from the admin's thumb: the line stays, marked undone, and the totals go back.
    await phone.getByRole('button', { name: 'Undo: Tribal council: Theo Lindqvist voted out' }).click();
    await view.locator('.tp-feed-line.tp-feed-undone').filter({ hasText: 'Theo Lindqvist voted out' }).waitFor();
    await total('alice', '2').waitFor({ timeout: 5000 });

    expect(await view.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(
      true,
    );

    // A tribe swap from episode 3, from the same phone: Avery moves to Tavi; episode 2 keeps the old tribes.
    await phone.getByRole('button', { name: 'Next episode' }).click();
    await phone.getByText('Ep 3', { exact: true }).waitFor();
    await phone.getByRole('button', { name: 'Tribes…' }).click();
    const tribesSheet = phone.getByRole('dialog');
    await tribesSheet.getByLabel('Avery Brooks').fill('Tavi');
    await phone.waitForTimeout(600); // the sheet's slide-in, for the screenshot
    await phone.screenshot({ path: `${SHOTS}/admin-tribes-375.png` });
    await tribesSheet.getByRole('button', { name: 'Save 1 tribe change' }).click();
    await tribesSheet.waitFor({ state: 'hidden' });
    await phone
      .getByRole('button', { name: /: Avery Brooks$/ })
      .filter({ hasText: 'Tavi' })
      .waitFor();
    const tribes = await e2e.api.call<Record<string, string>>('GET', '/api/castaways/49/tribes?episode=2');
    expect(tribes[AVERY]).toBe('Manu');

    // The castaway page lists who voted for whom (the undone council is gone; a new one is read).
    await e2e.api.call('POST', '/api/scores/49/3/happenings', {
      kind: 'tribalCouncil',
      votes: [
        { voter: AVERY, target: MANU_4 },
        { voter: MANU_4, target: AVERY },
        { voter: ISLA, target: MANU_4 },
      ],
      votedOut: [MANU_4],
    });
    await view.goto(`/league/${league.id}/castaway/${AVERY}`);
    const votes = view.getByRole('region', { name: 'Tribal council, episode 3' });
    await votes.getByText(`Avery Brooks → `).first().waitFor();
    expect(await votes.textContent()).toContain(`${isla} → `);
    // The profile names the tribe Avery is in now, after the swap, not the starting one.
    await view.getByText(/· Tavi tribe ·/).waitFor();
    expect(await view.getByText(/· Manu tribe ·/).count()).toBe(0);
    await view.screenshot({ path: `${SHOTS}/castaway-votes-375.png`, fullPage: true });

    await Promise.all([admin.close(), viewer.close()]);
  });
});
