import {
  COMMISSIONER_MESSAGES,
  DEFAULT_COMMISSIONER_SETTINGS,
  DEFAULT_EPISODE_RANGES,
  LeagueDetails,
  PICK_MESSAGES,
  SCHEDULE_MESSAGES,
  SWAP_MESSAGES,
} from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { ReminderScheduler } from '../../src/reminders/reminder-scheduler';
import { sleep, waitFor } from '../mail/support/mail-test-context';
import { joinConfirmedMember } from '../mail/support/mailed-links';
import { setUpSmtpTestServer } from '../mail/support/smtp-test-server';
import { createLeague, joinLeague, lockInDraft, setUpTestApp } from '../support/test-app';

const admin = async () => ({ authorization: `Bearer ${await t.adminToken()}` });

const smtp = setUpSmtpTestServer();
const t = setUpTestApp('schedule', () => ({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://pool.example' } }));

/** A spring season: premiere Wednesday 25 February 2026, weekly at 8pm ET (EST until 8 March, EDT after). */
const SPRING: Record<string, string> = {
  1: '2026-02-26T01:00:00.000Z',
  2: '2026-03-05T01:00:00.000Z',
  3: '2026-03-12T00:00:00.000Z',
  10: '2026-04-30T00:00:00.000Z',
  12: '2026-05-14T00:00:00.000Z',
  14: '2026-05-28T00:00:00.000Z',
};

async function putSchedule(season: number | string, body: unknown, headers?: Record<string, string>) {
  return t.request<{ message: string }>('PUT', `/api/seasons/${season}/schedule`, {
    headers: headers ?? (await admin()),
    body,
  });
}
const getSchedule = (season: number) => t.request<Record<string, string>>('GET', `/api/seasons/${season}/schedule`);
function pick(leagueId: string, userName: string, episode: number, castawayId: number, token: string) {
  return t.request<{ message: string }>('POST', `/api/leagues/${leagueId}/elimination-pick`, {
    headers: { 'x-entry-token': token },
    body: { userName, episode, castawayId },
  });
}
async function atClock<T>(at: string | number, run: () => Promise<T>): Promise<T> {
  t.clock.set(new Date(at));
  try {
    return await run();
  } finally {
    t.clock.set(null);
  }
}
async function leagueDetails(leagueId: string): Promise<LeagueDetails> {
  const all = await t.request<LeagueDetails[]>('GET', '/api/leagues/all');
  const league = all.body.find((l) => l.id === leagueId);
  if (!league) throw new Error(`league ${leagueId} not listed`);
  return league;
}

describe('the season schedule', () => {
  it('anyone reads it as { episode: ISO date-time }; only the admin replaces it', async () => {
    expect(await getSchedule(50)).toMatchObject({ status: 200, body: {} });
    const anonymous = await putSchedule(50, SPRING, {});
    expect(anonymous.status).toBe(401);
    const saved = await putSchedule(50, { ...SPRING, 3: '2026-03-11T20:00:00-04:00' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(SCHEDULE_MESSAGES.saved);
    const read = await getSchedule(50);
    expect(read.body).toEqual({ ...SPRING, 3: '2026-03-12T00:00:00.000Z' });
    // A save replaces the whole schedule: an episode left out has no air time any more.
    await putSchedule(50, { 1: SPRING[1], 2: SPRING[2] });
    expect((await getSchedule(50)).body).toEqual({ 1: SPRING[1], 2: SPRING[2] });
  });

  it.each([
    ['an air time that is not a date-time', { 2: 'next Wednesday' }, SCHEDULE_MESSAGES.airTimeInvalid],
    ['a date without a zone', { 2: '2026-03-04T20:00:00' }, SCHEDULE_MESSAGES.airTimeInvalid],
    ['episode 0', { 0: SPRING[1] }, SCHEDULE_MESSAGES.episodeRange],
    ['episode 15 of a 14-episode season', { 15: SPRING[14] }, SCHEDULE_MESSAGES.seasonEpisodeRange(14)],
    ['episode 2.5', { '2.5': SPRING[2] }, SCHEDULE_MESSAGES.episodeRange],
    ['episodes out of order', { 2: SPRING[3], 3: SPRING[2] }, SCHEDULE_MESSAGES.outOfOrder(3)],
    ['a list instead of a map', [SPRING[1]], 'body'],
  ])('%s answers 400 with a message and changes nothing', async (_story, body, message) => {
    await putSchedule(49, { 1: SPRING[1] });
    const refused = await putSchedule(49, body);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(message);
    expect((await getSchedule(49)).body).toEqual({ 1: SPRING[1] });
  });

  it('a season that does not exist answers 404; one that is not a number 1-999, 400', async () => {
    expect((await getSchedule(51)).status).toBe(404);
    expect((await putSchedule(51, SPRING)).status).toBe(404);
    expect((await putSchedule('fifty', SPRING)).status).toBe(400);
    expect((await getSchedule(1000)).status).toBe(400);
  });
});

describe('default deadlines from the schedule', () => {
  it('a pick for episode 12 with no league cutoff is refused from its scheduled air time, by the server clock', async () => {
    await putSchedule(49, SPRING);
    const leagueId = await createLeague(t);
    const token = await joinLeague(t, leagueId, 'Sandra');
    const airs = Date.parse(SPRING[12]);
    const inTime = await atClock(airs - 1000, () => pick(leagueId, 'Sandra', 12, 49004, token));
    expect(inTime.status).toBe(200);
    const late = await atClock(airs, () => pick(leagueId, 'Sandra', 12, 49005, token));
    expect(late.status).toBe(403);
    expect(late.body.message).toBe(PICK_MESSAGES.deadlinePassed);
    const picks = await t.request<Record<string, Record<string, number>>>(
      'GET',
      `/api/leagues/${leagueId}/elimination-picks`,
    );
    expect(picks.body.Sandra).toEqual({ 12: 49004 });
  });

  it("a league's own cutoff wins: set after the air time, picks stay open until it", async () => {
    await putSchedule(49, SPRING);
    const leagueId = await createLeague(t);
    const token = await joinLeague(t, leagueId, 'Tony');
    const own = '2026-05-14T02:00:00.000Z';
    const cutoffs = await t.request('PUT', `/api/leagues/${leagueId}/elimination-cutoff`, {
      headers: await admin(),
      body: { cutoffs: { 12: own, 13: '2026-05-21T00:00:00.000Z' } },
    });
    expect(cutoffs.status).toBe(200);
    expect((await leagueDetails(leagueId)).weeklyEliminationCutoffs).toEqual({
      12: own,
      13: '2026-05-21T00:00:00.000Z',
    });
    expect(
      (await atClock(Date.parse(SPRING[12]) + 60_000, () => pick(leagueId, 'Tony', 12, 49004, token))).status,
    ).toBe(200);
    expect((await atClock(own, () => pick(leagueId, 'Tony', 12, 49005, token))).status).toBe(403);
  });

  it('without a league deadline the swap closes at 7pm ET on the day episode 10 airs', async () => {
    await putSchedule(49, SPRING);
    const leagueId = await createLeague(t);
    const late = await joinLeague(t, leagueId, 'Late');
    const early = await joinLeague(t, leagueId, 'Early');
    expect((await lockInDraft(t, leagueId, 'Late', late, [49001, 49002, 49003])).status).toBe(201);
    expect((await lockInDraft(t, leagueId, 'Early', early, [49001, 49002, 49003])).status).toBe(201);
    // Episode 10 airs Wednesday 29 April 2026 at 8pm EDT; the swap closes at 7pm EDT = 23:00 UTC.
    const sevenPm = Date.parse('2026-04-29T23:00:00.000Z');
    const swap = (userName: string, token: string) =>
      t.request<{ message: string }>('POST', `/api/leagues/${leagueId}/swap`, {
        headers: { 'x-entry-token': token },
        body: { userName, team: [49001, 49002, 49004] },
      });
    expect((await atClock(sevenPm - 1000, () => swap('Early', early))).status).toBe(200);
    const refused = await atClock(sevenPm, () => swap('Late', late));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SWAP_MESSAGES.deadlinePassed(10));
  });

  it("a reminder goes out 24 hours before a scheduled episode's air time and says where the deadline comes from", async () => {
    await putSchedule(49, SPRING);
    const leagueId = await createLeague(t, { leagueName: 'Air Time Pool' });
    await joinConfirmedMember(t, smtp, leagueId, 'Rob');
    const airs = Date.parse(SPRING[3]);
    const scheduler = t.app.get(ReminderScheduler);
    t.clock.set(new Date(airs - 23 * 3600_000));
    try {
      await scheduler.runDue();
    } finally {
      t.clock.set(null);
    }
    const about = (m: { subject: string }) => m.subject.includes('episode 3') && m.subject.includes('Air Time Pool');
    await waitFor('the episode 3 reminder', () => smtp.received.some(about));
    await sleep(200);
    const mails = smtp.received.filter(about);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Picks close Wednesday, March 11 at 8:00 PM EDT');
    expect(mails[0].text).toContain('when the episode airs; your league set no cutoff of its own');
  });
});

describe("the commissioner's settings", () => {
  const settings = {
    paymentHandles: {
      venmo: '@Boston-Rob',
      paypal: 'paypal.me/bostonrob',
      cashApp: '$BostonRob',
      other: 'Cash at the watch party',
    },
    entryFeeDollars: 12.5,
    payoutPercents: [60, 25, 10, 5],
  };
  const put = async (leagueId: string, body: unknown, headers?: Record<string, string>) =>
    t.request<{ message: string }>('PUT', `/api/leagues/${leagueId}/commissioner-settings`, {
      headers: headers ?? (await admin()),
      body,
    });

  it("a league starts with the spec's fee and split and no handles; the admin sets its own, everyone reads them", async () => {
    const leagueId = await createLeague(t);
    expect((await leagueDetails(leagueId)).commissionerSettings).toEqual(DEFAULT_COMMISSIONER_SETTINGS);
    expect((await put(leagueId, settings, {})).status).toBe(401);
    const saved = await put(leagueId, {
      ...settings,
      paymentHandles: { ...settings.paymentHandles, venmo: '  @Boston-Rob ' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(COMMISSIONER_MESSAGES.saved);
    expect((await leagueDetails(leagueId)).commissionerSettings).toEqual(settings);
    const one = await t.request<LeagueDetails>('GET', `/api/leagues/${leagueId}`);
    expect(one.body.commissionerSettings).toEqual(settings);
  });

  it.each([
    ['a split adding up to 95', { payoutPercents: [70, 20, 5] }, COMMISSIONER_MESSAGES.payoutSum],
    ['a split adding up to 105', { payoutPercents: [80, 20, 5] }, COMMISSIONER_MESSAGES.payoutSum],
    ['a negative share', { payoutPercents: [110, -10] }, COMMISSIONER_MESSAGES.payoutInvalid],
    ['no places', { payoutPercents: [] }, COMMISSIONER_MESSAGES.payoutPlaces],
    ['a negative fee', { entryFeeDollars: -5 }, COMMISSIONER_MESSAGES.feeInvalid],
    ['a fee in fractions of a cent', { entryFeeDollars: 10.005 }, COMMISSIONER_MESSAGES.feeInvalid],
    ['a fee as text', { entryFeeDollars: 'ten' }, COMMISSIONER_MESSAGES.feeInvalid],
    [
      'a handle over 100 characters',
      { paymentHandles: { venmo: `@${'x'.repeat(100)}` } },
      COMMISSIONER_MESSAGES.handleTooLong,
    ],
    [
      'a handle with a control character',
      { paymentHandles: { cashApp: '$Rob\u0007' } },
      COMMISSIONER_MESSAGES.controlCharacters,
    ],
    [
      'a handle with a line break',
      { paymentHandles: { paypal: 'rob\nevil' } },
      COMMISSIONER_MESSAGES.controlCharacters,
    ],
  ])('%s answers 400 with its message and changes nothing', async (_story, change, message) => {
    const leagueId = await createLeague(t);
    expect((await put(leagueId, settings)).status).toBe(200);
    const body = {
      ...settings,
      ...change,
      paymentHandles: { ...settings.paymentHandles, ...(change as { paymentHandles?: object }).paymentHandles },
    };
    const refused = await put(leagueId, body);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(message);
    expect((await leagueDetails(leagueId)).commissionerSettings).toEqual(settings);
  });

  it('a split of thirds in hundredths adds up exactly; an unknown league answers 404', async () => {
    const leagueId = await createLeague(t);
    const thirds = { ...settings, payoutPercents: [33.34, 33.33, 33.33] };
    expect((await put(leagueId, thirds)).status).toBe(200);
    expect((await put('no-such-league', settings)).status).toBe(404);
  });
});

describe('league cutoffs cover episodes 2-13', () => {
  it.each([
    ['episode 14', { 14: '2026-05-28T00:00:00.000Z' }, PICK_MESSAGES.cutoffEpisodeRange(DEFAULT_EPISODE_RANGES)],
    ['episode 1', { 1: '2026-02-26T01:00:00.000Z' }, PICK_MESSAGES.cutoffEpisodeRange(DEFAULT_EPISODE_RANGES)],
    ['a cutoff that is not a date-time', { 11: '2026-05-06 8pm' }, 'each cutoff must be an ISO date-time'],
  ])('%s answers 400 and changes nothing', async (_story, cutoffs, message) => {
    const leagueId = await createLeague(t);
    const refused = await t.request<{ message: string }>('PUT', `/api/leagues/${leagueId}/elimination-cutoff`, {
      headers: await admin(),
      body: { cutoffs: { 13: '2026-05-21T00:00:00.000Z', ...cutoffs } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(message);
    expect((await leagueDetails(leagueId)).weeklyEliminationCutoffs).toEqual({});
  });
});
