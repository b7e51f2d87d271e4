import {
  type LeagueDetails,
  PICK_MESSAGES,
  SEASON_MESSAGES,
  type SeasonSummary,
  type StandingsChange,
  type StandingsSnapshot,
  SWAP_MESSAGES,
  seasonEpisodeRanges,
  standingsView,
} from '@tribal/contracts';
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProjectionRebuilder } from '../../src/event-store/projection-rebuilder';
import { ProjectionRegistry } from '../../src/event-store/projection-registry';
import { waitFor } from '../mail/support/mail-test-context';
import { setUpSmtpTestServer } from '../mail/support/smtp-test-server';
import { createLeague, joinBody, joinLeague, lockInDraft, setUpTestApp, startTestApp } from '../support/test-app';

const PUBLIC_URL = 'https://pool.example';

const smtp = setUpSmtpTestServer();
const t = setUpTestApp('seasons', () => ({ env: { SMTP_URL: smtp.url, PUBLIC_URL } }));
beforeAll(async () => {
  // Signed in by the real clock: the stories move the clock, and a session opened in the past would have expired.
  await t.adminToken();
});

const admin = async () => ({ authorization: `Bearer ${await t.adminToken()}` });
const seasons = () => t.request<SeasonSummary[]>('GET', '/api/seasons');
const openSeason = async (body: unknown, headers?: Record<string, string>) =>
  t.request<SeasonSummary & { message: string }>('POST', '/api/seasons', { headers: headers ?? (await admin()), body });
const SEASON_51 = { number: 51, title: 'Survivor 51', premiere: '2026-09-23', episodes: 13 };

/** Every read table, as the rebuild test compares them. */
async function dumpReadTables(): Promise<Record<string, unknown[]>> {
  const dump: Record<string, unknown[]> = {};
  for (const projection of t.app.get(ProjectionRegistry).all()) {
    for (const table of projection.readTables) {
      const { rows } = await t.query(`SELECT * FROM ${table}`);
      dump[table] = rows.map((r) => JSON.stringify(r)).sort();
    }
  }
  return dump;
}

function nextStandings(socket: Socket, timeoutMs = 5000): Promise<StandingsChange> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no standings message')), timeoutMs);
    socket.once('standings', (change: StandingsChange) => {
      clearTimeout(timer);
      resolve(change);
    });
  });
}

describe('a fresh install', () => {
  it('has seasons 49 and 50, newest first, with their sample casts; their status comes from the server clock', async () => {
    t.clock.set(new Date('2026-03-10T12:00:00Z'));
    const list = await seasons();
    t.clock.set(null);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { number: 50, title: 'Survivor 50', premiere: '2026-02-25', episodes: 14, status: 'airing', castCount: 18 },
      { number: 49, title: 'Survivor 49', premiere: '2025-09-24', episodes: 14, status: 'finished', castCount: 18 },
    ]);
  });
});

