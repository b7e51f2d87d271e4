import type { INestApplicationContext } from '@nestjs/common';
import { EmailProgress, SendEmailToAllResponse } from '@tribal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, startMailContext, waitFor } from '../mail/support/mail-test-context';
import {
  bundleMailWorkerChild,
  type MailWorkerProcess,
  startMailWorkerProcess,
} from '../mail/support/mail-worker-process';
import { confirmMemberEmail } from '../mail/support/mailed-links';
import { type SmtpTestServer, startSmtpTestServer } from '../mail/support/smtp-test-server';
import { createLeague, joinLeague, startTestApp, TestApp } from '../support/test-app';

const MEMBERS = 12;
/** The worker sends one mail at a time: four are through when the fifth stalls and the worker is killed. */
const STALLED_DATA = 5;

/**
 * The mail tests' crash story, told through the admin's email-all: the web process only records the send; a
 * worker process delivering it is killed with SIGKILL mid-send; a fresh worker finishes, and every member gets
 * the email exactly once.
 */
describe('email all users through a worker process killed mid-run (no Redis)', () => {
  let bundle: { file: string; remove(): Promise<void> };
  let smtp: SmtpTestServer;
  let t: TestApp;
  let worker: MailWorkerProcess | undefined;
  let freshWorker: INestApplicationContext | undefined;
  const runMailWorker = process.env.RUN_MAIL_WORKER;

  beforeAll(async () => {
    // The members' confirmation mails go first (issue 33: email-all reaches confirmed addresses only).
    smtp = await startSmtpTestServer({ stallDataNumber: MEMBERS + STALLED_DATA });
    bundle = await bundleMailWorkerChild();
    // The web process sends no mail itself (the setting is read from the environment at start-up).
    process.env.RUN_MAIL_WORKER = 'false';
    try {
      t = await startTestApp('email_all_crash', { env: { SMTP_URL: smtp.url } });
    } finally {
      if (runMailWorker === undefined) delete process.env.RUN_MAIL_WORKER;
      else process.env.RUN_MAIL_WORKER = runMailWorker;
    }
  });
  afterAll(async () => {
    await worker?.kill();
    await freshWorker?.close();
    await t?.close();
    await smtp?.close();
    await bundle?.remove();
  });

  it('neither loses nor doubles an email: a fresh worker finishes the send', async () => {
    const leagueId = await createLeague(t);
    for (let i = 0; i < MEMBERS; i++) await joinLeague(t, leagueId, `Viewer${i}`);
    const shared = { databaseUrl: t.databaseUrl, redis: null, smtpUrl: smtp.url };
    worker = await startMailWorkerProcess(bundle.file, {
      ...shared,
      settings: { runWorker: true, concurrency: 1, leaseMs: 2000 },
    });
    for (let i = 0; i < MEMBERS; i++) await confirmMemberEmail(t, smtp, `viewer${i}@example.com`);
    const confirmations = smtp.received.length;
    expect(confirmations).toBe(MEMBERS);
    const finale = () => smtp.received.slice(confirmations);

    const admin = { authorization: `Bearer ${await t.adminToken()}` };
    const sent = await t.request<SendEmailToAllResponse>('POST', '/api/admin/send-email', {
      headers: admin,
      body: { subject: 'Finale recap', body: 'The votes are in.' },
    });
    expect(sent.body.recipients).toBe(MEMBERS);

    await smtp.stalled;
    expect(finale()).toHaveLength(STALLED_DATA - 1);
    await worker.kill();
    worker = undefined;

    freshWorker = await startMailContext({ ...shared, settings: { runWorker: true } });
    await waitFor('every email', () => finale().length >= MEMBERS, 15_000);
    await sleep(800);
    const expected = Array.from({ length: MEMBERS }, (_, i) => `viewer${i}@example.com`).sort();
    expect(
      finale()
        .map((m) => m.to)
        .sort(),
    ).toEqual(expected);
    const progress = await t.request<EmailProgress>('GET', `/api/admin/email/${sent.body.commandId}/progress`, {
      headers: admin,
    });
    expect(progress.body).toEqual({ queued: 0, sent: MEMBERS, failed: 0 });

    // Only the mail on the wire when the worker died took a second attempt.
    const { rows } = await t.query(
      `SELECT attempts, count(*)::int AS count FROM mail_outbox WHERE intent_key LIKE 'email-all:%'
        GROUP BY attempts ORDER BY attempts`,
    );
    expect(rows).toEqual([
      { attempts: 1, count: MEMBERS - 1 },
      { attempts: 2, count: 1 },
    ]);
  });
});
