import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../../src/database/data-source';
import { EventStore } from '../../src/event-store/event-store.service';
import { type MailIntent, MailOutbox } from '../../src/mail/mail-outbox';
import { countOutboxByStatus } from '../../src/mail/mail-status';
import type { RedisSettings } from '../../src/redis/redis-availability';
import { createTestDatabase, TEST_REDIS_URL, uniqueRedisPrefix } from '../support/database';
import { sleep, startMailContext, waitFor } from './support/mail-test-context';
import { type SmtpTestServer, startSmtpTestServer } from './support/smtp-test-server';

function emailAll(commandId: string, count: number): MailIntent[] {
  return Array.from({ length: count }, (_, i) => ({
    intentKey: `email-all:${commandId}:castaway${i}@example.com`,
    to: `castaway${i}@example.com`,
    subject: `Tribal council tonight (${commandId})`,
    text: `Castaway ${i}, the tribe has spoken.`,
  }));
}

describe.each([
  { mode: 'BullMQ (Redis)', useRedis: true },
  { mode: 'the in-process runner (no Redis)', useRedis: false },
])('mail through $mode', ({ useRedis }) => {
  let database: { url: string; drop(): Promise<void> };
  let redis: RedisSettings | null;
  let smtp: SmtpTestServer;
  let app: INestApplicationContext;

  async function recordInCommand(intents: MailIntent[]): Promise<string[]> {
    return app.get(EventStore).execute('SendTestMail', undefined, (tx) => app.get(MailOutbox).record(tx, intents));
  }

  async function statusOf(ids: string[]) {
    const rows: Array<{ status: string; attempts: number }> = await app
      .get(DataSource)
      .query('SELECT status, attempts FROM mail_outbox WHERE id = ANY($1::uuid[]) ORDER BY id', [ids]);
    return rows;
  }

  beforeAll(async () => {
    database = await createTestDatabase(useRedis ? 'mail_bullmq' : 'mail_in_process');
    redis = useRedis ? { url: TEST_REDIS_URL, prefix: uniqueRedisPrefix('mail-delivery') } : null;
  });

  afterEach(async () => {
    await app?.close();
    await smtp?.close();
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('email to 20 castaways recorded in one command reaches the SMTP server exactly once each; a replay sends nothing', async () => {
    smtp = await startSmtpTestServer();
    app = await startMailContext({ databaseUrl: database.url, redis, smtpUrl: smtp.url, withEventStore: true });
    const intents = emailAll('cmd-1', 20);

    const ids = await recordInCommand(intents);
    expect(new Set(ids).size).toBe(20);
    await waitFor('20 mails', () => smtp.received.length >= 20);

    const again = await recordInCommand(intents);
    expect(again).toEqual(ids);
    await sleep(800);
    expect(smtp.received).toHaveLength(20);
    expect(smtp.received.map((m) => m.to).sort()).toEqual(intents.map((i) => i.to).sort());
    expect(new Set(smtp.received.map((m) => m.subject))).toEqual(new Set(['Tribal council tonight (cmd-1)']));
    expect(smtp.received.map((m) => m.messageId).sort()).toEqual(ids.map((id) => `<${id}@tribal-pool>`).sort());
    await waitFor('rows marked sent', async () => (await statusOf(ids)).every((r) => r.status === 'sent'));
    expect(await countOutboxByStatus(app.get(DataSource).manager, 'email-all:cmd-1:')).toEqual({
      queued: 0,
      sent: 20,
      failed: 0,
    });
  });

  it('a recipient refused with a 451 on the first attempt is retried and delivered once', async () => {
    smtp = await startSmtpTestServer({
      refuseRecipient: (address, attempt) =>
        address === 'castaway3@example.com' && attempt === 1 ? { code: 451, message: 'Try again later' } : undefined,
    });
    app = await startMailContext({ databaseUrl: database.url, redis, smtpUrl: smtp.url, withEventStore: true });
    const ids = await recordInCommand(emailAll('cmd-451', 5));

    await waitFor('5 mails', () => smtp.received.length >= 5);
    await sleep(500);
    expect(smtp.received.filter((m) => m.to === 'castaway3@example.com')).toHaveLength(1);
    expect(smtp.received).toHaveLength(5);
    expect(smtp.rcptAttempts('castaway3@example.com')).toBe(2);
    await waitFor('rows marked sent', async () => (await statusOf(ids)).every((r) => r.status === 'sent'));
    const [retried] = await app
      .get(DataSource)
      .query(
        `SELECT attempts, last_error FROM mail_outbox WHERE intent_key = 'email-all:cmd-451:castaway3@example.com'`,
      );
    expect(retried).toEqual({ attempts: 2, last_error: null });
  });

  it('mail committed but never handed over (the process died right after commit) is still sent', async () => {
    smtp = await startSmtpTestServer();
    // The row exists, as a command's commit left it, but no job was ever added.
    const dataSource = createDataSource(database.url, 1);
    await dataSource.initialize();
    await dataSource.query(
      `INSERT INTO mail_outbox (id, intent_key, recipient, subject, text_body, created_at)
       VALUES (gen_random_uuid(), 'orphan:1', 'orphan@example.com', 'Lost at sea?', 'No.', now() - interval '1 minute')`,
    );
    await dataSource.destroy();

    app = await startMailContext({ databaseUrl: database.url, redis, smtpUrl: smtp.url });
    await waitFor('the orphan mail', () => smtp.received.length >= 1);
    expect(smtp.received.map((m) => m.to)).toEqual(['orphan@example.com']);
  });

  it('mail outside a command (password reset) is sent right after its own commit', async () => {
    smtp = await startSmtpTestServer();
    app = await startMailContext({ databaseUrl: database.url, redis, smtpUrl: smtp.url });
    const [id] = await app
      .get(MailOutbox)
      .enqueueOutsideCommand([
        { intentKey: 'password-reset:token-1', to: 'admin@example.com', subject: 'Reset your password', text: 'Link' },
      ]);
    await waitFor('the reset mail', () => smtp.received.length >= 1);
    expect(smtp.received[0]).toMatchObject({ to: 'admin@example.com', messageId: `<${id}@tribal-pool>` });
  });

  it('a recipient the server always refuses ends failed after the last attempt, and the others are sent', async () => {
    smtp = await startSmtpTestServer({
      refuseRecipient: (address) =>
        address === 'castaway1@example.com' ? { code: 550, message: 'No such castaway' } : undefined,
    });
    app = await startMailContext({
      databaseUrl: database.url,
      redis,
      smtpUrl: smtp.url,
      withEventStore: true,
      settings: { maxAttempts: 3, retryBaseDelayMs: 100 },
    });
    await recordInCommand(emailAll('cmd-550', 3));
    const manager = app.get(DataSource).manager;
    await waitFor(
      'delivery settled',
      async () => (await countOutboxByStatus(manager, 'email-all:cmd-550:')).queued === 0,
    );
    expect(await countOutboxByStatus(manager, 'email-all:cmd-550:')).toEqual({ queued: 0, sent: 2, failed: 1 });
    expect(smtp.rcptAttempts('castaway1@example.com')).toBe(3);
    const [failed] = await manager.query(
      `SELECT attempts, last_error FROM mail_outbox WHERE intent_key = 'email-all:cmd-550:castaway1@example.com'`,
    );
    expect(failed.attempts).toBe(3);
    expect(failed.last_error).toContain('No such castaway');
  });
});