describe('opening a season', () => {
  let before49: { cast: unknown; scores: unknown; schedule: unknown };

  beforeAll(async () => {
    before49 = {
      cast: (await t.request('GET', '/api/castaways/49')).body,
      scores: (await t.request('GET', '/api/scores/49')).body,
      schedule: (await t.request('GET', '/api/seasons/49/schedule')).body,
    };
  });

  it('the admin opens season 51: 201 with the season, and its premiere fills the weekly schedule', async () => {
    expect((await openSeason(SEASON_51, {})).status).toBe(401);
    t.clock.set(new Date('2026-09-01T12:00:00Z'));
    const opened = await openSeason(SEASON_51);
    t.clock.set(null);
    expect(opened.status).toBe(201);
    expect(opened.body).toEqual({ ...SEASON_51, status: 'upcoming', castCount: 0 });
    const schedule = await t.request<Record<string, string>>('GET', '/api/seasons/51/schedule');
    expect(Object.keys(schedule.body)).toHaveLength(13);
    expect(schedule.body['1']).toBe('2026-09-24T00:00:00.000Z');
    expect(schedule.body['13']).toBe('2026-12-17T01:00:00.000Z');
    expect((await seasons()).body.map((s) => s.number)).toEqual([51, 50, 49]);
  });

  it('a taken number answers 409; a number, premiere or length out of range, 400 with a message', async () => {
    const taken = await openSeason(SEASON_51);
    expect(taken).toMatchObject({ status: 409, body: { message: SEASON_MESSAGES.taken(51) } });
    for (const [body, message] of [
      [{ ...SEASON_51, number: 0 }, SEASON_MESSAGES.numberRange],
      [{ ...SEASON_51, number: 1000 }, SEASON_MESSAGES.numberRange],
      [{ ...SEASON_51, number: 52, premiere: '2026-02-30' }, SEASON_MESSAGES.premiereInvalid],
      [{ ...SEASON_51, number: 52, premiere: 'next fall' }, SEASON_MESSAGES.premiereInvalid],
      [{ ...SEASON_51, number: 52, episodes: 21 }, SEASON_MESSAGES.episodesRange],
      [{ ...SEASON_51, number: 52, episodes: 1 }, SEASON_MESSAGES.episodesRange],
    ] as const) {
      const refused = await openSeason(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect((await seasons()).body.map((s) => s.number)).toEqual([51, 50, 49]);
  });

  it('the admin edits a season; the schedule follows a longer season while it is still the default', async () => {
    const headers = await admin();
    const patched = await t.request<SeasonSummary>('PATCH', '/api/seasons/51', {
      headers,
      body: { title: 'Survivor 51: Island of Idols', episodes: 14 },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ number: 51, title: 'Survivor 51: Island of Idols', episodes: 14 });
    const schedule = await t.request<Record<string, string>>('GET', '/api/seasons/51/schedule');
    expect(Object.keys(schedule.body)).toHaveLength(14);
    // Back to 13 for the stories below.
    await t.request('PATCH', '/api/seasons/51', { headers, body: { episodes: 13, title: 'Survivor 51' } });
    expect(Object.keys((await t.request<object>('GET', '/api/seasons/51/schedule')).body)).toHaveLength(13);
    expect((await t.request('PATCH', '/api/seasons/52', { headers, body: { title: 'x' } })).status).toBe(404);
    expect((await t.request('PATCH', '/api/seasons/51', { headers, body: { number: 52 } })).status).toBe(400);
    expect((await t.request('PATCH', '/api/seasons/51', { body: { title: 'x' } })).status).toBe(401);
  });

  it('anything naming a season that does not exist answers 404: a league, a pick, a score, a schedule, a subscribe', async () => {
    const headers = await admin();
    const league = await t.request<{ message: string }>('POST', '/api/leagues', {
      headers,
      body: { leagueName: 'Nowhere', password: 'p-pool', commissionerName: 'Jeff', season: 77 },
    });
    expect(league).toMatchObject({ status: 404, body: { message: SEASON_MESSAGES.notFound(77) } });
    const leagueId = await createLeague(t);
    for (const [method, path] of [
      ['GET', '/api/seasons/77/schedule'],
      ['PUT', '/api/seasons/77/schedule'],
      ['GET', '/api/scores/77'],
      ['GET', '/api/scores/77/2'],
      ['PUT', '/api/scores/77/2'],
      ['POST', '/api/scores/77/2/happenings'],
      ['GET', '/api/castaways/77'],
      ['GET', '/api/castaways/77/tribes'],
      ['GET', '/api/tribal-councils/77'],
      ['GET', `/api/leagues/${leagueId}/standings?season=77`],
      ['GET', `/api/leagues/${leagueId}/elimination-picks?season=77`],
      ['GET', `/api/leagues/${leagueId}/drafts?season=77`],
      ['POST', `/api/leagues/${leagueId}/continue`],
    ] as const) {
      const body =
        method === 'GET'
          ? undefined
          : path.endsWith('continue')
            ? { season: 77 }
            : path.endsWith('happenings')
              ? { kind: 'tribeImmunityWin', tribe: 'Red' }
              : {};
      const answer = await t.request<{ message: string }>(method, path, { headers, body });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.message, `${method} ${path}`).toBe(SEASON_MESSAGES.notFound(77));
    }
    const viewer = await t.connectLive();
    expect(await viewer.timeout(5000).emitWithAck('subscribe', { leagueId, season: 77 })).toEqual({
      ok: false,
      message: SEASON_MESSAGES.notFound(77),
      status: 404,
    });
    expect(await viewer.timeout(5000).emitWithAck('subscribe-season', { season: 77 })).toEqual({
      ok: false,
      message: SEASON_MESSAGES.notFound(77),
      status: 404,
    });
    viewer.disconnect();
  });

  it('a league in season 51 adds a cast, drafts, picks, is scored live and shows standings; 49 is untouched', async () => {
    const headers = await admin();
    const leagueId = await createLeague(t, { leagueName: 'Fifty-One Pool', season: 51 });
    const cast = await t.request<Array<{ id: number; name: string }>>('POST', `/api/leagues/${leagueId}/castaways`, {
      headers,
      body: ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay'].map((name, i) => ({
        name,
        age: 30 + i,
        occupation: 'Tester',
        tribe: i % 2 === 0 ? 'Red' : 'Blue',
        imageUrl: '/castaways/placeholder.svg',
      })),
    });
    expect(cast.status).toBe(201);
    const ids = cast.body.map((c) => c.id);
    expect(ids[0]).toBe(51001);
    expect((await seasons()).body.find((s) => s.number === 51)?.castCount).toBe(6);

    const tokens: Record<string, string> = {};
    for (const [name, team] of [
      ['Rupert', [ids[0], ids[2], ids[4]]],
      ['Sandra', [ids[1], ids[3], ids[5]]],
    ] as const) {
      tokens[name] = await joinLeague(t, leagueId, name);
      const drafted = await t.request('POST', `/api/leagues/${leagueId}/draft`, {
        headers: { 'x-entry-token': tokens[name] },
        body: { userName: name, team },
      });
      expect(drafted.status).toBe(201);
    }

    // Picks follow the season's length: 13 episodes take picks for 2 to 12.
    const pick = (episode: number) =>
      t.request<{ message: string }>('POST', `/api/leagues/${leagueId}/elimination-pick`, {
        headers: { 'x-entry-token': tokens.Rupert },
        body: { userName: 'Rupert', episode, castawayId: ids[1] },
      });
    t.clock.set(new Date('2026-09-20T12:00:00Z'));
    expect((await pick(2)).status).toBe(200);
    expect(await pick(13)).toMatchObject({
      status: 400,
      body: { message: PICK_MESSAGES.episodeRange(seasonEpisodeRanges(13)) },
    });
    t.clock.set(null);
    // ... and so does scoring: a 13-episode season has no episode 14.
    const fourteen = await t.request<{ message: string }>('PUT', '/api/scores/51/14', { headers, body: {} });
    expect(fourteen).toMatchObject({ status: 400, body: { message: 'episode must be a whole number from 2 to 13' } });

    // Scored live: a viewer of the standings hears the happening.
    const viewer = await t.connectLive();
    const ack = await viewer.timeout(5000).emitWithAck('subscribe', { leagueId });
    expect(ack).toMatchObject({ ok: true, season: 51 });
    const heard = nextStandings(viewer);
    const tap = await t.request('POST', '/api/scores/51/2/happenings', {
      headers,
      body: { kind: 'tribeImmunityWin', tribe: 'Red' },
    });
    expect(tap.status).toBe(201);
    expect((await heard).season).toBe(51);
    viewer.disconnect();

    const standings = await t.request<StandingsSnapshot>('GET', `/api/leagues/${leagueId}/standings`);
    const view = standingsView(standings.body);
    expect(view.standings.map((row) => [row.userName, row.total])).toEqual([
      ['Rupert', 3],
      ['Sandra', 0],
    ]);

    expect((await t.request('GET', '/api/castaways/49')).body).toEqual(before49.cast);
    expect((await t.request('GET', '/api/scores/49')).body).toEqual(before49.scores);
    expect((await t.request('GET', '/api/seasons/49/schedule')).body).toEqual(before49.schedule);
  });

  it("a 13-episode season's swap closes on its own swap episode, 9, and the refusal names episode 9", async () => {
    const leagueId = await createLeague(t, { leagueName: 'Fifty-One Swaps', season: 51 });
    const early = await joinLeague(t, leagueId, 'Early');
    const late = await joinLeague(t, leagueId, 'Late');
    const team = [51001, 51002, 51003];
    expect((await lockInDraft(t, leagueId, 'Early', early, team)).status).toBe(201);
    expect((await lockInDraft(t, leagueId, 'Late', late, team)).status).toBe(201);
    // Episode 9 of season 51 airs Wednesday 18 November 2026 at 8pm EST; the swap closes at 7pm EST = 00:00 UTC.
    const sevenPm = Date.parse('2026-11-19T00:00:00.000Z');
    const swap = (userName: string, token: string) =>
      t.request<{ message: string }>('POST', `/api/leagues/${leagueId}/swap`, {
        headers: { 'x-entry-token': token },
        body: { userName, team: [51001, 51003, 51004] },
      });
    t.clock.set(new Date(sevenPm - 1000));
    expect((await swap('Early', early)).status).toBe(200);
    t.clock.set(new Date(sevenPm));
    const refused = await swap('Late', late);
    t.clock.set(null);
    expect(refused).toMatchObject({ status: 403, body: { message: SWAP_MESSAGES.deadlinePassed(9) } });
    expect(refused.body.message).toContain('episode 9)');
  });
});

