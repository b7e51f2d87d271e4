import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { simpleParser } from 'mailparser';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailOutbox } from '../../src/mail/mail-outbox';
import { createTestDatabase, TEST_REDIS_URL, uniqueRedisPrefix } from '../support/database';
import { startMailContext, waitFor } from './support/mail-test-context';

describe.each([
  { mode: 'BullMQ (Redis)', useRedis: true },
  { mode: 'the in-process runner (no Redis)', useRedis: false },
])('without SMTP_URL, through $mode', ({ useRedis }) => {
  let database: { url: string; drop(): Promise<void> };
  let dataDir: string;
  let app: INestApplicationContext;

  beforeAll(async () => {
    database = await createTestDatabase('mail_eml');
    dataDir = await mkdtemp(join(tmpdir(), 'tribal-pool-mail-'));
    app = await startMailContext({
      databaseUrl: database.url,
      redis: useRedis ? { url: TEST_REDIS_URL, prefix: uniqueRedisPrefix('mail-eml') } : null,
      dataDir,
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('each mail is written once as an .eml file named by its outbox id under dataDir/outbox', async () => {
    const screenshot = Buffer.from('not really a png');
    const ids = await app.get(MailOutbox).enqueueOutsideCommand([
      {
        intentKey: 'problem-report:1',
        to: 'admin@example.com',
        subject: 'Problem report from Parvati',
        text: 'The draft page froze.',
        html: '<p>The draft page <b>froze</b>.</p>',
        attachments: [
          { filename: 'screenshot.png', contentType: 'image/png', contentBase64: screenshot.toString('base64') },
        ],
      },
      {
        intentKey: 'password-reset:1',
        to: 'admin@example.com',
        subject: 'Reset your password',
        text: 'Follow the link.',
      },
    ]);
    const folder = join(dataDir, 'outbox');
    const emlFiles = async () => (await readdir(folder).catch(() => [])).filter((f) => f.endsWith('.eml'));
    await waitFor('two .eml files', async () => (await emlFiles()).length >= 2);
    expect((await emlFiles()).sort()).toEqual(ids.map((id) => `${id}.eml`).sort());

    const report = await simpleParser(await readFile(join(folder, `${ids[0]}.eml`)));
    expect(report.subject).toBe('Problem report from Parvati');
    expect(report.messageId).toBe(`<${ids[0]}@tribal-pool>`);
    expect(report.html).toContain('<b>froze</b>');
    expect(report.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([
      ['screenshot.png', 'image/png', 'not really a png'],
    ]);
    // The file is written first and the row marked sent after it, so the status is awaited (bounded), not raced.
    const status = async () =>
      (await app.get(DataSource).query('SELECT status FROM mail_outbox WHERE id = $1', [ids[1]]))[0]?.status;
    await waitFor('the mail marked sent', async () => (await status()) !== 'pending');
    expect(await status()).toBe('sent');
  });
});
