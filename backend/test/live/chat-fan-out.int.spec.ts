import { CHAT_MESSAGES, type ChatPosted, LIVE_MESSAGES } from '@tribal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpSmtpTestServer } from '../mail/support/smtp-test-server';
import { type SignedIn, signInByLink } from '../people/support';
import { createLeague, joinBody, joinLeague, type TestApp } from '../support/test-app';
import { type SecondProcess, startTwoProcesses, type TwoProcesses } from '../support/two-processes';
import { connectChatViewer, disconnectChatViewers, pause } from './support/chat-viewer';

/**
 * Issue 31: league chat across backend processes. Process A runs in the test, process B is a real second Node
 * process on the same PostgreSQL and Redis; a member watching on B hears what is posted through A, batched.
 */
const smtp = setUpSmtpTestServer();
let processes: TwoProcesses | undefined;
let a: TestApp;
let b: SecondProcess;

let leagueId: string;
let otherLeagueId: string;
let bostonRob: string;
let sandra: string;
let outsider: SignedIn;

const post = (text: string, entryToken: string) =>
  a.request<ChatPosted>('POST', `/api/leagues/${leagueId}/chat`, {
    headers: { 'x-entry-token': entryToken },
    body: { text },
  });

beforeAll(async () => {
  // B starts once the mail is out: it works the same mail queue, without an SMTP server of its own.
  processes = await startTwoProcesses('chat_fan_out', { env: { SMTP_URL: smtp.url } }, async (a) => {
    leagueId = await createLeague(a, { leagueName: 'Pearl Islands Pool' });
    otherLeagueId = await createLeague(a, { leagueName: 'Borneo Pool' });
    bostonRob = await joinLeague(a, leagueId, 'Boston Rob');
    sandra = await joinLeague(a, leagueId, 'Sandra');
    // Parvati plays in another league only: signed in, she is someone, but not a member of this one.
    const joined = await a.request('POST', `/api/leagues/${otherLeagueId}/join`, { body: joinBody('Parvati') });
    expect(joined.status).toBe(201);
    outsider = await signInByLink(a, smtp, 'parvati@example.com');
  });
  ({ a, b } = processes);
}, 90_000);

afterAll(async () => {
  disconnectChatViewers();
  await processes?.close();
});

describe('league chat across two backend processes', () => {
  it('a member watching on process B hears a message posted through process A, in one chat frame', async () => {
    const viewer = await connectChatViewer(b.baseUrl);
    expect(await viewer.subscribe({ leagueId, entryToken: sandra })).toEqual({ ok: true });

    const posted = await post('Anybody else think Rob is running this game?', bostonRob);
    expect(posted.status).toBe(201);

    await viewer.until((v) => v.messageIds().includes(posted.body.id));
    expect(viewer.frames).toHaveLength(1);
    expect(viewer.frames[0]).toMatchObject({
      leagueId,
      messages: [{ id: posted.body.id, userName: 'Boston Rob', text: 'Anybody else think Rob is running this game?' }],
    });
  });

  it('a burst of messages reaches the viewer on B complete, each frame oldest first, in fewer frames than messages', async () => {
    const viewer = await connectChatViewer(b.baseUrl);
    expect((await viewer.subscribe({ leagueId, entryToken: sandra })).ok).toBe(true);

    // Two members, five messages each, all at once (each member's burst allowance is ten).
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(`tribal council take ${i}`, i % 2 ? sandra : bostonRob)),
    );
    for (const answer of answers) expect(answer.status).toBe(201);
    const byId = (x: string, y: string) => x.length - y.length || x.localeCompare(y);
    const ids = answers.map((answer) => answer.body.id).sort(byId);

    await viewer.until((v) => v.messageIds().length >= ids.length);
    await pause(600);
    // Each once; within a frame oldest first (ids are taken before commit, so a later frame may hold an older one).
    expect([...viewer.messageIds()].sort(byId)).toEqual(ids);
    for (const frame of viewer.frames) {
      const inFrame = frame.messages.map((message) => message.id);
      expect(inFrame).toEqual([...inFrame].sort(byId));
    }
    expect(viewer.frames.length).toBeLessThan(ids.length);
  });

  it('a person signed in by cookie is let into their own league’s chat on B, refused in another; a visitor is refused', async () => {
    const stranger = await connectChatViewer(b.baseUrl, outsider.cookie);
    expect(await stranger.subscribe({ leagueId })).toEqual({
      ok: false,
      message: CHAT_MESSAGES.notAMember,
      status: 403,
    });
    const visitor = await connectChatViewer(b.baseUrl);
    expect(await visitor.subscribe({ leagueId })).toEqual({
      ok: false,
      message: CHAT_MESSAGES.closedToVisitors,
      status: 401,
    });
    // A member of the other league is not a member of this one by their entry token either.
    const wrongToken = await visitor.subscribe({ leagueId, entryToken: 'not-a-token-of-this-league' });
    expect(wrongToken).toMatchObject({ ok: false, status: 401 });

    const posted = await post('Refused viewers hear nothing of this.', bostonRob);
    expect(posted.status).toBe(201);
    // The outsider plays in the other league: there they are a member.
    expect(await stranger.subscribe({ leagueId: otherLeagueId })).toEqual({ ok: true });
    await pause(800);
    expect(stranger.frames).toEqual([]);
    expect(visitor.frames).toEqual([]);
  });

  it('a subscription that is not one is refused with a message, and changes nothing', async () => {
    const viewer = await connectChatViewer(b.baseUrl);
    expect(await viewer.subscribe({ league: leagueId })).toEqual({
      ok: false,
      message: LIVE_MESSAGES.badSubscribeChat,
      status: 400,
    });
    expect(await viewer.subscribe({ leagueId, timeZone: 'Mars/Olympus_Mons' })).toEqual({
      ok: false,
      message: CHAT_MESSAGES.badTimeZone,
      status: 400,
    });
  });

  it('the commissioner hides a message: a viewer on B who holds it is sent its id in hiddenIds', async () => {
    const viewer = await connectChatViewer(b.baseUrl);
    expect((await viewer.subscribe({ leagueId, entryToken: sandra })).ok).toBe(true);
    const posted = await post('Something the commissioner will not like', bostonRob);
    expect(posted.status).toBe(201);
    await viewer.until((v) => v.messageIds().includes(posted.body.id));

    const hidden = await a.request('POST', `/api/leagues/${leagueId}/chat/${posted.body.id}/hide`, {
      headers: { authorization: `Bearer ${await a.adminToken()}` },
    });
    expect(hidden.status).toBeLessThan(300);
    await viewer.until((v) => v.frames.some((frame) => frame.hiddenIds?.includes(posted.body.id)));
    // Its text is never sent again.
    expect(JSON.stringify(viewer.frames.slice(1))).not.toContain('Something the commissioner will not like');
  });
});
