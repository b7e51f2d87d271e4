import { MEMBER_EMAIL_MESSAGES } from '@tribal/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillJoinForm, openPage, setUpE2e } from '../support/e2e';
import { mailedLink } from '../support/mailed-links';

const e2e = setUpE2e();
const SHOTS = '/work/notes/a1-confirm';

/** Every POST the page makes to `path`, from the moment of the call. */
function postsTo(page: Page, path: string): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) posts.push(request.url());
  });
  return posts;
}

describe('confirming a member’s email (issue 33)', () => {
  it('the join asks to confirm; the mailed link does nothing until the click, then confirms and drops the code', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Mail Island',
      password: 'pw-island',
      commissionerName: 'Jeff',
    });

    const laptop = await openPage(e2e, { width: 1280 });
    await laptop.goto('/join');
    await laptop.getByLabel('League').selectOption({ label: 'Mail Island' });
    await laptop.getByLabel('Join code').fill('pw-island');
    await fillJoinForm(laptop, 'Sophie');
    await laptop.getByRole('button', { name: 'Join League' }).click();
    await laptop.getByText(MEMBER_EMAIL_MESSAGES.confirmToGetMail('sophie@example.com')).waitFor();
    await laptop.screenshot({ path: `${SHOTS}/join-confirm-notice-1280.png`, fullPage: true });

    const link = await mailedLink(e2e.app, 'sophie@example.com', '/confirm-email');
    const path = `${link.pathname}${link.search}`;

    // A wide screen (or a mail scanner that runs the page's script): it opens, waits, and spends nothing.
    const wide = await openPage(e2e, { width: 1280 });
    const widePosts = postsTo(wide, '/api/entries/confirm-email');
    await wide.goto(path);
    await wide.getByRole('button', { name: MEMBER_EMAIL_MESSAGES.confirmButton }).waitFor();
    await wide.getByText(MEMBER_EMAIL_MESSAGES.confirmIntro).waitFor();
    await wide.waitForTimeout(1000);
    expect(widePosts).toEqual([]);
    await wide.screenshot({ path: `${SHOTS}/confirm-email-ready-1280.png`, fullPage: true });

    // The member, on the phone, clicks.
    const phone = await openPage(e2e, { width: 375 });
    const phonePosts = postsTo(phone, '/api/entries/confirm-email');
    await phone.goto(path);
    await phone.getByRole('button', { name: MEMBER_EMAIL_MESSAGES.confirmButton }).waitFor();
    await phone.waitForTimeout(500);
    expect(phonePosts).toEqual([]);
    await phone.screenshot({ path: `${SHOTS}/confirm-email-ready-375.png`, fullPage: true });
    await phone.getByRole('button', { name: MEMBER_EMAIL_MESSAGES.confirmButton }).click();
    await phone.getByRole('status').getByText(MEMBER_EMAIL_MESSAGES.confirmed('sophie@example.com')).waitFor();
    expect(phonePosts).toHaveLength(1);
    expect(new URL(phone.url()).search).toBe('');
    await phone.screenshot({ path: `${SHOTS}/confirm-email-done-375.png`, fullPage: true });

    // The code worked once: the wide screen's click now says why not.
    await wide.getByRole('button', { name: MEMBER_EMAIL_MESSAGES.confirmButton }).click();
    await wide.getByRole('alert').getByText(MEMBER_EMAIL_MESSAGES.invalidCode).waitFor();
    await wide.screenshot({ path: `${SHOTS}/confirm-email-used-1280.png`, fullPage: true });

    // Confirmed, Sophie gets league mail: the admin's email-all, with its way out.
    await e2e.api.call('POST', '/api/admin/send-email', { subject: 'Finale', body: 'Party at 8.' });
    const unsubscribe = await mailedLink(e2e.app, 'sophie@example.com', '/unsubscribe');
    const page = await openPage(e2e, { width: 375 });
    const unsubscribePosts = postsTo(page, '/api/mail/unsubscribe');
    await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
    await page.getByRole('button', { name: MEMBER_EMAIL_MESSAGES.unsubscribeButton }).waitFor();
    expect(unsubscribePosts).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/unsubscribe-ready-375.png`, fullPage: true });
    await page.getByRole('button', { name: MEMBER_EMAIL_MESSAGES.unsubscribeButton }).click();
    await page.getByRole('status').getByText(MEMBER_EMAIL_MESSAGES.unsubscribedEverywhere).waitFor();
    await page.screenshot({ path: `${SHOTS}/unsubscribe-done-375.png`, fullPage: true });
    // Unsubscribing is kept and saying it again changes nothing: a wide screen shows the same.
    const wideUnsubscribe = await openPage(e2e, { width: 1280 });
    await wideUnsubscribe.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
    await wideUnsubscribe.screenshot({ path: `${SHOTS}/unsubscribe-ready-1280.png`, fullPage: true });
    await wideUnsubscribe.getByRole('button', { name: MEMBER_EMAIL_MESSAGES.unsubscribeButton }).click();
    await wideUnsubscribe.getByRole('status').getByText(MEMBER_EMAIL_MESSAGES.unsubscribedEverywhere).waitFor();
    await wideUnsubscribe.context().close();

    for (const p of [laptop, wide, phone, page]) await p.context().close();
    expect(league.id).toBeTruthy();
  });
});
