import { mkdir } from 'node:fs/promises';
import { type Castaway, CAST_IMPORT_MESSAGES as M, PHOTO_MESSAGES } from '@tribal/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedUserRecord } from '../support/api';
import { openAdminPage, openPage, setUpE2e } from '../support/e2e';
import { initialsOf, portrait } from '../support/photos';

const e2e = setUpE2e();
const contexts: BrowserContext[] = [];
/** Where the screenshots of these screens go, to be looked at. */
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/tribal-pool-screenshots';

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
});

async function device(width: number, as: 'admin' | SavedUserRecord | null): Promise<Page> {
  const page = as === 'admin' ? await openAdminPage(e2e, { width }) : await openPage(e2e, { user: as, width });
  contexts.push(page.context());
  return page;
}

/** Each width opens its own season: season 49 on the phone, 50 on the laptop, their sample casts cleared first. */
const RUNS = [
  { width: 375, season: 49, cast: ['Kyle Ostwald', 'Savannah Louie', 'Jeanine Zheng', 'Ross Kalicki'] },
  { width: 1280, season: 50, cast: ['Sophie Segreti', 'Rizo Velovic', 'Sue Smey', 'Nate Moore'] },
];

describe('opening a season: the cast imported from a CSV, photos uploaded, seen on the draft page', () => {
  it.each(RUNS)('at $width px, season $season', async ({ width, season, cast }) => {
    const league = await e2e.api.createLeague({
      leagueName: `Season ${season} Opening`,
      password: 'pw-pool',
      commissionerName: 'Jeff',
      season,
    });
    for (const sample of await e2e.api.castaways(season)) {
      await e2e.api.call('DELETE', `/api/leagues/${league.id}/castaways/${sample.id}`);
    }
    const [first, second, third, fourth] = cast;
    const good = [
      'Name,Age,Occupation,Tribe',
      `${first},31,Construction worker,Vatu`,
      `${second},31,Reporter,Kalo`,
      `${third},33,UX designer,Vatu`,
      `${fourth},33,Doctor,Kalo`,
    ].join('\n');
    const withBadRow = `${good}\n${first.toUpperCase()},forty,Chef,Vatu\n`;

    const admin = await device(width, 'admin');
    await admin.goto('/admin/castaways');
    await admin.getByLabel('Season', { exact: true }).selectOption(String(season));
    await admin.getByText('No castaways yet.').waitFor();
    await admin.getByLabel('Or paste the CSV').fill(withBadRow);
    await admin.getByRole('button', { name: 'Preview' }).click();
    const preview = admin.getByRole('table', { name: 'Import preview' });
    const badRow = preview.getByRole('row').filter({ hasText: M.duplicateName(2) });
    await badRow.waitFor();
    expect(await badRow.textContent()).toContain(M.invalidAge('forty'));
    expect(await preview.getByText('New').count()).toBe(4);
    expect(await admin.getByRole('button', { name: /^Import/ }).count()).toBe(0);
    await admin.getByText('Nothing is saved while a row has a problem').waitFor();
    await admin
      .locator('.card')
      .filter({ has: preview })
      // The sticky navigation bar would cover the card's heading in an element screenshot.
      .screenshot({ path: `${SHOTS}/cast-import-preview-${width}.png`, style: '.tp-navbar { display: none; }' });
    expect(await e2e.api.castaways(season)).toEqual([]);

    await admin.getByLabel('Or paste the CSV').fill(good);
    await admin.getByRole('button', { name: 'Preview' }).click();
    await admin.getByRole('button', { name: 'Import 4 castaways' }).click();
    await admin.getByText('4 castaways imported: 4 new, 0 updated, 0 unchanged.').waitFor();
    const table = admin.getByRole('table', { name: 'Castaways' });
    await table.getByRole('row', { name: new RegExp(fourth) }).waitFor();

    // Two photos at once, named after their castaways, and one that matches nobody.
    const fileName = (name: string, ext: string) =>
      `${name.toLowerCase().replace(/ /g, width > 400 ? '_' : '-')}.${ext}`;
    await admin.getByLabel('Photos named after castaways').setInputFiles([
      { name: fileName(first, 'jpg'), mimeType: 'image/jpeg', buffer: await portrait('#2f6f5e', 'jpeg') },
      { name: fileName(second, 'PNG'), mimeType: 'image/png', buffer: await portrait('#c8742f', 'png') },
      { name: 'team-photo.jpg', mimeType: 'image/jpeg', buffer: await portrait('#445', 'jpeg') },
    ]);
    await admin.getByText(`2 photos uploaded: ${first}, ${second}.`).waitFor();
    await admin.getByText('No castaway is named like team-photo.jpg').waitFor();
    // A file that is not an image, through the row's own Photo button: refused, saying why.
    await admin.getByLabel(`Upload a photo of ${third}`).setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await admin.getByText(`notes.png: ${PHOTO_MESSAGES.notAnImage}`).waitFor();
    const scroll = await admin.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(width);
    await admin.screenshot({ path: `${SHOTS}/castaways-admin-${width}.png`, fullPage: true });

    const saved = await e2e.api.call<Castaway[]>('GET', `/api/castaways/${season}`);
    const withPhoto = saved.filter((c) => c.imageUrl.startsWith(`/api/castaways/${c.id}/photo?v=`));
    expect(withPhoto.map((c) => c.name)).toEqual([first, second]);

    // A member joins a league of the season and drafts: the photos are there, the others show initials.
    const member = await e2e.api.join(league.id, `Fan ${width}`);
    const draft = await device(width, member);
    await draft.goto('/draft');
    const card = (name: string) => draft.getByRole('button', { name: new RegExp(`^${name}`) });
    await card(fourth).waitFor();
    for (const castaway of withPhoto) {
      const img = card(castaway.name).locator('img');
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(512);
      expect(await img.getAttribute('src')).toBe(castaway.imageUrl);
    }
    expect(await card(third).locator('img').count()).toBe(0);
    expect(await card(third).textContent()).toContain(initialsOf(third));
    await draft.screenshot({ path: `${SHOTS}/draft-with-photos-${width}.png`, fullPage: true });
  });
});
