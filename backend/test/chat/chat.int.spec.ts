import {
  CHAT_MESSAGES,
  ChatPage,
  ChatPosted,
  HappeningResponse,
  LeagueRecordEntry,
  MESSAGES,
  Me,
  Reactions,
} from '@tribal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { CommissionerAuthService } from '../../src/commissioners/auth/commissioner-auth.service';
import { ProjectionRebuilder } from '../../src/event-store/projection-rebuilder';
import { PersonSessionsService } from '../../src/people/auth/person-sessions.service';
import { waitFor } from '../mail/support/mail-test-context';
import { setUpSmtpTestServer } from '../mail/support/smtp-test-server';
import { createLeague, joinLeague, setUpTestApp, startTestApp, TEST_ADMIN_PASSWORD } from '../support/test-app';

/**
 * League chat and reactions on episode night (issue 31), against the real app and PostgreSQL with the clock set by
 * the story: Sandra watches in New York, Rob in Los Angeles, three hours behind; Jeff runs the league.
 */
const smtp = setUpSmtpTestServer();
const t = setUpTestApp('league_chat', () => ({ env: { SMTP_URL: smtp.url } }));

// Episode 3 airs Wednesday 11 March 2026 at 8 pm EDT (00:00 UTC), 8 pm PDT in Los Angeles (03:00 UTC).
const SCHEDULE: Record<string, string> = {
  1: '2026-02-26T01:00:00.000Z',
  2: '2026-03-05T01:00:00.000Z',
  3: '2026-03-12T00:00:00.000Z',
  4: '2026-03-19T00:00:00.000Z',
  14: '2026-05-28T00:00:00.000Z',
};
const NEW_YORK = 'America/New_York';
const LOS_ANGELES = 'America/Los_Angeles';

let leagueId: string;
const entry = new Map<string, Record<string, string>>();
let commissioner: Record<string, string>;
let robPerson: Record<string, string>;
let stranger: Record<string, string>;

/** A fresh admin session: the story's clock moves days ahead, further than an admin session lasts. */
async function asAdmin(): Promise<Record<string, string>> {
  const login = await t.request<{ token: string }>('POST', '/api/admin/login', {
    body: { password: TEST_ADMIN_PASSWORD },
  });
  return { authorization: `Bearer ${login.body.token}` };
}

const chatPath = (query = '') => `/api/leagues/${leagueId}/chat${query}`;
const post = (who: Record<string, string>, text: string, timeZone?: string) =>
  t.request<ChatPosted & { message?: string }>('POST', chatPath(), {
    headers: who,
    body: { text, ...(timeZone && { timeZone }) },
  });
const read = (who: Record<string, string>, query = '') =>
  t.request<ChatPage & { message?: string }>('GET', chatPath(query), { headers: who });
const storedMessages = async () => Number((await t.query('SELECT count(*) FROM chat_messages')).rows[0].count);
const at = (iso: string) => t.clock.set(new Date(iso));
const tick = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));

beforeAll(async () => {
  at('2026-03-10T12:00:00.000Z');
  const admin = await asAdmin();
  expect((await t.request('PUT', '/api/seasons/49/schedule', { headers: admin, body: SCHEDULE })).status).toBe(200);
  leagueId = await createLeague(t, { leagueName: 'Chat Pool' });
  for (const userName of ['jeff', 'sandra', 'rob', 'russell', 'parvati'])
    entry.set(userName, { 'x-entry-token': await joinLeague(t, leagueId, userName) });
  const handed = await t.request('POST', `/api/leagues/${leagueId}/commissioner`, {
    headers: admin,
    body: { userName: 'jeff' },
  });
  expect(handed.status).toBe(200);
  commissioner = {
    authorization: `Bearer ${await t.app.get(CommissionerAuthService).openSession('jeff@example.com')}`,
  };
  robPerson = { authorization: `Bearer ${await t.app.get(PersonSessionsService).openSession('rob@example.com')}` };
  stranger = { authorization: `Bearer ${await t.app.get(PersonSessionsService).openSession('nobody@example.com')}` };
});

