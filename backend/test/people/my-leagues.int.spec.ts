import {
  CROSS_SITE_WRITE_MESSAGE,
  ME_MESSAGES,
  type Me,
  PICK_MESSAGES,
  type SeasonSchedule,
  swapDeadlineInForce,
  weeklySchedule,
} from '@tribal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, startAndActivate, startBody } from '../commissioners/support/commissioner-flow';
import { mailedCode } from '../mail/support/mailed-links';
import { setUpSmtpTestServer } from '../mail/support/smtp-test-server';
import { createLeague, joinBody, joinLeague, setUpTestApp } from '../support/test-app';
import { newAddress, type SignedIn, signInByLink } from './support';

/**
 * Issue 29: one person, many leagues. Pat joined the Office Pool (season 49) and the Family Pool (season 50) with one
 * address (in two letter cases); signed in once by link, they see both with their standing and what is due next,
 * and play each with the session alone, never someone else's entry.
 */
const smtp = setUpSmtpTestServer();
const t = setUpTestApp('my_leagues', () => ({ redis: true, env: { SMTP_URL: smtp.url } }));

const admin = async () => bearer(await t.adminToken());
const DAY = 86_400_000;

let office: string;
let family: string;
let schedules: Record<number, SeasonSchedule>;
let episodes: Record<number, number>;
let pat: SignedIn;
let robToken: string;
let pattyToken: string;
const draftDeadline = new Date(Date.now() + 2 * DAY).toISOString();

const me = (headers: Record<string, string>) => t.request<Me>('GET', '/api/me', { headers });
const cookieOf = (signedIn: SignedIn) => ({ cookie: signedIn.cookie });
const entryOf = (body: Me, leagueId: string, userName: string) =>
  body.entries.find((entry) => entry.leagueId === leagueId && entry.userName === userName);
const pick = (
  leagueId: string,
  userName: string,
  episode: number,
  castawayId: number,
  headers: Record<string, string>,
) =>
  t.request<{ message: string }>('POST', `/api/leagues/${leagueId}/elimination-pick`, {
    headers,
    body: { userName, episode, castawayId },
  });

beforeAll(async () => {
  // Both seasons air weekly from ten days ago: episode 2 has aired (and is scored), episode 3 takes picks.
  const premiere = new Date(Date.now() - 10 * DAY);
  const seasons = (await t.request<Array<{ number: number; episodes: number }>>('GET', '/api/seasons')).body;
  schedules = {};
  episodes = {};
  for (const season of [49, 50]) {
    episodes[season] = seasons.find((s) => s.number === season)?.episodes ?? 14;
    schedules[season] = weeklySchedule(
      { year: premiere.getUTCFullYear(), month: premiere.getUTCMonth() + 1, day: premiere.getUTCDate() },
      episodes[season],
    );
    const saved = await t.request('PUT', `/api/seasons/${season}/schedule`, {
      headers: await admin(),
      body: schedules[season],
    });
    expect(saved.status).toBe(200);
  }
  office = await createLeague(t, { leagueName: 'Office Pool', season: 49 });
  family = await createLeague(t, { leagueName: 'Family Pool', season: 50 });
  const deadline = await t.request('POST', `/api/leagues/${office}/deadline`, {
    headers: await admin(),
    body: { draftDeadline },
  });
  expect(deadline.status).toBe(200);
  await joinLeague(t, office, 'Pat');
  robToken = await joinLeague(t, office, 'Rob');
  const patty = await t.request<{ entryToken: string }>('POST', `/api/leagues/${family}/join`, {
    body: joinBody('Patty', { email: 'PAT@Example.com' }),
  });
  expect(patty.status).toBe(201);
  pattyToken = patty.body.entryToken;
  // Patty drafted in the Family Pool with the entry's token, before Pat ever signed in.
  const drafted = await t.request('POST', `/api/leagues/${family}/draft`, {
    headers: { 'x-entry-token': pattyToken },
    body: { userName: 'Patty', team: [50001, 50002, 50003] },
  });
  expect(drafted.status).toBe(201);
  pat = await signInByLink(t, smtp, 'pat@example.com');
});

