import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Api } from './api';
import type { AppServer } from './app-server';

/** A mail the app wrote to its outbox folder, as a mail client reads it. */
export interface OutboxMail {
  to: string;
  text: string;
  /** header lines by lower-cased name */
  headers: Record<string, string>;
}

async function outboxMails(app: AppServer): Promise<OutboxMail[]> {
  const files = (await readdir(app.outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const mails: OutboxMail[] = [];
  for (const file of files) {
    const mail = await simpleParser(await readFile(join(app.outboxDir, file)));
    mails.push({
      to: Array.isArray(mail.to) ? mail.to.map((a) => a.text).join() : (mail.to?.text ?? ''),
      text: mail.text ?? '',
      headers: Object.fromEntries(mail.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()])),
    });
  }
  return mails;
}

/** Waits (bounded) for a mail to `to` whose text links `path` (`/confirm-email`), and answers that link. */
export async function mailedLink(app: AppServer, to: string, path: string): Promise<URL> {
  const pattern = new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?\\S+`);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const mail of await outboxMails(app)) {
      const link = pattern.exec(mail.text)?.[0];
      if (mail.to.includes(to) && link) return new URL(link);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} linking ${path} within 15 s`);
}

/**
 * The member behind `email` confirms it with the link mailed when they joined (issue 33: league mail goes to
 * confirmed addresses only), through the API: for stories about what league mail does, not about confirming.
 */
export async function confirmMemberEmail(app: AppServer, api: Api, email: string): Promise<void> {
  const link = await mailedLink(app, email, '/confirm-email');
  await api.call('POST', '/api/entries/confirm-email', { code: link.searchParams.get('code') });
}
