import { mkdir } from 'node:fs/promises';
import { type Castaway, PHOTO_MESSAGES } from '@tribal/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillJoinForm, openAdminPage, openPage, setUpE2e } from '../support/e2e';
import { initialsOf, portrait } from '../support/photos';

/**
 * Issue 19's story, from a fresh install: the admin opens season 51 (13 episodes), imports its 18 castaways from a
 * CSV, uploads two photos, and creates a league of the season; a new member joins it with the invite link and drafts
 * among the photos and initials. Each width runs on its own fresh install, so both open season 51.
 */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-i19c-season-cast';

const TRIBES = ['Vatu', 'Kalo', 'Cila'];
const CAST = [
  'Kyle Ostwald',
  'Savannah Louie',
  'Jeanine Zheng',
  'Ross Kalicki',
  'Sophie Segreti',
  'Rizo Velovic',
  'Sue Smey',
  'Nate Moore',
  'Kamilla Karthigesu',
  'Andy Rueda',
  'Genevieve Mushaluk',
  'Teeny Chirichillo',
  'Caroline Vidmar',
  'Rachel LaMont',
  'Sam Phalen',
  'Sierra Wright',
  'Chrissy Sarnowsky',
  'Rome Cooney',
];
const CSV = [
  'Name,Age,Occupation,Tribe',
  ...CAST.map((name, i) => `${name},${24 + i},Occupation ${i + 1},${TRIBES[i % 3]}`),
].join('\n');
const JOIN_CODE = 'fire-represents-51';

/** A calendar date `days` from today (the app runs on the real clock): season 51 premieres next month. */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Pages load over a busy machine's network: every poll waits up to 10 s. */
const WAIT = { timeout: 10_000 };

