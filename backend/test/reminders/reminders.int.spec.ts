import { beforeAll, describe, expect, it } from 'vitest';
import { ReminderScheduler } from '../../src/reminders/reminder-scheduler';
import { sleep, waitFor } from '../mail/support/mail-test-context';
import { joinConfirmedMember } from '../mail/support/mailed-links';
import { setUpSmtpTestServer } from '../mail/support/smtp-test-server';
import { createLeague, setUpTestApp } from '../support/test-app';

const HOUR = 3600_000;
let scheduler: ReminderScheduler;
/** Deadlines are set relative to the real time the test starts (admin sessions live on the same clock). */
const base = Math.floor(Date.now() / 1000) * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

const smtp = setUpSmtpTestServer();
const t = setUpTestApp('reminders', () => ({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://pool.example' } }));
beforeAll(async () => {
  scheduler = t.app.get(ReminderScheduler);
});

const admin = async () => ({ authorization: `Bearer ${await t.adminToken()}` });

async function setDraftDeadline(leagueId: string, at: number) {
  const response = await t.request('POST', `/api/leagues/${leagueId}/deadline`, {
    headers: await admin(),
    body: { draftDeadline: iso(at) },
  });
  expect(response.status).toBe(200);
}

async function setCutoffs(leagueId: string, cutoffs: Record<number, number>) {
  const body = { cutoffs: Object.fromEntries(Object.entries(cutoffs).map(([episode, at]) => [episode, iso(at)])) };
  const response = await t.request('PUT', `/api/leagues/${leagueId}/elimination-cutoff`, {
    headers: await admin(),
    body,
  });
  expect(response.status).toBe(200);
}

/** Moves the app's clock to `at`, runs the scheduler as its timer would, and puts the clock back. */
async function runSchedulerAt(at: number) {
  t.clock.set(new Date(at));
  try {
    return await scheduler.runDue();
  } finally {
    t.clock.set(null);
  }
}

const mailsAbout = (text: string) => smtp.received.filter((m) => m.subject.includes(text));
async function expectMails(text: string, recipients: string[]) {
  await waitFor(`${recipients.length} mail(s) about ${text}`, () => mailsAbout(text).length >= recipients.length);
  await sleep(300);
  expect(
    mailsAbout(text)
      .map((m) => m.to)
      .sort(),
  ).toEqual(recipients.sort());
}

describe('deadline reminders (timer scan, no Redis)', () => {
  it('24 hours before the draft deadline, members who have not drafted get one reminder; a second run sends nothing', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Draft Night Pool' });
    const parvati = await joinConfirmedMember(t, smtp, leagueId, 'Parvati');
    await joinConfirmedMember(t, smtp, leagueId, 'Amanda');
    await joinConfirmedMember(t, smtp, leagueId, 'Cirie');
    const drafted = await t.request('POST', `/api/leagues/${leagueId}/draft`, {
      headers: { 'x-entry-token': parvati },
      body: { userName: 'Parvati', team: [49001, 49002, 49003] },
    });
    expect(drafted.status).toBe(201);
    const deadline = base + 48 * HOUR;
    await setDraftDeadline(leagueId, deadline);

    const early = await runSchedulerAt(deadline - 25 * HOUR);
    expect(early.filter((o) => o.target.leagueId === leagueId)).toEqual([]);
    const due = await runSchedulerAt(deadline - 23 * HOUR);
    expect(due.filter((o) => o.target.leagueId === leagueId)).toEqual([
      { target: { leagueId, kind: 'draft', episode: null, deadline: iso(deadline) }, sent: true, recipients: 2 },
    ]);
    await expectMails('Draft Night Pool', ['amanda@example.com', 'cirie@example.com']);
    const mail = mailsAbout('Draft Night Pool')[0];
    expect(mail.subject).toBe('Reminder: draft your team in Draft Night Pool within 24 hours');
    expect(mail.text).toContain('https://pool.example/draft');
    expect(mail.text).toContain('https://pool.example/api/reminders/unsubscribe?token=');

    const ofThisLeague = (outcomes: Array<{ target: { leagueId: string } }>) =>
      outcomes.filter((o) => o.target.leagueId === leagueId);
    expect(ofThisLeague(await runSchedulerAt(deadline - 22 * HOUR))).toEqual([]);
    expect(ofThisLeague(await runSchedulerAt(deadline - HOUR))).toEqual([]);
    await sleep(300);
    expect(mailsAbout('Draft Night Pool')).toHaveLength(2);
    const { rows } = await t.query('SELECT kind, episode, recipients FROM reminders_sent WHERE league_id = $1', [
      leagueId,
    ]);
    expect(rows).toEqual([{ kind: 'draft', episode: 0, recipients: 2 }]);
  });

  it('before each elimination cutoff only members without a pick for that episode are reminded; a moved cutoff is reminded of at its new time only', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Tribal Council Pool' });
    const ozzy = await joinConfirmedMember(t, smtp, leagueId, 'Ozzy');
    await joinConfirmedMember(t, smtp, leagueId, 'Yul');
    await joinConfirmedMember(t, smtp, leagueId, 'Sundra');
    const episode3 = base + 48 * HOUR;
    const episode4 = base + 72 * HOUR;
    await setCutoffs(leagueId, { 3: episode3, 4: episode4 });
    const picked = await t.request('POST', `/api/leagues/${leagueId}/elimination-pick`, {
      headers: { 'x-entry-token': ozzy },
      body: { userName: 'Ozzy', episode: 3, castawayId: 49005 },
    });
    expect(picked.status).toBe(200);
    // The admin moves episode 3's cutoff two days later before its reminder went out.
    const movedEpisode3 = base + 96 * HOUR;
    await setCutoffs(leagueId, { 3: movedEpisode3, 4: episode4 });

    const oldTarget = { leagueId, kind: 'elimination-pick' as const, episode: 3, deadline: iso(episode3) };
    const early = await runSchedulerAt(episode3 - 23 * HOUR);
    expect(early.filter((o) => o.target.leagueId === leagueId)).toEqual([]);
    // A job scheduled for the old time (the BullMQ path) finds the deadline moved and sends nothing.
    t.clock.set(new Date(episode3 - 23 * HOUR));
    try {
      expect(await scheduler.send(oldTarget)).toEqual({ target: oldTarget, sent: false, recipients: 0 });
    } finally {
      t.clock.set(null);
    }

    await runSchedulerAt(episode4 - 23 * HOUR);
    await expectMails('episode 4 elimination pick in Tribal Council Pool', [
      'ozzy@example.com',
      'sundra@example.com',
      'yul@example.com',
    ]);
    await runSchedulerAt(movedEpisode3 - 23 * HOUR);
    await expectMails('episode 3 elimination pick in Tribal Council Pool', ['sundra@example.com', 'yul@example.com']);
    expect(mailsAbout('episode 3 elimination pick')[0].text).toContain(
      `https://pool.example/leagues/${leagueId}/elimination-pick`,
    );
    const { rows } = await t.query(
      'SELECT episode, deadline FROM reminders_sent WHERE league_id = $1 ORDER BY episode',
      [leagueId],
    );
    expect(rows.map((r) => [r.episode, r.deadline.toISOString()])).toEqual([
      [3, iso(movedEpisode3)],
      [4, iso(episode4)],
    ]);
  });

  it('no pick reminder goes out for an episode whose vote-out is already recorded (its picks are closed)', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Early Scoring Pool' });
    await joinConfirmedMember(t, smtp, leagueId, 'Tony');
    const episode6 = base + 48 * HOUR;
    await setCutoffs(leagueId, { 6: episode6 });
    const scored = await t.request('PUT', '/api/scores/49/6', {
      headers: await admin(),
      body: { 49002: { votedOut: true } },
    });
    expect(scored.status).toBe(200);
    try {
      const outcomes = await runSchedulerAt(episode6 - 23 * HOUR);
      const ours = outcomes.filter((o) => o.target.leagueId === leagueId);
      expect(ours.map((o) => [o.target.episode, o.recipients])).toEqual([[6, 0]]);
      await sleep(300);
      expect(mailsAbout('Early Scoring Pool')).toEqual([]);
    } finally {
      await t.request('DELETE', '/api/scores', { headers: await admin() });
    }
  });

  it('the unsubscribe link in a reminder works with one click and stops later reminders', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Quiet Pool' });
    await joinConfirmedMember(t, smtp, leagueId, 'Kim');
    await joinConfirmedMember(t, smtp, leagueId, 'Sarah');
    const episode5 = base + 48 * HOUR;
    const episode6 = base + 72 * HOUR;
    await setCutoffs(leagueId, { 5: episode5, 6: episode6 });

    await runSchedulerAt(episode5 - 23 * HOUR);
    await expectMails('episode 5 elimination pick in Quiet Pool', ['kim@example.com', 'sarah@example.com']);
    const toKim = mailsAbout('episode 5 elimination pick in Quiet Pool').find((m) => m.to === 'kim@example.com');
    const link = toKim?.text.match(/https:\/\/pool\.example(\/api\/reminders\/unsubscribe\?token=\S+)/)?.[1];
    expect(link).toBeDefined();
    // A reminder is league mail: it also carries the league's one-click way out (RFC 8058).
    expect(toKim?.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/pool\.example\/api\/mail\/unsubscribe\?token=\S+>$/,
    );
    expect(toKim?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    for (let click = 0; click < 2; click++) {
      const page = await t.request<string>('GET', link as string);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.body).toContain('You will no longer receive reminder emails.');
    }
    const forged = await t.request<string>('GET', `${(link as string).slice(0, -4)}AAAA`);
    expect(forged.status).toBe(400);
    expect(forged.body).toContain('This unsubscribe link is not valid.');
    expect((await t.request('GET', '/api/reminders/unsubscribe')).status).toBe(400);

    await runSchedulerAt(episode6 - 23 * HOUR);
    await expectMails('episode 6 elimination pick in Quiet Pool', ['sarah@example.com']);
    const { rows } = await t.query('SELECT email FROM reminder_unsubscribes');
    expect(rows).toEqual([{ email: 'kim@example.com' }]);
  });
});