describe('a league carries on into the next season', () => {
  it('keeps its name, commissioner, tribes and payment settings, mails each past member a one-tap rejoin link', async () => {
    const headers = await admin();
    const leagueId = await createLeague(t, { leagueName: 'Evergreen Pool', commissionerName: 'Jeff', season: 49 });
    const settings = {
      paymentHandles: { venmo: '@jeff', paypal: '', cashApp: '', other: '' },
      entryFeeDollars: 20,
      payoutPercents: [60, 30, 10],
    };
    await t.request('PUT', `/api/leagues/${leagueId}/commissioner-settings`, { headers, body: settings });
    const oldTokens: Record<string, string> = {};
    for (const [name, team] of [
      ['Parvati', [49001, 49002, 49003]],
      ['Cirie', [49004, 49005, 49006]],
    ] as const) {
      const joined = await t.request<{ entryToken: string }>('POST', `/api/leagues/${leagueId}/join`, {
        body: joinBody(name, { email: `${name.toLowerCase()}@evergreen.example` }),
      });
      oldTokens[name] = joined.body.entryToken;
      await t.request('POST', `/api/leagues/${leagueId}/draft`, {
        headers: { 'x-entry-token': oldTokens[name] },
        body: { userName: name, team },
      });
    }
    const before = (await t.request<LeagueDetails>('GET', `/api/leagues/${leagueId}`, { headers })).body;
    const oldStandings = (await t.request<StandingsSnapshot>('GET', `/api/leagues/${leagueId}/standings?season=49`))
      .body;

    expect((await t.request('POST', `/api/leagues/${leagueId}/continue`, { body: { season: 51 } })).status).toBe(401);
    const mailsBefore = smtp.received.length;
    const moved = await t.request<LeagueDetails>('POST', `/api/leagues/${leagueId}/continue`, {
      headers,
      body: { season: 51 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      id: leagueId,
      name: 'Evergreen Pool',
      commissioner: 'Jeff',
      season: 51,
      tribes: before.tribes,
      commissionerSettings: before.commissionerSettings,
      members: [],
      draftDeadline: null,
      weeklyEliminationCutoffs: {},
    });
    const again = await t.request<{ message: string }>('POST', `/api/leagues/${leagueId}/continue`, {
      headers,
      body: { season: 49 },
    });
    expect(again).toMatchObject({ status: 409, body: { message: 'This league already played season 49.' } });

    // The old season's standings stay readable under the season picker.
    const pastStandings = await t.request<StandingsSnapshot>('GET', `/api/leagues/${leagueId}/standings?season=49`);
    expect(pastStandings.body.members).toEqual(oldStandings.members);
    expect(pastStandings.body.total).toEqual(oldStandings.total);
    const pastMember = await t.request<{ userName: string; season: number }>(
      'GET',
      `/api/leagues/${leagueId}/members/Cirie?season=49`,
    );
    expect(pastMember.body).toMatchObject({ userName: 'Cirie', season: 49 });
    // Last season's token opens nothing in the new season.
    const stale = await t.request('POST', `/api/leagues/${leagueId}/draft`, {
      headers: { 'x-entry-token': oldTokens.Parvati },
      body: { userName: 'Parvati', team: [51001, 51002, 51003] },
    });
    expect(stale.status).toBeGreaterThanOrEqual(400);

    // Each past member's mail, read from a real SMTP server: one tap rejoins with the same name and details.
    // (The joins' confirmation links may arrive in between: the rejoin mails are the ones with /claim links.)
    const rejoinMails = () => smtp.received.slice(mailsBefore).filter((m) => m.text.includes('/claim?code='));
    await waitFor('two rejoin mails', () => rejoinMails().length >= 2);
    const mail = rejoinMails().find((m) => m.to === 'parvati@evergreen.example');
    expect(mail?.subject).toBe('Evergreen Pool is back for Survivor 51');
    const code = decodeURIComponent(/https:\/\/pool\.example\/claim\?code=(\S+)/.exec(mail?.text ?? '')?.[1] ?? '');
    expect(code).not.toBe('');
    const confirmed = async () =>
      (await t.query('SELECT 1 FROM confirmed_emails WHERE email = $1', ['parvati@evergreen.example'])).rowCount;
    expect(await confirmed()).toBe(0);
    const rejoined = await t.request<{ entryToken: string; userName: string; leagueName: string; email: string }>(
      'POST',
      '/api/entries/claim',
      { body: { code } },
    );
    expect(rejoined.status).toBe(200);
    expect(rejoined.body).toMatchObject({
      userName: 'Parvati',
      leagueName: 'Evergreen Pool',
      email: 'parvati@evergreen.example',
    });
    // The rejoin link was mailed to the address: opening it confirms it (issue 33), so league mail reaches it.
    expect(await confirmed()).toBe(1);
    expect((await t.request('POST', '/api/entries/claim', { body: { code } })).status).toBe(400);
    const league = (await t.request<LeagueDetails>('GET', `/api/leagues/${leagueId}`)).body;
    expect(league.members.map((m) => m.userName)).toEqual(['Parvati']);
    // A new season starts with no drafts: the rejoined member drafts season 51's cast with the new token.
    const drafts = await t.request<object>('GET', `/api/leagues/${leagueId}/drafts`);
    expect(drafts.body).toEqual({});
    const drafted = await t.request('POST', `/api/leagues/${leagueId}/draft`, {
      headers: { 'x-entry-token': rejoined.body.entryToken },
      body: { userName: 'Parvati', team: [51001, 51002, 51003] },
    });
    expect(drafted.status).toBe(201);
  });
});

describe('a database from before seasons were data', () => {
  it('gets seasons 49 and 50 as events at start-up, once, with its leagues, casts and scores as they were', async () => {
    // Such a database has no season events and no seasons rows: take them away (the store is append-only, so the
    // test lifts its guard for a moment, as no running code can).
    const cast = (await t.request('GET', '/api/castaways/49')).body;
    const leagues = (await t.request('GET', '/api/leagues')).body;
    await t.query('ALTER TABLE events DISABLE TRIGGER events_append_only');
    await t.query("DELETE FROM events WHERE stream_id IN ('season-49', 'season-50')");
    await t.query('ALTER TABLE events ENABLE TRIGGER events_append_only');
    await t.query('DELETE FROM seasons WHERE number IN (49, 50)');

    // Two processes start on it at once: each season is opened exactly once.
    const [second, third] = await Promise.all([
      startTestApp('seasons_upgrade_a', { sameBackendAs: t }),
      startTestApp('seasons_upgrade_b', { sameBackendAs: t }),
    ]);
    try {
      const list = await second.request<SeasonSummary[]>('GET', '/api/seasons');
      expect(list.body.map((s) => [s.number, s.title, s.castCount])).toEqual([
        [51, 'Survivor 51', 6],
        [50, 'Survivor 50', 18],
        [49, 'Survivor 49', 18],
      ]);
      const { rows } = await t.query(
        "SELECT stream_id, count(*)::int AS n FROM events WHERE stream_id IN ('season-49', 'season-50') GROUP BY 1 ORDER BY 1",
      );
      expect(rows).toEqual([
        { stream_id: 'season-49', n: 1 },
        { stream_id: 'season-50', n: 1 },
      ]);
      expect((await t.request('GET', '/api/castaways/49')).body).toEqual(cast);
      expect((await t.request('GET', '/api/leagues')).body).toEqual(leagues);
    } finally {
      await Promise.all([second.close(), third.close()]);
    }
  });
});

describe('projections:rebuild with seasons', () => {
  it('after seasons opened and edited and a league continued, replaying every event gives the same tables', async () => {
    const live = await dumpReadTables();
    expect(live.seasons.length).toBe(3);
    await t.query('DELETE FROM seasons');
    await t.query('UPDATE leagues SET season = 1');
    await t.app.get(ProjectionRebuilder).rebuild();
    expect(await dumpReadTables()).toEqual(live);
  });
});
