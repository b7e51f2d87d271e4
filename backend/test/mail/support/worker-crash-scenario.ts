import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EventStore } from '../../../src/event-store/event-store.service';
import { type MailIntent, MailOutbox } from '../../../src/mail/mail-outbox';
import type { RedisSettings } from '../../../src/redis/redis-availability';
import { createTestDatabase, TEST_REDIS_URL, uniqueRedisPrefix } from '../../support/database';
import { type MailContextOptions, sleep, startMailContext, waitFor } from './mail-test-context';
import { bundleMailWorkerChild, type MailWorkerProcess, startMailWorkerProcess } from './mail-worker-process';
import { type SmtpTestServer, startSmtpTestServer } from './smtp-test-server';

const MAILS = 12;
/** The worker process sends one mail at a time, so the four before the stalled one are done when it dies. */
const STALLED_DATA = 5;

function finaleRecap(label: string): MailIntent[] {
  return Array.from({ length: MAILS }, (_, i) => ({
    intentKey: `email-all:${label}:viewer${i}@example.com`,
    to: `viewer${i}@example.com`,
    subject: 'Finale recap',
    text: `Viewer ${i}: the votes are in.`,
  }));
}

export interface WorkerCrashCase {
  mode: string;
  useRedis: boolean;
  /** How long the dead worker's claim holds the mail. */
  leaseMs: number;
}

/**
 * The story both crash test files tell: a worker process sending one mail at a time is killed with SIGKILL
 * while the SMTP server stalls on a mail's DATA; a fresh worker must deliver every mail, none twice.
 */
export function describeWorkerCrash({ mode, useRedis, leaseMs }: WorkerCrashCase): void {
  describe(`${mode} killed in the middle of sending`, () => {
    let bundle: { file: string; remove(): Promise<void> };
    let database: { url: string; drop(): Promise<void> };
    let smtp: SmtpTestServer;
    let worker: MailWorkerProcess | undefined;
    const apps: INestApplicationContext[] = [];

    beforeAll(async () => {
      [bundle, database] = await Promise.all([bundleMailWorkerChild(), createTestDatabase('mail_crash')]);
    });

    afterEach(async () => {
      await worker?.kill();
      for (const app of apps.splice(0)) await app.close();
      await smtp?.close();
    });

    afterAll(async () => {
      await database?.drop();
      await bundle?.remove();
    });

    it('neither loses nor doubles a mail: a fresh worker finishes the job', async () => {
      smtp = await startSmtpTestServer({ stallDataNumber: STALLED_DATA });
      const redis: RedisSettings | null = useRedis
        ? { url: TEST_REDIS_URL, prefix: uniqueRedisPrefix('mail-crash') }
        : null;
      const shared: MailContextOptions = { databaseUrl: database.url, redis, smtpUrl: smtp.url };

      // The web process records the mail and sends none itself; the worker process sends one at a time.
      const web = await startMailContext({ ...shared, withEventStore: true, settings: { runWorker: false } });
      apps.push(web);
      worker = await startMailWorkerProcess(bundle.file, { ...shared, settings: { concurrency: 1, leaseMs } });
      const intents = finaleRecap(useRedis ? 'bullmq' : 'in-process');
      const ids = await web
        .get(EventStore)
        .execute('SendFinaleRecap', undefined, (tx) => web.get(MailOutbox).record(tx, intents));

      await smtp.stalled;
      expect(smtp.received).toHaveLength(STALLED_DATA - 1);
      await worker.kill();
      worker = undefined;

      apps.push(await startMailContext(shared));
      await waitFor('every mail', () => smtp.received.length >= MAILS, 15_000);
      await sleep(1000);
      expect(smtp.received.map((m) => m.to).sort()).toEqual(intents.map((i) => i.to).sort());
      expect(smtp.received.map((m) => m.messageId).sort()).toEqual(ids.map((id) => `<${id}@tribal-pool>`).sort());
      // Only the mail that was on the wire when the worker died took a second attempt.
      const rows: Array<{ status: string; attempts: number; count: string }> = await web
        .get(DataSource)
        .query('SELECT status, attempts, count(*) FROM mail_outbox GROUP BY status, attempts ORDER BY attempts');
      expect(rows).toEqual([
        { status: 'sent', attempts: 1, count: String(MAILS - 1) },
        { status: 'sent', attempts: 2, count: '1' },
      ]);
    });
  });
}