describe('league chat', () => {
  it('members post and read back newest first, 50 at a time, paging with the before cursor', async () => {
    const sent: string[] = [];
    for (let i = 1; i <= 55; i++) {
      tick(1_100);
      const answer = await post(entry.get(i % 2 ? 'sandra' : 'parvati') as Record<string, string>, `message ${i}`);
      expect(answer.status).toBe(201);
      expect(answer.body.at).toBe(t.clock.now().toISOString());
      sent.push(answer.body.id);
    }
    // ordered ids: a later message has a larger one
    expect(sent.map(BigInt)).toEqual([...sent.map(BigInt)].sort((a, b) => (a < b ? -1 : 1)));
    const first = await read(entry.get('rob') as Record<string, string>);
    expect(first.status).toBe(200);
    expect(first.body.messages).toHaveLength(50);
    expect(first.body.messages[0]).toMatchObject({ id: sent[54], userName: 'sandra', text: 'message 55' });
    expect(first.body.messages[49].text).toBe('message 6');
    expect(first.body).toMatchObject({ canPost: true, canModerate: false, mutedUntil: null, heldUntil: null });
    const older = await read(entry.get('rob') as Record<string, string>, `?before=${first.body.messages[49].id}`);
    expect(older.body.messages.map((m) => m.text)).toEqual([
      'message 5',
      'message 4',
      'message 3',
      'message 2',
      'message 1',
    ]);
    const few = await read(robPerson, '?limit=2');
    expect(few.body.messages.map((m) => m.text)).toEqual(['message 55', 'message 54']);
  });

  it('a message sent again with its Idempotency-Key (a flaky connection) is posted once', async () => {
    tick(1_000);
    const before = await storedMessages();
    const send = () =>
      t.request<ChatPosted>('POST', chatPath(), {
        headers: { ...(entry.get('sandra') as Record<string, string>), 'idempotency-key': 'sandra-once' },
        body: { text: 'Did you see that?' },
      });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await storedMessages()).toBe(before + 1);
  });

  it('the commissioner posts under the league’s commissioner name', async () => {
    tick(1_000);
    expect((await post(commissioner, 'Welcome to the pool')).status).toBe(201);
    const page = await read(commissioner, '?limit=1');
    expect(page.body.messages[0]).toMatchObject({ userName: 'jeff', text: 'Welcome to the pool' });
    expect(page.body).toMatchObject({ canPost: true, canModerate: true });
  });

  it("a New York member's message at minute 20 reaches a Los Angeles viewer when their broadcast reaches minute 20", async () => {
    at('2026-03-12T00:20:30.000Z');
    const sent = await post(entry.get('sandra') as Record<string, string>, 'Rob just found an idol', NEW_YORK);
    expect(sent.status).toBe(201);
    tick(30_000);
    const ids = (page: ChatPage) => page.messages.map((m) => m.id);

    const inLosAngeles = await read(robPerson, `?tz=${LOS_ANGELES}`);
    expect(ids(inLosAngeles.body)).not.toContain(sent.body.id);
    expect(inLosAngeles.body.heldUntil).toBe('2026-03-12T03:20:00.000Z');
    // Another member in New York, the shield off, or the episode revealed: at once.
    const inNewYork = await read(entry.get('parvati') as Record<string, string>, `?tz=${NEW_YORK}`);
    expect(inNewYork.body.messages[0]).toMatchObject({
      id: sent.body.id,
      text: 'Rob just found an idol',
      moment: { episode: 3, minute: 20 },
    });
    expect(ids((await read(robPerson)).body)).toContain(sent.body.id);
    expect(ids((await read(robPerson, `?tz=${LOS_ANGELES}&revealedThrough=3`)).body)).toContain(sent.body.id);

    at('2026-03-12T03:19:59.000Z');
    expect(ids((await read(robPerson, `?tz=${LOS_ANGELES}`)).body)).not.toContain(sent.body.id);
    at('2026-03-12T03:20:00.000Z');
    const reached = await read(robPerson, `?tz=${LOS_ANGELES}`);
    expect(reached.body.messages[0].id).toBe(sent.body.id);
    expect(reached.body.heldUntil).toBeNull();
  });

  it('between episodes chat is immediate for every zone', async () => {
    at('2026-03-14T18:00:00.000Z');
    const sent = await post(entry.get('sandra') as Record<string, string>, 'What a blindside', NEW_YORK);
    expect(sent.status).toBe(201);
    const inLosAngeles = await read(robPerson, `?tz=${LOS_ANGELES}`);
    expect(inLosAngeles.body.messages[0].id).toBe(sent.body.id);
    expect(inLosAngeles.body.heldUntil).toBeNull();
  });

  it('bad input is refused with a clear message and nothing is stored', async () => {
    const before = await storedMessages();
    const sandra = entry.get('sandra') as Record<string, string>;
    const refusals: Array<[unknown, string]> = [
      [{ text: '' }, CHAT_MESSAGES.empty],
      [{ text: '   ' }, CHAT_MESSAGES.empty],
      [{}, CHAT_MESSAGES.empty],
      [{ text: 'x'.repeat(501) }, CHAT_MESSAGES.tooLong],
      [{ text: 'two\nlines' }, CHAT_MESSAGES.controlCharacters],
      [{ text: 'bell\u0007' }, CHAT_MESSAGES.controlCharacters],
      [{ text: 'evil \u202Eeman' }, CHAT_MESSAGES.controlCharacters],
      [{ text: 'hello', timeZone: 'Mars/Olympus_Mons' }, CHAT_MESSAGES.badTimeZone],
    ];
    for (const [body, message] of refusals) {
      const answer = await t.request<{ message: string }>('POST', chatPath(), { headers: sandra, body });
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    expect((await post(sandra, 'x'.repeat(500))).status).toBe(201);
    expect(await storedMessages()).toBe(before + 1);
    const badQueries: Array<[string, string]> = [
      ['?tz=Nowhere/Town', CHAT_MESSAGES.badTimeZone],
      ['?before=abc', CHAT_MESSAGES.badCursor],
      ['?limit=51', CHAT_MESSAGES.badLimit],
    ];
    for (const [query, message] of badQueries) {
      const answer = await read(sandra, query);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
  });

  it('the 11th message within 10 seconds is refused with Retry-After, stores nothing, and the next window is open', async () => {
    at('2026-03-15T18:00:00.000Z');
    const parvati = entry.get('parvati') as Record<string, string>;
    for (let i = 1; i <= 10; i++) expect((await post(parvati, `spam ${i}`)).status).toBe(201);
    const before = await storedMessages();
    const refused = await post(parvati, 'spam 11');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(CHAT_MESSAGES.tooFast);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(await storedMessages()).toBe(before);
    // another member is not slowed by Parvati
    expect((await post(entry.get('sandra') as Record<string, string>, 'calm down')).status).toBe(201);
    tick(10_000);
    expect((await post(parvati, 'spam 12')).status).toBe(201);
  });

  it('the commissioner mutes a member for 24 hours: their posts are refused, the record says so without any text', async () => {
    at('2026-03-16T18:00:00.000Z');
    const russell = entry.get('russell') as Record<string, string>;
    expect((await post(russell, 'I am the hero of this season')).status).toBe(201);
    const notManager = await t.request('POST', `/api/leagues/${leagueId}/members/russell/mute`, {
      headers: entry.get('sandra'),
    });
    expect(notManager.status).toBe(401);
    const muted = await t.request('POST', `/api/leagues/${leagueId}/members/russell/mute`, { headers: commissioner });
    expect(muted.status).toBe(200);
    expect(muted.body).toEqual({ userName: 'russell', mutedUntil: '2026-03-17T18:00:00.000Z' });
    const before = await storedMessages();
    const refused = await post(russell, 'you cannot silence me');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(CHAT_MESSAGES.muted('2026-03-17T18:00:00.000Z'));
    expect(await storedMessages()).toBe(before);
    expect((await read(russell, '?limit=1')).body).toMatchObject({
      canPost: false,
      mutedUntil: '2026-03-17T18:00:00.000Z',
    });
    const unknown = await t.request('POST', `/api/leagues/${leagueId}/members/nobody/mute`, { headers: commissioner });
    expect([unknown.status, (unknown.body as { message: string }).message]).toEqual([
      404,
      CHAT_MESSAGES.memberNotFound,
    ]);
    const record = (await t.request<LeagueRecordEntry[]>('GET', `/api/leagues/${leagueId}/record`)).body;
    expect(record[0]).toMatchObject({ actor: 'commissioner' });
    expect(record[0].summary).toMatch(/^russell muted in the chat until /);
    expect(JSON.stringify(record)).not.toContain('hero of this season');
    at('2026-03-17T18:00:01.000Z');
    expect((await post(russell, 'I am back')).status).toBe(201);
  });

  it('the commissioner hides a message: its text is never answered again, and the record names whose it was', async () => {
    tick(1_000);
    const sent = await post(entry.get('russell') as Record<string, string>, 'Spoiler: Rob goes home tonight');
    const hidePath = `/api/leagues/${leagueId}/chat/${sent.body.id}/hide`;
    expect((await t.request('POST', hidePath, { headers: robPerson })).status).toBe(403);
    const hidden = await t.request('POST', hidePath, { headers: commissioner });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ id: sent.body.id, userName: 'russell', text: '', hidden: true });
    for (const who of [robPerson, commissioner, entry.get('russell') as Record<string, string>, await asAdmin()]) {
      const page = await read(who, '?limit=5');
      expect(page.body.messages[0]).toMatchObject({ id: sent.body.id, text: '', hidden: true });
      expect(JSON.stringify(page.body)).not.toContain('Rob goes home');
    }
    // hiding it again changes nothing; a message that does not exist is 404
    expect((await t.request('POST', hidePath, { headers: commissioner })).status).toBe(200);
    const missing = await t.request('POST', `/api/leagues/${leagueId}/chat/999999/hide`, { headers: commissioner });
    expect([missing.status, (missing.body as { message: string }).message]).toEqual([
      404,
      CHAT_MESSAGES.messageNotFound,
    ]);
    const record = (await t.request<LeagueRecordEntry[]>('GET', `/api/leagues/${leagueId}/record`)).body;
    expect(record.filter((line) => line.summary === 'Chat message by russell hidden')).toHaveLength(1);
    expect(JSON.stringify(record)).not.toContain('Rob goes home');
  });

  it('a member reports a message: the commissioner is mailed once, with the text, who wrote it, who told and a link', async () => {
    tick(1_000);
    const sent = await post(entry.get('parvati') as Record<string, string>, 'Sandra is playing you all');
    const reportPath = `/api/leagues/${leagueId}/chat/${sent.body.id}/report`;
    for (let i = 0; i < 2; i++) {
      const reported = await t.request('POST', reportPath, { headers: robPerson });
      expect(reported.status).toBe(202);
      expect(reported.body).toEqual({ message: CHAT_MESSAGES.reported });
    }
    const reportMails = () => smtp.received.filter((mail) => mail.subject === 'Chat Pool: a chat message was reported');
    await waitFor('the report mail', () => reportMails().length > 0);
    const { rows } = await t.query("SELECT recipient FROM mail_outbox WHERE intent_key LIKE 'chat-report:%'");
    expect(rows).toEqual([{ recipient: 'jeff@example.com' }]);
    const [mail] = reportMails();
    expect(mail.to).toContain('jeff@example.com');
    expect(mail.text).toContain('“Sandra is playing you all”');
    expect(mail.text).toContain('rob reported a message parvati wrote in the chat of Chat Pool');
    expect(mail.text).toContain(`/league/${leagueId}`);
    // the manager sees how many reported it; members do not
    const forJeff = await read(commissioner, '?limit=1');
    expect(forJeff.body.messages[0]).toMatchObject({ id: sent.body.id, reports: 1 });
    expect((await read(robPerson, '?limit=1')).body.messages[0].reports).toBeUndefined();
    const missing = await t.request('POST', `/api/leagues/${leagueId}/chat/999999/report`, { headers: robPerson });
    expect(missing.status).toBe(404);
  });

  it('visitors are kept out until the commissioner opens the chat to them; they never post', async () => {
    const anonymous = await read({});
    expect([anonymous.status, anonymous.body.message]).toEqual([401, CHAT_MESSAGES.closedToVisitors]);
    const outsider = await read(stranger);
    expect([outsider.status, outsider.body.message]).toEqual([403, CHAT_MESSAGES.notAMember]);
    expect((await read(await asAdmin(), '?limit=1')).status).toBe(200);
    const settingsPath = `/api/leagues/${leagueId}/chat/settings`;
    const byMember = await t.request('PUT', settingsPath, {
      headers: robPerson,
      body: { openToVisitors: true },
    });
    expect(byMember.status).toBe(403);
    const opened = await t.request('PUT', settingsPath, { headers: commissioner, body: { openToVisitors: true } });
    expect([opened.status, opened.body]).toEqual([200, { openToVisitors: true }]);
    const visiting = await read({}, '?limit=1');
    expect(visiting.status).toBe(200);
    expect(visiting.body).toMatchObject({ openToVisitors: true, canPost: false, canModerate: false });
    const visitorPost = await post({}, 'hi from outside');
    expect(visitorPost.status).toBe(401);
    expect((await post(stranger, 'hi from outside')).status).toBe(403);
    const record = (await t.request<LeagueRecordEntry[]>('GET', `/api/leagues/${leagueId}/record`)).body;
    expect(record[0].summary).toBe('Chat opened to visitors');
  });

  it('unread counts on My leagues go down once the member has read the chat', async () => {
    const unread = async () =>
      (await t.request<Me>('GET', '/api/me', { headers: robPerson })).body.entries[0].unreadChat;
    const before = await unread();
    expect(before).toBeGreaterThan(50);
    const newest = (await read(robPerson, '?limit=1')).body.messages[0].id;
    const marked = await t.request('PUT', chatPath('/read'), { headers: robPerson, body: { lastSeenId: newest } });
    expect(marked.status).toBe(204);
    expect(await unread()).toBe(0);
    tick(1_000);
    await post(entry.get('sandra') as Record<string, string>, 'Anyone watching?');
    await post(entry.get('rob') as Record<string, string>, 'me!');
    // Rob's own message is not unread for him
    expect(await unread()).toBe(1);
    // an older mark moves nothing back
    await t.request('PUT', chatPath('/read'), { headers: robPerson, body: { lastSeenId: '1' } });
    expect(await unread()).toBe(1);
    const bad = await t.request<{ message: string }>('PUT', chatPath('/read'), {
      headers: robPerson,
      body: { lastSeenId: 'newest' },
    });
    expect([bad.status, bad.body.message]).toEqual([400, CHAT_MESSAGES.badCursor]);
  });

  it('the unread count of a Los Angeles member (tz) leaves out what their shield holds back, until their broadcast reaches it', async () => {
    const unread = async (query = '') => {
      const answer = await t.request<Me>('GET', `/api/me${query}`, { headers: robPerson });
      expect(answer.status).toBe(200);
      return answer.body.entries[0].unreadChat;
    };
    const newest = (await read(robPerson, '?limit=1')).body.messages[0].id;
    await t.request('PUT', chatPath('/read'), { headers: robPerson, body: { lastSeenId: newest } });
    // Episode 4: Parvati, in New York, writes 20 minutes in; Rob's Los Angeles broadcast starts three hours later.
    at('2026-03-19T00:20:30.000Z');
    const sent = await post(entry.get('parvati') as Record<string, string>, 'Blindside at tribal!', NEW_YORK);
    expect(sent.status).toBe(201);
    tick(30_000);
    expect(await unread(`?tz=${LOS_ANGELES}`)).toBe(0);
    // without a shield zone, every message counts (as before)
    expect(await unread()).toBe(1);
    at('2026-03-19T03:19:59.000Z');
    expect(await unread(`?tz=${LOS_ANGELES}`)).toBe(0);
    at('2026-03-19T03:20:00.000Z');
    expect(await unread(`?tz=${LOS_ANGELES}`)).toBe(1);
    expect(await unread(`?tz=${NEW_YORK}`)).toBe(1);

    const bad = await t.request<{ message: string }>('GET', '/api/me?tz=Nowhere/Town', { headers: robPerson });
    expect([bad.status, bad.body.message]).toEqual([400, CHAT_MESSAGES.badTimeZone]);
  });

  it('attaching a browser’s entries (POST /api/me/entries?tz=) answers the unread counts behind the same shield', async () => {
    const attach = (query = '') =>
      t.request<Me & { message?: string }>('POST', `/api/me/entries${query}`, {
        headers: robPerson,
        body: { entries: [{ leagueId, entryToken: entry.get('rob')?.['x-entry-token'] }] },
      });
    const newest = (await read(robPerson, '?limit=1')).body.messages[0].id;
    await t.request('PUT', chatPath('/read'), { headers: robPerson, body: { lastSeenId: newest } });
    // Episode 4 again: Sandra, in New York, writes 40 minutes in; Rob's Los Angeles broadcast has not begun.
    at('2026-03-19T00:40:30.000Z');
    expect((await post(entry.get('sandra') as Record<string, string>, 'Who saw that coming?', NEW_YORK)).status).toBe(
      201,
    );
    tick(30_000);
    const inLosAngeles = await attach(`?tz=${LOS_ANGELES}`);
    expect(inLosAngeles.status).toBe(200);
    expect(inLosAngeles.body.entries[0].unreadChat).toBe(0);
    expect((await attach(`?tz=${NEW_YORK}`)).body.entries[0].unreadChat).toBe(1);
    // without a shield zone, every message counts (as GET /api/me without tz)
    expect((await attach()).body.entries[0].unreadChat).toBe(1);

    const bad = await attach('?tz=Nowhere/Town');
    expect([bad.status, bad.body.message]).toEqual([400, CHAT_MESSAGES.badTimeZone]);
  });

  it('reactions: one per person per happening, counted live, held back like messages', async () => {
    at('2026-03-12T00:30:00.000Z');
    const happening = await t.request<HappeningResponse>('POST', '/api/scores/49/3/happenings', {
      headers: await asAdmin(),
      body: { kind: 'tribeImmunityWin', tribe: 'Manu' },
    });
    expect(happening.status).toBe(201);
    const happeningId = happening.body.id;
    const react = (who: Record<string, string>, reaction: string | null, timeZone?: string) =>
      t.request<Reactions['lines'][number] & { message?: string }>('PUT', `/api/leagues/${leagueId}/reactions`, {
        headers: who,
        body: { season: 49, happeningId, reaction, ...(timeZone && { timeZone }) },
      });
    tick(5 * 60_000);
    const fire = await react(entry.get('sandra') as Record<string, string>, 'fire', NEW_YORK);
    expect(fire.status).toBe(200);
    expect(fire.body).toEqual({ happeningId, counts: { fire: 1 }, mine: 'fire' });
    expect((await react(commissioner, 'shock')).body).toEqual({
      happeningId,
      counts: { fire: 1, shock: 1 },
      mine: 'shock',
    });
    // changed, not added
    expect((await react(commissioner, 'fire')).body).toEqual({ happeningId, counts: { fire: 2 }, mine: 'fire' });

    const reactions = (who: Record<string, string>, query: string) =>
      t.request<Reactions>('GET', `/api/leagues/${leagueId}/reactions?season=49${query}`, { headers: who });
    const inLosAngeles = await reactions(robPerson, `&tz=${LOS_ANGELES}`);
    expect(inLosAngeles.body).toEqual({ season: 49, lines: [{ happeningId, counts: {}, mine: null }] });
    expect((await reactions(robPerson, '')).body.lines[0].counts).toEqual({ fire: 2 });
    expect((await reactions(robPerson, `&tz=${LOS_ANGELES}&revealedThrough=3`)).body.lines[0].counts).toEqual({
      fire: 2,
    });
    at('2026-03-12T03:36:00.000Z');
    expect((await reactions(robPerson, `&tz=${LOS_ANGELES}`)).body.lines[0].counts).toEqual({ fire: 2 });

    // taken back
    expect((await react(commissioner, null)).body).toEqual({ happeningId, counts: { fire: 1 }, mine: null });
    const missing = await t.request<{ message: string }>('PUT', `/api/leagues/${leagueId}/reactions`, {
      headers: entry.get('sandra'),
      body: { season: 49, happeningId: 999_999, reaction: 'fire' },
    });
    expect([missing.status, missing.body.message]).toEqual([404, CHAT_MESSAGES.happeningNotFound]);
    const bad = await t.request<{ message: string }>('PUT', `/api/leagues/${leagueId}/reactions`, {
      headers: entry.get('sandra'),
      body: { season: 49, happeningId, reaction: 'meh' },
    });
    expect([bad.status, bad.body.message]).toEqual([400, CHAT_MESSAGES.badReaction]);
    expect((await react(stranger, 'fire')).status).toBe(403);
  });

  it('a removed member may no longer post, by their session or their old entry token (403), and nothing is stored', async () => {
    const coachToken = { 'x-entry-token': await joinLeague(t, leagueId, 'coach') };
    const coachPerson = {
      authorization: `Bearer ${await t.app.get(PersonSessionsService).openSession('coach@example.com')}`,
    };
    tick(1_000);
    expect((await post(coachPerson, 'I am the dragon slayer')).status).toBe(201);
    const removed = await t.request('DELETE', `/api/leagues/${leagueId}/members/coach`, { headers: await asAdmin() });
    expect(removed.status).toBe(200);
    const before = await storedMessages();
    const bySession = await post(coachPerson, 'still here?');
    expect([bySession.status, bySession.body.message]).toEqual([403, CHAT_MESSAGES.notAMember]);
    // issue 31: a removed member is told so (403), whichever credential they kept; their old token as on every route
    const byToken = await post(coachToken, 'still here?');
    expect([byToken.status, byToken.body.message]).toEqual([403, MESSAGES.noLongerAMember]);
    // a token that never opened an entry of the league is still not a credential at all
    expect((await post({ 'x-entry-token': 'never-issued' }, 'hello?')).status).toBe(401);
    // the chat was opened to visitors above: they read it as one, and may not post
    expect((await read(coachPerson, '?limit=1')).body).toMatchObject({ canPost: false, openToVisitors: true });
    expect(await storedMessages()).toBe(before);
  });

  it('a projection rebuild gives the same answers', async () => {
    const answers = async () => ({
      chat: (await read(commissioner)).body,
      older: (await read(robPerson, `?tz=${LOS_ANGELES}&before=${(await read(commissioner)).body.messages[49].id}`))
        .body,
      reactions: (await t.request('GET', `/api/leagues/${leagueId}/reactions?season=49`, { headers: robPerson })).body,
      me: (await t.request('GET', '/api/me', { headers: robPerson })).body,
      muted: (await read(entry.get('russell') as Record<string, string>, '?limit=1')).body,
      record: (await t.request('GET', `/api/leagues/${leagueId}/record`)).body,
    });
    at('2026-03-17T18:30:00.000Z');
    const before = await answers();
    await t.app.get(ProjectionRebuilder).rebuild();
    expect(await answers()).toEqual(before);
  });

  // Last: the second process's start-up sweep judges sessions by its own (real) clock before the test sets it, which
  // ends the sessions this file opened in its March; nothing after this needs them.
  it('the rate limit holds across the processes of a deployment: ten messages sent to two of them, the 11th is refused', async () => {
    at('2026-03-15T19:00:00.000Z');
    const other = await startTestApp('league_chat_second', { sameBackendAs: t });
    try {
      other.clock.set(t.clock.now());
      const sandra = entry.get('sandra') as Record<string, string>;
      const sends = Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? other : t).request('POST', chatPath(), { headers: sandra, body: { text: `both ${i}` } }),
      );
      expect((await Promise.all(sends)).map((answer) => answer.status)).toEqual(Array(10).fill(201));
      const refused = await other.request<{ message: string }>('POST', chatPath(), {
        headers: sandra,
        body: { text: 'both 11' },
      });
      expect([refused.status, refused.body.message]).toEqual([429, CHAT_MESSAGES.tooFast]);
    } finally {
      await other.close();
    }
  });
});
