import { type EliminationPicks, ENTRY_LINK_MESSAGES, PICK_MESSAGES } from '@tribal/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillJoinForm, openPage, setUpE2e } from '../support/e2e';
import { mailedLink } from '../support/mailed-links';

const e2e = setUpE2e();

/** A browser of its own, with nothing saved: a laptop, then a phone. */
const freshPage = (width: number): Promise<Page> => openPage(e2e, { width });

describe('an entry on a second device (issue 11)', () => {
  it('joined on a laptop, the member asks for a link on the phone, opens it there and submits a pick', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Two Devices',
      password: 'pw-pool',
      commissionerName: 'Jeff',
    });
    const [first] = await e2e.api.castaways(league.season);
    if (!first) throw new Error('the sample cast is missing');

    const laptop = await freshPage(1280);
    await laptop.goto('/join');
    await laptop.getByLabel('League').selectOption({ label: 'Two Devices' });
    await laptop.getByLabel('Join code').fill('pw-pool');
    await fillJoinForm(laptop, 'Kim', { realName: 'Kim Spradlin' });
    await laptop.getByRole('button', { name: 'Join League' }).click();
    await laptop.getByText('Welcome to the island, Kim!').waitFor();

    const phone = await freshPage(375);
    await phone.goto('/join');
    await phone.getByRole('button', { name: 'Email me a link' }).click();
    await phone.getByRole('alert').getByText('Please enter an email to find.').waitFor();
    await phone.getByLabel('Email you joined with').fill('kim@example.com');
    await phone.getByRole('button', { name: 'Email me a link' }).click();
    await phone.getByRole('status').getByText(ENTRY_LINK_MESSAGES.linkSent).waitFor();
    await phone.screenshot({ path: '/tmp/tp-shots/claim-1-already-joined-375.png', fullPage: true });

    const link = await mailedLink(e2e.app, 'kim@example.com', '/claim');
    await phone.goto(`${link.pathname}${link.search}`);
    // The link works once: the page says what it will do and sends the code only on the click.
    await phone.getByText(ENTRY_LINK_MESSAGES.confirmSignIn).waitFor();
    await phone.getByRole('button', { name: 'Sign In This Device' }).click();
    await phone.getByText(ENTRY_LINK_MESSAGES.signedIn('Kim', 'Two Devices')).waitFor();
    await phone.screenshot({ path: '/tmp/tp-shots/claim-2-signed-in-375.png', fullPage: true });

    await phone.getByRole('link', { name: 'Make Your Pick' }).click();
    await phone
      .getByRole('group', { name: 'Who will be voted out?' })
      .getByRole('radio', { name: new RegExp(first.name) })
      .check();
    await phone.getByRole('button', { name: 'Submit Pick' }).click();
    await phone.getByText(PICK_MESSAGES.submitted).waitFor();
    await phone.screenshot({ path: '/tmp/tp-shots/claim-3-pick-on-phone-375.png', fullPage: true });
    const picks = await e2e.api.call<EliminationPicks>('GET', `/api/leagues/${league.id}/elimination-picks`);
    expect(picks.Kim).toEqual({ 2: first.id });

    // The link worked once: opened again (another device, or a forwarded mail) it installs nothing.
    const stranger = await freshPage(375);
    await stranger.goto(`${link.pathname}${link.search}`);
    await stranger.getByRole('button', { name: 'Sign In This Device' }).click();
    await stranger.getByText(ENTRY_LINK_MESSAGES.invalidCode).waitFor();
    await stranger.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await stranger.screenshot({ path: '/tmp/tp-shots/claim-4-used-link-375.png', fullPage: true });
    expect(await stranger.evaluate(() => window.localStorage.getItem('user'))).toBeNull();

    // The phone signs the other devices out: the laptop's saved token stops working, the phone's new one works.
    const savedToken = async (page: Page) =>
      JSON.parse((await page.evaluate(() => window.localStorage.getItem('user'))) ?? '{}').entryToken as string;
    const laptopToken = await savedToken(laptop);
    await phone.goto('/join');
    await phone.getByRole('button', { name: 'Sign out other devices' }).click();
    await phone.getByRole('status').getByText(ENTRY_LINK_MESSAGES.otherDevicesSignedOut).waitFor();
    await phone.screenshot({ path: '/tmp/tp-shots/claim-5-signed-out-others-375.png', fullPage: true });
    const pickWith = (token: string) =>
      fetch(`${e2e.app.baseUrl}/api/leagues/${league.id}/elimination-pick`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-entry-token': token },
        body: JSON.stringify({ userName: 'Kim', episode: 2, castawayId: first.id }),
      });
    expect((await pickWith(laptopToken)).status).toBe(401);
    expect((await pickWith(await savedToken(phone))).status).toBe(200);

    for (const page of [laptop, phone, stranger]) await page.context().close();
  });
});