describe('My leagues', () => {
  it('lists every entry across two leagues and two seasons, with rank, total and what is due next', async () => {
    const answer = await me(cookieOf(pat));
    expect(answer.status).toBe(200);
    expect(answer.body.email).toBe('pat@example.com');
    expect(answer.body.entries).toHaveLength(2);
    // Pat has not drafted: the draft is due, by its deadline.
    expect(entryOf(answer.body, office, 'Pat')).toEqual({
      leagueId: office,
      leagueName: 'Office Pool',
      season: 49,
      userName: 'Pat',
      rank: 1,
      total: 0,
      next: { what: 'draft', at: draftDeadline },
      // issue 31: nobody has written in the league's chat yet
      unreadChat: 0,
    });
    // Patty drafted: this week's pick is due, by episode 3's air time (no league cutoff).
    expect(entryOf(answer.body, family, 'Patty')).toMatchObject({
      leagueName: 'Family Pool',
      season: 50,
      next: { what: 'pick', at: schedules[50]['3'] },
    });
    expect(answer.body.leaguesRun).toEqual([]);
  });

  it('drafts and picks in each league with only the session (cookie or Bearer), no entry token', async () => {
    // Office Pool, by the web app's cookie: the draft, then this week's pick.
    const drafted = await t.request('POST', `/api/leagues/${office}/draft`, {
      headers: cookieOf(pat),
      body: { userName: 'Pat', team: [49001, 49002, 49003] },
    });
    expect(drafted.status).toBe(201);
    expect((await pick(office, 'Pat', 3, 49005, cookieOf(pat))).body.message).toBe(PICK_MESSAGES.submitted);
    // Family Pool, by Bearer (an API client).
    expect(await pick(family, 'Patty', 3, 50005, bearer(pat.token))).toMatchObject({
      status: 200,
      body: { message: PICK_MESSAGES.submitted },
    });
    // The picks are theirs: each league shows the person their own sealed pick.
    const officePicks = await t.request<Record<string, Record<string, number>>>(
      'GET',
      `/api/leagues/${office}/elimination-picks`,
      { headers: cookieOf(pat) },
    );
    expect(officePicks.body.Pat).toEqual({ 3: 49005 });
    const familyPicks = await t.request<Record<string, Record<string, number>>>(
      'GET',
      `/api/leagues/${family}/elimination-picks`,
      { headers: bearer(pat.token) },
    );
    expect(familyPicks.body.Patty).toEqual({ 3: 50005 });

    // Episode 2 is scored: 49001 (Pat's) won a reward. Pat leads the Office Pool; Rob (no draft) is second.
    const scored = await t.request('PUT', '/api/scores/49/2', {
      headers: await admin(),
      body: { 49001: { individualRewardWins: 1 } },
    });
    expect(scored.status).toBe(200);
    const after = (await me(bearer(pat.token))).body;
    const swap = (season: number) => swapDeadlineInForce({}, schedules[season], episodes[season])?.at;
    expect(entryOf(after, office, 'Pat')).toMatchObject({ rank: 1, total: 2, next: { what: 'swap', at: swap(49) } });
    expect(entryOf(after, family, 'Patty')).toMatchObject({ next: { what: 'swap', at: swap(50) } });
  });

  it('another site’s page cannot ride on the person’s cookie: its write is refused and changes nothing', async () => {
    const forged = await pick(office, 'Pat', 4, 49009, { ...cookieOf(pat), origin: 'https://evil.example' });
    expect(forged).toMatchObject({ status: 403, body: { message: CROSS_SITE_WRITE_MESSAGE } });
    const picks = await t.request<Record<string, Record<string, number>>>(
      'GET',
      `/api/leagues/${office}/elimination-picks`,
      { headers: cookieOf(pat) },
    );
    expect(picks.body.Pat?.[4]).toBeUndefined();
  });

  it('acting on someone else’s entry answers 403 and changes nothing', async () => {
    const refused = await pick(office, 'Rob', 3, 49006, cookieOf(pat));
    expect(refused).toMatchObject({ status: 403, body: { message: ME_MESSAGES.notYourEntry } });
    const drafted = await t.request('POST', `/api/leagues/${office}/draft`, {
      headers: bearer(pat.token),
      body: { userName: 'Rob', team: [49007, 49008, 49009] },
    });
    expect(drafted).toMatchObject({ status: 403, body: { message: ME_MESSAGES.notYourEntry } });
    const picks = await t.request<Record<string, Record<string, number>>>(
      'GET',
      `/api/leagues/${office}/elimination-picks`,
      { headers: await admin() },
    );
    expect(picks.body.Rob ?? {}).toEqual({});
    const drafts = await t.request<Record<string, unknown>>('GET', `/api/leagues/${office}/drafts`);
    expect(JSON.stringify(drafts.body)).not.toContain('49007');
    // Rob's own token still plays his entry, exactly as before.
    expect((await pick(office, 'Rob', 3, 49006, { 'x-entry-token': robToken })).status).toBe(200);
  });

  it('a browser’s saved entry attaches at sign-in (all or nothing), and then plays with the session', async () => {
    // The family's tablet holds Kid's entry (the seed's saved user), joined with another address.
    const kidToken = await joinLeague(t, family, 'Kid');
    const refused = await t.request<{ message: string }>('POST', '/api/me/entries', {
      headers: cookieOf(pat),
      body: {
        entries: [
          { leagueId: family, entryToken: kidToken },
          { leagueId: office, entryToken: kidToken },
        ],
      },
    });
    expect(refused).toMatchObject({ status: 403, body: { message: ME_MESSAGES.entryNotAttached } });
    expect(entryOf((await me(cookieOf(pat))).body, family, 'Kid')).toBeUndefined();

    const attached = await t.request<Me>('POST', '/api/me/entries', {
      headers: cookieOf(pat),
      body: { entries: [{ leagueId: family, entryToken: kidToken }] },
    });
    expect(attached.status).toBe(200);
    expect(entryOf(attached.body, family, 'Kid')).toMatchObject({ leagueName: 'Family Pool', season: 50 });
    expect((await pick(family, 'Kid', 3, 50007, cookieOf(pat))).status).toBe(200);
    // Attaching it again changes nothing; its own token still works too.
    const again = await t.request<Me>('POST', '/api/me/entries', {
      headers: cookieOf(pat),
      body: { entries: [{ leagueId: family, entryToken: kidToken }] },
    });
    expect(again.body.entries.filter((entry) => entry.userName === 'Kid')).toHaveLength(1);
    expect((await pick(family, 'Kid', 3, 50008, { 'x-entry-token': kidToken })).status).toBe(200);
  });

  it('joining while signed in attaches the new entry at once, whatever address it was joined with', async () => {
    const joined = await t.request<{ entryToken: string }>('POST', `/api/leagues/${office}/join`, {
      headers: cookieOf(pat),
      body: joinBody('Junior', { email: 'junior@example.com' }),
    });
    expect(joined.status).toBe(201);
    expect(entryOf((await me(cookieOf(pat))).body, office, 'Junior')).toMatchObject({ leagueName: 'Office Pool' });
    expect((await pick(office, 'Junior', 3, 49010, bearer(pat.token))).status).toBe(200);
    // A join without a session is nobody's but its address's, as ever.
    await joinLeague(t, office, 'Stranger');
    expect(entryOf((await me(cookieOf(pat))).body, office, 'Stranger')).toBeUndefined();
  });

  it('the leagues the person’s address runs are listed, and a second device signed in sees everything', async () => {
    const started = await startAndActivate(t, smtp, 'Pat League', 'pat@example.com', 'PatC');
    const laptop = await signInByLink(t, smtp, 'pat@example.com');
    const answer = (await me(bearer(laptop.token))).body;
    expect(answer.leaguesRun).toEqual([{ leagueId: started.leagueId, leagueName: 'Pat League', season: 49 }]);
    expect(answer.entries.map((entry) => `${entry.leagueName}/${entry.userName}`).sort()).toEqual([
      'Family Pool/Kid',
      'Family Pool/Patty',
      'Office Pool/Junior',
      'Office Pool/Pat',
      'Pat League/PatC',
    ]);
  });

  it('the activation link signs the device in as the person too: My leagues, with the league they run, at once', async () => {
    const before = smtp.received.length;
    const started = await t.request('POST', '/api/leagues', {
      body: startBody('Tuesday Tribe', 'tia@example.com', 'Tia'),
      headers: newAddress(),
    });
    expect(started.status).toBe(202);
    const code = await mailedCode(smtp, 'tia@example.com', '/league/activate', before);
    const activated = await t.request<{ leagueId: string }>('POST', '/api/leagues/activate', {
      body: { code },
      headers: newAddress(),
    });
    expect(activated.status).toBe(200);
    const setCookie = activated.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^tp_person=/);
    expect(setCookie).toMatch(/HttpOnly/);
    const answer = await me({ cookie: setCookie.split(';')[0] });
    expect(answer.status).toBe(200);
    expect(answer.body.leaguesRun).toEqual([
      { leagueId: activated.body.leagueId, leagueName: 'Tuesday Tribe', season: expect.any(Number) },
    ]);
    expect(answer.body.entries.map((entry) => entry.userName)).toEqual(['Tia']);
    // No second mail was needed.
    expect(smtp.received.filter((mail) => mail.to.includes('tia@example.com')).length).toBe(1);
  });

  it('a person with no entry sees an empty list; without a session /api/me answers 401', async () => {
    expect(await t.request('GET', '/api/me')).toMatchObject({
      status: 401,
      body: { message: ME_MESSAGES.signInRequired },
    });
    await joinLeague(t, office, 'Leaver');
    const leaver = await signInByLink(t, smtp, joinBody('Leaver').email);
    await t.request('DELETE', `/api/leagues/${office}/members/Leaver`, { headers: await admin() });
    expect((await me(bearer(leaver.token))).body).toEqual({ email: 'leaver@example.com', entries: [], leaguesRun: [] });
  });
});
