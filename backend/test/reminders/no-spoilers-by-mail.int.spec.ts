import { Castaway } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { ReminderScheduler } from '../../src/reminders/reminder-scheduler';
import { waitFor } from '../mail/support/mail-test-context';
import { joinConfirmedMember } from '../mail/support/mailed-links';
import { setUpSmtpTestServer } from '../mail/support/smtp-test-server';
import { createLeague, setUpTestApp } from '../support/test-app';

const HOUR = 3600_000;
const base = Math.floor(Date.now() / 1000) * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

const smtp = setUpSmtpTestServer();
const t = setUpTestApp('no-spoilers-mail', () => ({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://pool.example' } }));

const admin = async () => ({ authorization: `Bearer ${await t.adminToken()}` });

async function runSchedulerAt(at: number) {
  t.clock.set(new Date(at));
  try {
    return await t.app.get(ReminderScheduler).runDue();
  } finally {
    t.clock.set(null);
  }
}

describe('no spoilers by mail', () => {
  it('pick and draft reminders sent mid-season name no castaway and give no result, in subject or body', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Late Viewers Pool' });
    const cast = (await t.request<Castaway[]>('GET', `/api/leagues/${leagueId}/castaways`)).body;
    const [first, second, third, fourth] = cast;
    const token = await joinConfirmedMember(t, smtp, leagueId, 'Hali');
    await joinConfirmedMember(t, smtp, leagueId, 'Kimi');
    // Hali drafted the castaway who then goes home, picked her for episode 3 and scored: there are results to spoil.
    await t.request('POST', `/api/leagues/${leagueId}/draft`, {
      headers: { 'x-entry-token': token },
      body: { userName: 'Hali', team: [first.id, second.id, third.id] },
    });
    await t.request('POST', `/api/leagues/${leagueId}/elimination-pick`, {
      headers: { 'x-entry-token': token },
      body: { userName: 'Hali', episode: 3, castawayId: first.id },
    });
    const scored = await t.request('PUT', '/api/scores/49/3', {
      headers: await admin(),
      body: { [first.id]: { votedOut: true, votesAgainst: 5 }, [fourth.id]: { individualRewardWins: 1 } },
    });
    expect(scored.status).toBe(200);

    const pickDeadline = base + 48 * HOUR;
    const draftDeadline = base + 50 * HOUR;
    await t.request('PUT', `/api/leagues/${leagueId}/elimination-cutoff`, {
      headers: await admin(),
      body: { cutoffs: { 4: iso(pickDeadline) } },
    });
    const late = await createLeague(t, { leagueName: 'Second Chance Pool' });
    await joinConfirmedMember(t, smtp, late, 'Mateo');
    await t.request('POST', `/api/leagues/${late}/deadline`, {
      headers: await admin(),
      body: { draftDeadline: iso(draftDeadline) },
    });

    // (The members' confirmation mails came before: league mail goes to confirmed addresses only.)
    const confirmations = smtp.received.length;
    const reminders = () => smtp.received.slice(confirmations);
    await runSchedulerAt(pickDeadline - 23 * HOUR);
    await runSchedulerAt(draftDeadline - 23 * HOUR);
    await waitFor('the pick and draft reminders', () => reminders().length >= 3);

    expect(
      reminders()
        .map((m) => m.subject)
        .sort(),
    ).toEqual([
      'Reminder: draft your team in Second Chance Pool within 24 hours',
      'Reminder: your episode 4 elimination pick in Late Viewers Pool',
      'Reminder: your episode 4 elimination pick in Late Viewers Pool',
    ]);
    for (const mail of reminders()) {
      const text = `${mail.subject}\n${mail.text}`;
      for (const castaway of cast) expect(text).not.toContain(castaway.name);
      expect(text).not.toMatch(/voted out|eliminated|went home|points?\b|rank|standings|total|correct|right pick/i);
    }
  });
});
