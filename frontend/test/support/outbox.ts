import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ME_MESSAGES } from '@tribal/contracts';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import type { AppServer } from './app-server';

/**
 * Waits (bounded) for a mail to `to` in the app's outbox folder whose text links `path?code=…`, and answers that
 * link's path and query (to open in a page of the test's app). Links in `except` (used ones) are passed over.
 */
export async function mailedLink(
  app: Pick<AppServer, 'outboxDir'>,
  to: string,
  path: string,
  except: ReadonlySet<string> = new Set(),
): Promise<string> {
  const deadline = Date.now() + 15_000;
  const pattern = new RegExp(`https?://[^/\\s]+(${path.replace(/\//g, '\\/')}\\?code=\\S+)`);
  while (Date.now() < deadline) {
    const files = await readdir(app.outboxDir).catch(() => [] as string[]);
    for (const file of files.filter((f) => f.endsWith('.eml'))) {
      const mail = await simpleParser(await readFile(join(app.outboxDir, file)));
      const recipients = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join() : (mail.to?.text ?? '');
      const link = mail.text?.match(pattern)?.[1];
      if (recipients.includes(to) && link && !except.has(link)) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} linking ${path} within 15 s`);
}

/**
 * Signs a fresh device in as a person by the mailed link (issue 29): asks for it on /me/sign-in, opens it, confirms.
 * Each link works once: `usedLinks` keeps the ones opened, so a second device asks for its own.
 */
export async function signInByLink(
  app: Pick<AppServer, 'outboxDir'>,
  page: Page,
  email: string,
  usedLinks: Set<string>,
): Promise<void> {
  await page.goto('/me/sign-in');
  await page.getByLabel('Your email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await page.getByRole('status').getByText(ME_MESSAGES.linkSent).waitFor();
  const link = await mailedLink(app, email, '/me/sign-in', usedLinks);
  usedLinks.add(link);
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign In This Device' }).click();
  await page.waitForURL('**/me');
}
