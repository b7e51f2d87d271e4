import { CHAT_LIVE_EVENTS, type ChatPosted, LIVE_THROTTLE_MESSAGES, MESSAGES, weeklySchedule } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeague, joinLeague, setUpTestApp } from '../support/test-app';
import { connectChatViewer, disconnectChatViewers, pause } from './support/chat-viewer';

/**
 * Issue 31: the chat behind the spoiler shield, live. A New York member writes 20 minutes into the episode; a
 * viewer in Los Angeles, whose broadcast starts three hours later, hears it when their own broadcast reaches
 * minute 20, not before; a viewer who revealed the episode, or has the shield off, hears it at once.
 */
// Without Redis: one process, embedded (the notices never leave it; the two-process story is chat-fan-out's).
const t = setUpTestApp('chat_shield');

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let leagueId: string;
let boston: string;
let sandra: string;
/** the episode that aired three days ago (the first that has happenings), and its air time (8 pm Eastern) */
const EPISODE = 2;
let airedAt: number;

beforeAll(async () => {
  const premiere = new Date(Date.now() - 10 * 24 * HOUR);
  const schedule = weeklySchedule(
    { year: premiere.getUTCFullYear(), month: premiere.getUTCMonth() + 1, day: premiere.getUTCDate() },
    14,
  );
  airedAt = Date.parse(schedule[String(EPISODE)]);
  const saved = await t.request('PUT', '/api/seasons/49/schedule', {
    headers: { authorization: `Bearer ${await t.adminToken()}` },
    body: schedule,
  });
  expect(saved.status).toBe(200);
  leagueId = await createLeague(t);
  boston = await joinLeague(t, leagueId, 'Boston Rob');
  sandra = await joinLeague(t, leagueId, 'Sandra');
});

afterAll(() => {
  disconnectChatViewers();
  t.clock.set(null);
});

const at = (ms: number) => t.clock.set(new Date(ms));

