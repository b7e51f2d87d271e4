import { LEAGUE_MANAGER_MESSAGES, PICK_MESSAGES, PickBoard, weeklySchedule } from '@tribal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../mail/support/mail-test-context';
import { joinConfirmedMember } from '../mail/support/mailed-links';
import { setUpSmtpTestServer } from '../mail/support/smtp-test-server';
import { setUpTestApp } from '../support/test-app';
import { bearer, startAndActivate } from './support/commissioner-flow';

/**
 * Issue 33, review finding N2: a commissioner is a stranger who plays. Setting a cutoff a minute in the past used to
 * unseal every member's open pick (to the commissioner and to anyone), let the commissioner change them, and a
 * removed cutoff re-opened the episode. A pick now stays sealed until the later of its league cutoff and the
 * episode's scheduled air time, and only the site admin sets a cutoff in the past or moves one that has passed.
 */

const smtp = setUpSmtpTestServer();
const t = setUpTestApp('cutoffs-and-sealed-picks', () => ({ env: { SMTP_URL: smtp.url } }));
const admin = async () => bearer(await t.adminToken());

const DAY = 86_400_000;
let airTimes: Record<string, string>;

beforeAll(async () => {
  // Season 49 premiered three weeks ago: episode 5 airs in about a week.
  const premiere = new Date(Date.now() - 21 * DAY);
  airTimes = weeklySchedule(
    { year: premiere.getUTCFullYear(), month: premiere.getUTCMonth() + 1, day: premiere.getUTCDate() },
    14,
  );
  const saved = await t.request('PUT', '/api/seasons/49/schedule', { headers: await admin(), body: airTimes });
  expect(saved.status).toBe(200);
});

const boardPicks = async (leagueId: string, episode: number, headers: Record<string, string> = {}) =>
  (
    await t.request<PickBoard>('GET', `/api/leagues/${leagueId}/elimination-picks/board`, { headers })
  ).body.episodes.find((e) => e.episode === episode)?.picks ?? [];