async function fitsTheScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe.each([375, 1280])('opening season 51 at %i px', (width) => {
  const e2e = setUpE2e();
  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
  });

  it('the admin opens the season, imports 18 castaways and two photos; a member joins and drafts among them', async () => {
    const admin = await openAdminPage(e2e, { width });

    // Admin → Seasons: season 51, 13 episodes.
    await admin.goto('/admin/seasons');
    const form = admin.getByRole('form', { name: 'Open a season' });
    await form.getByLabel('Number').fill('51');
    await form.getByLabel('Title').fill('Survivor 51');
    await form.getByLabel('Premiere (US Eastern)').fill(daysFromToday(30));
    await form.getByLabel('Episodes').fill('13');
    await form.getByRole('button', { name: 'Open Season' }).click();
    await admin.getByText('Season 51 created.').waitFor();

    // Admin → Castaways: no league plays season 51 yet, and its cast is imported by season.
    await admin.goto('/admin/castaways');
    await admin.getByLabel('Season', { exact: true }).selectOption('51');
    await admin.getByText('No castaways yet.').waitFor();
    // A file on the phone, pasted text on the laptop: both show the preview first.
    if (width < 400) {
      await admin
        .getByLabel('CSV file')
        .setInputFiles({ name: 'season51.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    } else {
      await admin.getByLabel('Or paste the CSV').fill(CSV);
      await admin.getByRole('button', { name: 'Preview' }).click();
    }
    const preview = admin.getByRole('table', { name: 'Import preview' });
    await preview.getByRole('row', { name: /Rome Cooney/ }).waitFor();
    expect(await preview.getByText('New', { exact: true }).count()).toBe(18);
    expect(await e2e.api.castaways(51)).toEqual([]);
    await admin.getByRole('button', { name: 'Import 18 castaways' }).click();
    await admin.getByText('18 castaways imported: 18 new, 0 updated, 0 unchanged.').waitFor();
    const table = admin.getByRole('table', { name: 'Castaways' });
    await table.getByRole('rowheader', { name: /Rome Cooney/ }).waitFor();

    // Two photos: one through the batch (named after its castaway), one through its row's Photo button.
    const [first, second, third] = CAST;
    await admin.getByLabel('Photos named after castaways').setInputFiles({
      name: 'kyle_ostwald.JPG',
      mimeType: 'image/jpeg',
      buffer: await portrait('#2f6f5e', 'jpeg'),
    });
    await admin.getByText(`1 photo uploaded: ${first}.`).waitFor();
    await admin.getByLabel(`Upload a photo of ${second}`).setInputFiles({
      name: 'IMG_0042.png',
      mimeType: 'image/png',
      buffer: await portrait('#c8742f', 'png'),
    });
    await admin.getByText(PHOTO_MESSAGES.uploaded(second)).waitFor();

    // An imported castaway (no picture yet) is edited without an image URL: it keeps its initials.
    await admin.getByRole('button', { name: `Edit ${third}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add or Edit Castaway' });
    await dialog.getByLabel('Age', { exact: true }).fill('34');
    expect(await dialog.getByLabel('Image URL').inputValue()).toBe('');
    await dialog.locator('.modal-content').screenshot({ path: `${SHOTS}/edit-imported-castaway-${width}.png` });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await admin.getByText(`${third} was updated.`).waitFor();
    await fitsTheScreen(admin, width);
    await admin.screenshot({ path: `${SHOTS}/castaways-season-51-${width}.png`, fullPage: true });

    const cast = await e2e.api.call<Castaway[]>('GET', '/api/castaways/51');
    expect(cast).toHaveLength(18);
    expect(cast.every((c) => c.season === 51)).toBe(true);
    expect(cast.find((c) => c.name === third)).toMatchObject({ age: 34, imageUrl: '' });
    const withPhoto = cast.filter((c) => c.imageUrl !== '');
    expect(withPhoto.map((c) => c.name)).toEqual([first, second]);

    // Admin → Create League, in season 51, with a join code.
    await admin.goto('/admin/create');
    await admin.getByLabel('League Name').fill(`Fifty-One ${width}`);
    await admin.getByLabel('Commissioner Name').fill('Jeff');
    await admin.getByLabel('League Password').fill(JOIN_CODE);
    await expect
      .poll(() => admin.getByLabel('Season', { exact: true }).locator('option').allTextContents(), WAIT)
      .toContain('Season 51');
    await admin.getByLabel('Season', { exact: true }).selectOption('51');
    await admin.getByLabel('Tribe 1 Name').fill('Vatu');
    await admin.getByRole('button', { name: 'Create League' }).click();
    const standings = admin.getByRole('link', { name: 'View its standings' });
    await standings.waitFor();
    const leagueId = decodeURIComponent(((await standings.getAttribute('href')) ?? '').replace(/^\/league\//, ''));
    expect(await e2e.api.call<{ season: number }>('GET', `/api/leagues/${leagueId}`)).toMatchObject({ season: 51 });

    // A new member, on a device of their own with nothing saved, joins with the invite link.
    const member = await openPage(e2e, { width });
    await member.goto(`/join?league=${encodeURIComponent(leagueId)}&code=${JOIN_CODE}`);
    await member.getByText("Your invite link filled in this league's join code.").waitFor();
    await fillJoinForm(member, `Fan${width}`);
    await member.getByRole('button', { name: 'Join League' }).click();
    await member.getByText(`Welcome to the island, Fan${width}!`).waitFor();
    await member.getByRole('link', { name: 'Go to Draft' }).click();

    // The draft page: the two photos, served by the app and loaded; the other sixteen show their initials.
    const card = (name: string) => member.getByRole('button', { name: new RegExp(`^${name}`) });
    await card(CAST[17]).waitFor();
    for (const castaway of withPhoto) {
      const img = card(castaway.name).locator('img');
      expect(await img.getAttribute('src')).toMatch(new RegExp(`^/api/castaways/${castaway.id}/photo\\b`));
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), WAIT)
        .toBeGreaterThan(0);
    }
    for (const castaway of cast.filter((c) => c.imageUrl === '')) {
      expect(await card(castaway.name).locator('img').count()).toBe(0);
      expect(await card(castaway.name).textContent()).toContain(initialsOf(castaway.name));
    }
    await fitsTheScreen(member, width);
    await member.screenshot({ path: `${SHOTS}/draft-season-51-${width}.png`, fullPage: true });

    // The weekly pick page offers the episodes of a 13-episode season: 2 to 12, the finale has no pick.
    await member.goto(`/leagues/${encodeURIComponent(leagueId)}/elimination-pick`);
    const episodes = member.getByLabel('Episode', { exact: true }).locator('option');
    await expect
      .poll(() => episodes.allTextContents(), WAIT)
      .toEqual(Array.from({ length: 11 }, (_, i) => `Episode ${i + 2}`));
  });
});
