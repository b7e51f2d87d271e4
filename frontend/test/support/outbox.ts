import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
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