describe('the chat behind the spoiler shield, live', () => {
  it('Los Angeles hears a New York minute-20 message when its own broadcast reaches minute 20', async () => {
    at(airedAt + 20 * MINUTE);
    const newYork = await connectChatViewer(t.baseUrl);
    const losAngeles = await connectChatViewer(t.baseUrl);
    const revealed = await connectChatViewer(t.baseUrl);
    const shieldOff = await connectChatViewer(t.baseUrl);
    for (const [viewer, shield] of [
      [newYork, { timeZone: 'America/New_York' }],
      [losAngeles, { timeZone: 'America/Los_Angeles' }],
      [revealed, { timeZone: 'America/Los_Angeles', revealedThrough: EPISODE }],
      [shieldOff, {}],
    ] as const) {
      expect(await viewer.subscribe({ leagueId, entryToken: sandra, ...shield })).toEqual({ ok: true });
    }

    const posted = await t.request<ChatPosted>('POST', `/api/leagues/${leagueId}/chat`, {
      headers: { 'x-entry-token': boston },
      body: { text: 'That blindside!', timeZone: 'America/New_York' },
    });
    expect(posted.status).toBe(201);
    const { id } = posted.body;

    for (const viewer of [newYork, revealed, shieldOff]) await viewer.until((v) => v.messageIds().includes(id));
    expect(newYork.frames[0].messages[0]).toMatchObject({ id, moment: { episode: EPISODE, minute: 20 } });

    // Los Angeles is at 5:20 pm: its broadcast has not begun. Then it is at minute 19 of it.
    await pause(1500);
    expect(losAngeles.frames).toEqual([]);
    at(airedAt + 3 * HOUR + 19 * MINUTE);
    await pause(1500);
    expect(losAngeles.frames).toEqual([]);

    at(airedAt + 3 * HOUR + 20 * MINUTE);
    await losAngeles.until((v) => v.messageIds().includes(id), 5000);
    expect(losAngeles.frames).toHaveLength(1);
    // Each viewer was sent it exactly once.
    for (const viewer of [newYork, revealed, shieldOff, losAngeles]) expect(viewer.messageIds()).toEqual([id]);
    // How long after its commit each group's frame went out is on the episode-night dashboard's push latency.
    const metrics = await t.request<string>('GET', '/metrics');
    expect(metrics.body).toMatch(/^tribal_push_latency_seconds_count\{push="chat"\} [1-9]/m);
  });

  it('a Los Angeles viewer who opens the chat after the message was sent still hears it at their minute 20', async () => {
    // Nobody watches now: the Los Angeles group is new to the process when this viewer opens the chat.
    disconnectChatViewers();
    at(airedAt + 21 * MINUTE);
    const posted = await t.request<ChatPosted>('POST', `/api/leagues/${leagueId}/chat`, {
      headers: { 'x-entry-token': boston },
      body: { text: 'Fire-making, here we go', timeZone: 'America/New_York' },
    });
    expect(posted.status).toBe(201);

    at(airedAt + 3 * HOUR);
    const late = await connectChatViewer(t.baseUrl);
    expect(await late.subscribe({ leagueId, entryToken: sandra, timeZone: 'America/Los_Angeles' })).toEqual({
      ok: true,
    });
    await pause(1500);
    expect(late.messageIds()).not.toContain(posted.body.id);

    at(airedAt + 3 * HOUR + 21 * MINUTE);
    await late.until((v) => v.messageIds().includes(posted.body.id), 5000);
  });

  it('a viewer who reveals the episode moves to the revealed group: new messages at once, the old group no more', async () => {
    disconnectChatViewers();
    at(airedAt + 30 * MINUTE);
    const viewer = await connectChatViewer(t.baseUrl);
    expect((await viewer.subscribe({ leagueId, entryToken: sandra, timeZone: 'America/Los_Angeles' })).ok).toBe(true);
    const posted = await t.request<ChatPosted>('POST', `/api/leagues/${leagueId}/chat`, {
      headers: { 'x-entry-token': boston },
      body: { text: 'Idol played!', timeZone: 'America/New_York' },
    });
    expect(posted.status).toBe(201);
    await pause(1000);
    expect(viewer.messageIds()).not.toContain(posted.body.id);

    const again = await viewer.subscribe({
      leagueId,
      entryToken: sandra,
      timeZone: 'America/Los_Angeles',
      revealedThrough: EPISODE,
    });
    expect(again).toEqual({ ok: true });
    // What the new group's viewers already hold comes with the history (GET); a message posted now comes live, once.
    const next = await t.request<ChatPosted>('POST', `/api/leagues/${leagueId}/chat`, {
      headers: { 'x-entry-token': boston },
      body: { text: 'And it was a fake!', timeZone: 'America/New_York' },
    });
    await viewer.until((v) => v.messageIds().includes(next.body.id));
    // The old group's room was left: when Los Angeles reaches minute 30, nothing arrives twice.
    at(airedAt + 3 * HOUR + 31 * MINUTE);
    await pause(1500);
    expect(viewer.messageIds().filter((id) => id === next.body.id)).toHaveLength(1);
    expect(viewer.messageIds()).not.toContain(posted.body.id);
  });

  it('a reaction from New York reaches Los Angeles as counts only when its broadcast reaches that minute', async () => {
    disconnectChatViewers();
    at(airedAt + 40 * MINUTE);
    const admin = { authorization: `Bearer ${await t.adminToken()}` };
    const happening = await t.request<{ id: number }>('POST', `/api/scores/49/${EPISODE}/happenings`, {
      headers: admin,
      body: { kind: 'tribeImmunityWin', tribe: 'Manu' },
    });
    expect(happening.status, JSON.stringify(happening.body)).toBe(201);
    const newYork = await connectChatViewer(t.baseUrl);
    const losAngeles = await connectChatViewer(t.baseUrl);
    expect((await newYork.subscribe({ leagueId, entryToken: sandra, timeZone: 'America/New_York' })).ok).toBe(true);
    expect((await losAngeles.subscribe({ leagueId, entryToken: sandra, timeZone: 'America/Los_Angeles' })).ok).toBe(
      true,
    );

    const reacted = await t.request('PUT', `/api/leagues/${leagueId}/reactions`, {
      headers: { 'x-entry-token': boston },
      body: { season: 49, happeningId: happening.body.id, reaction: 'fire', timeZone: 'America/New_York' },
    });
    expect(reacted.status).toBe(200);
    const line = { happeningId: happening.body.id, counts: { fire: 1 } };
    await newYork.until((v) => v.reactions.length > 0);
    expect(newYork.reactions).toEqual([{ leagueId, season: 49, lines: [line] }]);

    await pause(1500);
    expect(losAngeles.reactions).toEqual([]);
    at(airedAt + 3 * HOUR + 40 * MINUTE);
    await losAngeles.until((v) => v.reactions.length > 0, 5000);
    expect(losAngeles.reactions).toEqual([{ leagueId, season: 49, lines: [line] }]);
  });

  it('a viewer whose shield turns on while its first subscribe is still being answered hears nothing before its minute 20', async () => {
    // Its own league, open to visitors: the second subscribe (a visitor's) reads no member, the first (a member's) does.
    const league = await createLeague(t);
    const parvati = await joinLeague(t, league, 'Parvati');
    const amanda = await joinLeague(t, league, 'Amanda');
    const admin = { authorization: `Bearer ${await t.adminToken()}` };
    const opened = await t.request('PUT', `/api/leagues/${league}/chat/settings`, {
      headers: admin,
      body: { openToVisitors: true },
    });
    expect(opened.status).toBe(200);
    at(airedAt + 20 * MINUTE);
    const viewer = await connectChatViewer(t.baseUrl);
    // The page subscribes with the shield off, and the viewer ticks "I watch later" (Los Angeles) before the server
    // has answered: the first subscribe is held up (here by a lock on the members' table), the second is not.
    const lock = t.app.get(DataSource).createQueryRunner();
    await lock.connect();
    await lock.startTransaction();
    await lock.query('LOCK TABLE league_members IN ACCESS EXCLUSIVE MODE');
    const shieldOff = viewer.subscribe({ leagueId: league, entryToken: parvati });
    await pause(300);
    viewer.socket.emit(CHAT_LIVE_EVENTS.unsubscribeChat, { leagueId: league });
    const losAngeles = viewer.subscribe({ leagueId: league, timeZone: 'America/Los_Angeles' });
    await pause(300);
    await lock.rollbackTransaction();
    await lock.release();
    expect(await shieldOff).toEqual({ ok: true });
    expect(await losAngeles).toEqual({ ok: true });

    // The subscription in force is the last one sent: New York's minute-20 message waits for Los Angeles' minute 20.
    const posted = await t.request<ChatPosted>('POST', `/api/leagues/${league}/chat`, {
      headers: { 'x-entry-token': amanda },
      body: { text: 'Idol played!', timeZone: 'America/New_York' },
    });
    expect(posted.status).toBe(201);
    await pause(1000);
    expect(viewer.messageIds()).not.toContain(posted.body.id);
    at(airedAt + 3 * HOUR + 20 * MINUTE);
    await viewer.until((v) => v.messageIds().includes(posted.body.id));
  });

  it('a connection that keeps re-subscribing is refused once past the live subscribe burst', async () => {
    const viewer = await connectChatViewer(t.baseUrl);
    const zones = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'Pacific/Honolulu'];
    const acks = [];
    for (let i = 0; i < 12; i++) {
      acks.push(await viewer.subscribe({ leagueId, entryToken: sandra, timeZone: zones[i % zones.length] }));
    }
    expect(acks.slice(0, 10).every((ack) => ack.ok)).toBe(true);
    expect(acks.slice(10)).toEqual([
      { ok: false, message: LIVE_THROTTLE_MESSAGES.tooManySubscribes, status: 429 },
      { ok: false, message: LIVE_THROTTLE_MESSAGES.tooManySubscribes, status: 429 },
    ]);
  });

  it('a viewer who leaves the chat (unsubscribe-chat) hears nothing more of it; one who stays does', async () => {
    disconnectChatViewers();
    at(airedAt + 50 * MINUTE);
    const leaving = await connectChatViewer(t.baseUrl);
    const staying = await connectChatViewer(t.baseUrl);
    for (const viewer of [leaving, staying]) {
      expect(await viewer.subscribe({ leagueId, entryToken: sandra, timeZone: 'America/New_York' })).toEqual({
        ok: true,
      });
    }
    expect(await leaving.socket.emitWithAck(CHAT_LIVE_EVENTS.unsubscribeChat, { leagueId })).toEqual({ ok: true });
    const posted = await t.request<ChatPosted>('POST', `/api/leagues/${leagueId}/chat`, {
      headers: { 'x-entry-token': boston },
      body: { text: 'Jury management, 101', timeZone: 'America/New_York' },
    });
    expect(posted.status).toBe(201);
    await staying.until((v) => v.messageIds().includes(posted.body.id));
    await pause(500);
    expect(leaving.frames).toEqual([]);
  });

  it('a member removed from the league who kept their entry token is refused the chat as a removed member (403)', async () => {
    const coach = await joinLeague(t, leagueId, 'Coach');
    const viewer = await connectChatViewer(t.baseUrl);
    const removed = await t.request('DELETE', `/api/leagues/${leagueId}/members/Coach`, {
      headers: { authorization: `Bearer ${await t.adminToken()}` },
    });
    expect(removed.status).toBe(200);
    expect(await viewer.subscribe({ leagueId, entryToken: coach })).toEqual({
      ok: false,
      message: MESSAGES.noLongerAMember,
      status: 403,
    });
  });
});
