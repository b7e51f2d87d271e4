import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_QUEUE, ReminderScheduler, reminderJobId } from '../../src/reminders/reminder-scheduler';
import { sleep, waitFor } from '../mail/support/mail-test-context';
import { joinConfirmedMember } from '../mail/support/mailed-links';
import { type SmtpTestServer, startSmtpTestServer } from '../mail/support/smtp-test-server';
import { createLeague, startTestApp, TestApp } from '../support/test-app';

const HOUR = 3600_000;
let smtp: SmtpTestServer;
let t: TestApp;
let queue: Queue;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await startTestApp('reminders_bullmq', { redis: true, env: { SMTP_URL: smtp.url } });
  const redis = t.redis as { url: string; prefix: string };
  queue = new Queue(REMINDER_QUEUE, { connection: { url: redis.url }, prefix: redis.prefix });
});
afterAll(async () => {
  // The moved cutoff's job waits two days: leave nothing behind in the machine's Redis.
  await queue?.obliterate({ force: true });
  await queue?.close();
  await t?.close();
  await smtp?.close();
});

const iso = (ms: number) => new Date(ms).toISOString();

describe('deadline reminders through BullMQ delayed jobs', () => {
  it('a delayed job sends the reminder once when its time comes; the job of a moved cutoff sends nothing', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Redis Pool' });
    await joinConfirmedMember(t, smtp, leagueId, 'Coach');
    await joinConfirmedMember(t, smtp, leagueId, 'Brenda');
    // Reminder time (cutoff - 24 h) is 1.5 s from now, for episodes 7 and 8.
    const soon = Math.ceil((Date.now() + 24 * HOUR + 1500) / 1000) * 1000;
    const admin = { authorization: `Bearer ${await t.adminToken()}` };
    const setCutoffs = (cutoffs: Record<number, number>) =>
      t.request('PUT', `/api/leagues/${leagueId}/elimination-cutoff`, {
        headers: admin,
        body: { cutoffs: Object.fromEntries(Object.entries(cutoffs).map(([e, at]) => [e, iso(at)])) },
      });
    expect((await setCutoffs({ 7: soon, 8: soon })).status).toBe(200);
    const moved = soon + 48 * HOUR;
    expect((await setCutoffs({ 7: soon, 8: moved })).status).toBe(200);

    const aboutEpisode = (episode: number) =>
      smtp.received.filter((m) => m.subject === `Reminder: your episode ${episode} elimination pick in Redis Pool`);
    await waitFor('episode 7 reminders', () => aboutEpisode(7).length >= 2, 10_000);
    const oldJobId = reminderJobId({ leagueId, kind: 'elimination-pick', episode: 8, deadline: iso(soon) });
    await waitFor('the old episode 8 job done', async () => (await queue.getJob(oldJobId))?.finishedOn !== undefined);
    expect((await queue.getJob(oldJobId))?.returnvalue).toMatchObject({ sent: false, recipients: 0 });
    await sleep(500);
    expect(
      aboutEpisode(7)
        .map((m) => m.to)
        .sort(),
    ).toEqual(['brenda@example.com', 'coach@example.com']);
    expect(aboutEpisode(8)).toEqual([]);

    // The safety-net scan, or a second process, finds nothing left to send.
    expect((await t.app.get(ReminderScheduler).runDue()).filter((o) => o.target.leagueId === leagueId)).toEqual([]);
    const newJob = await queue.getJob(
      reminderJobId({ leagueId, kind: 'elimination-pick', episode: 8, deadline: iso(moved) }),
    );
    expect(await newJob?.getState()).toBe('delayed');
    const { rows } = await t.query('SELECT episode, recipients FROM reminders_sent WHERE league_id = $1', [leagueId]);
    expect(rows).toEqual([{ episode: 7, recipients: 2 }]);
  });
});
