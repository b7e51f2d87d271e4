import { beforeAll, describe, expect, it } from 'vitest';
import { PersonSessionsService } from '../../src/people/auth/person-sessions.service';
import { ClosingSoonPushes } from '../../src/push/closing-soon-pushes';
import { PushDispatcher } from '../../src/push/push-dispatcher';
import { createLeague, joinLeague, lockInDraft, setUpTestApp, startTestApp } from '../support/test-app';
import { FakeBrowser, setUpPushServiceStandIn } from './support/push-service-stand-in';

/**
 * What each kind of notification says and to whom, without Redis (the outbox and its scan alone send them), and the
 * VAPID key pair every process of a deployment agrees on.
 */
const pushService = setUpPushServiceStandIn();
const t = setUpTestApp('push-kinds', () => ({
  env: { PUSH_SERVICE_HOSTS: pushService().host, PUSH_SERVICE_CA_FILE: pushService().caFile },
}));

const SCHEDULE: Record<string, string> = {
  1: '2026-02-26T01:00:00.000Z',
  2: '2026-03-05T01:00:00.000Z',
  3: '2026-03-12T00:00:00.000Z',
  14: '2026-05-28T00:00:00.000Z',
};
const DRAFT_DEADLINE = Date.parse('2026-02-20T01:00:00.000Z');
const admin = async () => ({ authorization: `Bearer ${await t.adminToken()}` });
const emailOf = (userName: string) => `${userName.toLowerCase()}@example.com`;

let leagueId: string;
const tokens = new Map<string, string>();
const browsers = new Map<string, FakeBrowser>();

/** What reached a member's phone (decrypted), after the scan sent what is due. */
async function phoneOf(userName: string) {
  await t.app.get(PushDispatcher).runDue();
  return pushService().delivered(browsers.get(userName) as FakeBrowser) as Array<Record<string, string>>;
}

beforeAll(async () => {
  const headers = await admin();
  t.clock.set(new Date('2026-02-01T12:00:00.000Z'));
  expect((await t.request('PUT', '/api/seasons/49/schedule', { headers, body: SCHEDULE })).status).toBe(200);
  leagueId = await createLeague(t, { leagueName: 'Kinds' });
  for (const userName of ['Ann', 'Ben']) {
    tokens.set(userName, await joinLeague(t, leagueId, userName));
    const session = await t.app.get(PersonSessionsService).openSession(emailOf(userName));
    const browser = pushService().browser(`kinds-${userName}`);
    browsers.set(userName, browser);
    const subscribed = await t.request('POST', '/api/me/push-subscriptions', {
      headers: { authorization: `Bearer ${session}` },
      body: { endpoint: browser.endpoint, keys: browser.keys, timeZone: 'America/Los_Angeles' },
    });
    expect(subscribed.status).toBe(201);
    const switched = await t.request('PUT', '/api/me/notifications', {
      headers: { authorization: `Bearer ${session}` },
      body: { leagues: { [leagueId]: { standingsAfterEpisode: true } } },
    });
    expect(switched.status).toBe(200);
  }
  expect((await lockInDraft(t, leagueId, 'Ann', tokens.get('Ann'), [49001, 49002, 49003])).status).toBe(201);
});

describe('each kind of notification', () => {
  it('a deadline moved: every member hears it at once, with the new time', async () => {
    // Set for the first time, a deadline has moved nothing.
    for (const at of [DRAFT_DEADLINE + 86_400_000, DRAFT_DEADLINE]) {
      const set = await t.request('POST', `/api/leagues/${leagueId}/deadline`, {
        headers: await admin(),
        body: { draftDeadline: new Date(at).toISOString() },
      });
      expect(set.status).toBe(200);
    }
    for (const userName of ['Ann', 'Ben']) {
      const phone = await phoneOf(userName);
      expect(phone).toHaveLength(1);
      expect(phone[0]).toMatchObject({ kind: 'deadlineMoved', leagueId, title: 'Kinds: a deadline moved' });
      expect(phone[0].body).toMatch(/^The draft deadline: now /);
    }
  });

  it('the draft closes in 24 hours: only the member who has not drafted, once', async () => {
    const pushes = t.app.get(ClosingSoonPushes);
    t.clock.set(new Date(DRAFT_DEADLINE - 24 * 3600_000 - 60_000));
    expect(await pushes.runDue()).toBe(0);
    t.clock.set(new Date(DRAFT_DEADLINE - 23 * 3600_000));
    expect(await pushes.runDue()).toBe(1);
    expect(await pushes.runDue()).toBe(0);
    expect((await phoneOf('Ben')).map((payload) => payload.kind)).toEqual(['deadlineMoved', 'draftClosing']);
    expect((await phoneOf('Ann')).map((payload) => payload.kind)).toEqual(['deadlineMoved']);
  });

  it('standings after an episode: each member hears where they stand, as the standings say', async () => {
    t.clock.set(new Date('2026-03-13T12:00:00.000Z'));
    const saved = await t.request('PUT', '/api/scores/49/3', {
      headers: await admin(),
      body: { 49001: { votesAgainst: 1 }, 49002: { votesAgainst: 3, votedOut: true } },
    });
    expect(saved.status).toBe(200);
    const { rows } = await t.query<{ user_name: string; rank: number }>(
      'SELECT user_name, (RANK() OVER (ORDER BY total DESC))::int AS rank FROM standings WHERE league_id = $1',
      [leagueId],
    );
    const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
    for (const { user_name, rank } of rows) {
      const standings = (await phoneOf(user_name)).filter((payload) => payload.kind === 'standingsAfterEpisode');
      expect(standings.map((payload) => payload.body)).toEqual([
        `Standings after episode 3: you are ${ordinal(rank)}.`,
      ]);
    }
    // Ann's castaway was voted out, but she left that kind off (its default): nothing of it reached her.
    expect((await phoneOf('Ann')).some((payload) => payload.kind === 'castawayVotedOut')).toBe(false);
    // Saved again, the episode's standings are not told twice.
    const again = await t.request('PUT', '/api/scores/49/3', {
      headers: await admin(),
      body: { 49001: { votesAgainst: 2 }, 49002: { votesAgainst: 3, votedOut: true } },
    });
    expect(again.status).toBe(200);
    expect((await phoneOf('Ann')).filter((payload) => payload.kind === 'standingsAfterEpisode')).toHaveLength(1);
  });

  it('every process of a deployment signs with the same VAPID key pair, made once', async () => {
    const other = await startTestApp('push-kinds-second', { sameBackendAs: t });
    try {
      const first = await t.request<{ publicKey: string }>('GET', '/api/push/public-key');
      const second = await other.request<{ publicKey: string }>('GET', '/api/push/public-key');
      expect(second.body).toEqual(first.body);
      expect((await t.query('SELECT count(*)::int AS n FROM push_vapid_keys')).rows).toEqual([{ n: 1 }]);
    } finally {
      await other.close();
    }
  });
});