describe('N2: a commissioner cannot unseal picks by moving a cutoff', () => {
  it('a cutoff in the past is refused; picks stay sealed until the air time; no correction on a cutoff alone', async () => {
    const carol = await startAndActivate(t, smtp, 'Cutoff Probe', 'carol@example.com', 'carol');
    const L = carol.leagueId;
    const B = bearer(carol.commissionerToken);
    // A confirmed address: the correction mail goes to no other (issue 33).
    const bob = await joinConfirmedMember(t, smtp, L, 'bob');
    const cast = (await t.request<Array<{ id: number; name: string }>>('GET', '/api/castaways/49')).body;
    const name = (id: number) => cast.find((c) => c.id === id)?.name;
    const pickByBob = (castawayId: number) =>
      t.request<{ message: string }>('POST', `/api/leagues/${L}/elimination-pick`, {
        headers: { 'x-entry-token': bob },
        body: { userName: 'bob', episode: 5, castawayId },
      });
    const correct = (headers: Record<string, string>, castawayId: number) =>
      t.request<{ message: string }>('PUT', `/api/admin/leagues/${L}/elimination-pick`, {
        headers,
        body: { userName: 'bob', episode: 5, castawayId },
      });
    const setCutoffs = (headers: Record<string, string>, cutoffs: Record<string, string>) =>
      t.request<{ message: string }>('PUT', `/api/leagues/${L}/elimination-cutoff`, { headers, body: { cutoffs } });

    expect((await pickByBob(49008)).status).toBe(200);
    expect(await boardPicks(L, 5, B)).toEqual([]);

    // The attack: a cutoff one minute in the past.
    const past = new Date(Date.now() - 60_000).toISOString();
    expect.soft(await setCutoffs(B, { 5: past })).toMatchObject({
      status: 400,
      body: { message: LEAGUE_MANAGER_MESSAGES.cutoffInPast(5) },
    });
    expect.soft(await boardPicks(L, 5, B), 'the commissioner sees a sealed pick').toEqual([]);
    expect.soft(await boardPicks(L, 5), 'a visitor sees a sealed pick').toEqual([]);
    expect.soft(await correct(B, 49009), 'the commissioner changes a sealed pick').toMatchObject({
      status: 403,
      body: { message: LEAGUE_MANAGER_MESSAGES.pickStillSealed },
    });

    // The site admin may close the window early: bob can no longer pick, yet nobody else sees his pick until
    // the episode airs, and the commissioner still may not correct it.
    expect((await setCutoffs(await admin(), { 5: past })).status).toBe(200);
    expect.soft(await pickByBob(49010)).toMatchObject({ status: 403, body: { message: PICK_MESSAGES.deadlinePassed } });
    expect.soft(await boardPicks(L, 5, B), 'sealed until the air time').toEqual([]);
    expect.soft(await boardPicks(L, 5), 'sealed until the air time').toEqual([]);
    const board = await t.request<PickBoard>('GET', `/api/leagues/${L}/elimination-picks/board`);
    expect.soft(board.body.episodes.find((e) => e.episode === 5)).toMatchObject({
      cutoff: past,
      unsealsAt: airTimes[5],
      closed: false,
    });
    expect.soft(await correct(B, 49009)).toMatchObject({
      status: 403,
      body: { message: LEAGUE_MANAGER_MESSAGES.pickStillSealed },
    });
    // Removing or moving a cutoff that has passed would re-open the episode: the commissioner may not.
    expect.soft(await setCutoffs(B, {}), 'the commissioner re-opens the episode').toMatchObject({
      status: 403,
      body: { message: LEAGUE_MANAGER_MESSAGES.cutoffPassed(5) },
    });
    const later = new Date(Date.now() + DAY).toISOString();
    expect.soft(await setCutoffs(B, { 5: later })).toMatchObject({
      status: 403,
      body: { message: LEAGUE_MANAGER_MESSAGES.cutoffPassed(5) },
    });
    // The same cutoffs again (the form sends them all) change nothing and are fine.
    expect.soft((await setCutoffs(B, { 5: past })).status).toBe(200);
    expect.soft(await pickByBob(49010), 'the episode was re-opened').toMatchObject({ status: 403 });

    // Once episode 5 has aired, everyone sees the pick, the commissioner may correct it, and bob is told.
    try {
      t.clock.set(new Date(Date.parse(airTimes[5]) + 1000));
      expect(await boardPicks(L, 5)).toMatchObject([{ userName: 'bob', castawayId: 49008 }]);
      const before = smtp.received.length;
      expect(await correct(B, 49009)).toMatchObject({ status: 200 });
      await waitFor('the correction mail to bob', () =>
        smtp.received.slice(before).some((m) => m.to === 'bob@example.com'),
      );
      const mail = smtp.received.slice(before).find((m) => m.to === 'bob@example.com');
      expect(mail?.subject).toContain('Cutoff Probe');
      expect(mail?.text).toContain(`episode 5`);
      expect(mail?.text).toContain(`${name(49008)} → ${name(49009)}`);
      const record = await t.request<Array<{ actor: string; summary: string; before?: string; after?: string }>>(
        'GET',
        `/api/leagues/${L}/record`,
      );
      expect(record.body[0]).toMatchObject({
        actor: 'commissioner',
        summary: `bob's pick for episode 5 corrected: ${name(49008)} → ${name(49009)}`,
        before: name(49008),
        after: name(49009),
      });
    } finally {
      t.clock.set(null);
    }
  });

  it('the draft deadline: a commissioner cannot set one in the past, nor move or remove one that has passed', async () => {
    const dora = await startAndActivate(t, smtp, 'Deadline Probe', 'dora@example.com', 'dora');
    const B = bearer(dora.commissionerToken);
    const setDeadline = (headers: Record<string, string>, draftDeadline: string | null) =>
      t.request<{ message: string }>('POST', `/api/leagues/${dora.leagueId}/deadline`, {
        headers,
        body: { draftDeadline },
      });
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + DAY).toISOString();
    expect.soft(await setDeadline(B, past)).toMatchObject({
      status: 400,
      body: { message: LEAGUE_MANAGER_MESSAGES.draftDeadlineInPast },
    });
    expect.soft((await setDeadline(B, future)).status).toBe(200);
    expect.soft((await setDeadline(await admin(), past)).status).toBe(200);
    for (const moved of [future, null]) {
      expect.soft(await setDeadline(B, moved)).toMatchObject({
        status: 403,
        body: { message: LEAGUE_MANAGER_MESSAGES.draftDeadlinePassed },
      });
    }
    expect.soft((await setDeadline(await admin(), future)).status).toBe(200);
  });
});
