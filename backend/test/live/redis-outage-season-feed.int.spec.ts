import { FeedItem, HappeningResponse, LIVE_EVENTS } from '@tribal/contracts';
import { io, Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayRedis, type ThrowawayRedis } from '../../../tools/throwaway-servers.mjs';
import type { TestApp } from '../support/test-app';
import { type SecondProcess, startTwoProcesses, type TwoProcesses } from '../support/two-processes';

/**
 * Issue 34: no viewer left behind by a Redis outage, for the live happenings feed. Its lines have no version a
 * catch-up could compare, so a line pushed while Redis is away must itself get through. With
 * LIVE_REDIS_ADAPTER=streams every push is an entry of a Redis stream that each process reads on from where it
 * stopped: the line the admin records on process A while Redis is down reaches the viewer on process B (a real
 * second Node process) once Redis is back. With `pubsub` it is lost whenever A's publisher is connected again before
 * B's subscriber has subscribed again: run with `pubsub`, this file failed once in three runs (B never got the line).
 * The Redis is this file's own, stopped and started here, never the machine's shared one.
 */
let redis: ThrowawayRedis;
let processes: TwoProcesses | undefined;
let a: TestApp;
let b: SecondProcess;
const sockets: Socket[] = [];

beforeAll(async () => {
  redis = await startThrowawayRedis();
  processes = await startTwoProcesses('live_redis_outage_feed', {
    redisUrl: redis.url,
    bothEnv: { LIVE_REDIS_ADAPTER: 'streams' },
  });
  ({ a, b } = processes);
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await processes?.close();
  await redis?.destroy();
});

/** A viewer of season 49's happenings feed on a process; `lines` holds the feed lines pushed to it, in order. */
async function seasonViewer(baseUrl: string): Promise<{ lines: FeedItem[] }> {
  const socket = io(`${baseUrl}/live`, { transports: ['websocket'], forceNew: true, reconnection: false });
  sockets.push(socket);
  const lines: FeedItem[] = [];
  socket.on(LIVE_EVENTS.happening, (line: FeedItem) => lines.push(line));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  expect((await socket.timeout(5000).emitWithAck(LIVE_EVENTS.subscribeSeason, { season: 49 })).ok).toBe(true);
  return { lines };
}

/** How long until a line of `id` is among `lines` (bounded): Infinity when it never is within `withinMs`. */
async function msUntilLine(lines: FeedItem[], id: number, withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if (lines.some((line) => line.id === id)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Number.POSITIVE_INFINITY;
}

describe('a Redis outage during a live episode, with LIVE_REDIS_ADAPTER=streams', () => {
  it('a happening recorded on process A while Redis is down reaches the feed viewer on process B once Redis is back', async () => {
    const admin = { authorization: `Bearer ${await a.adminToken()}` };
    const record = (body: unknown) =>
      a.request<HappeningResponse>('POST', '/api/scores/49/2/happenings', { headers: admin, body });
    const watching = await seasonViewer(b.baseUrl);
    // A viewer on A too: the streams adapter emits to a process's own viewers once Redis has the push, so theirs
    // also wait for Redis to be back (the beacon covers standings meanwhile), and get it then.
    const onA = await seasonViewer(a.baseUrl);

    // While Redis works, the line arrives at once.
    const before = await record({ kind: 'tribeImmunityWin', tribe: 'Manu' });
    expect(before.status).toBe(201);
    expect(await msUntilLine(watching.lines, before.body.id, 5000)).toBeLessThan(5000);
    expect(await msUntilLine(onA.lines, before.body.id, 5000)).toBeLessThan(5000);

    // Redis goes away for a few seconds; the admin records the next happening meanwhile (PostgreSQL has it).
    await redis.stop();
    const during = await record({ kind: 'idolObtained', castawayId: 49002 });
    expect(during.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(watching.lines.map((line) => line.id)).not.toContain(during.body.id);

    // Redis is back (empty: the throwaway one keeps nothing): the line gets to B's viewer, after the first one.
    await redis.start();
    expect(await msUntilLine(watching.lines, during.body.id, 10_000)).toBeLessThan(10_000);
    expect(watching.lines.map((line) => line.id)).toEqual([before.body.id, during.body.id]);
    expect(await msUntilLine(onA.lines, during.body.id, 5000)).toBeLessThan(5000);
    expect(onA.lines.map((line) => line.id)).toEqual([before.body.id, during.body.id]);

    // And the feed flows as before, once the beacon's after-recovery window is over too.
    await new Promise((resolve) => setTimeout(resolve, 7000));
    const after = await record({ kind: 'shotInDarkWin', castawayId: 49003 });
    expect(after.status).toBe(201);
    expect(await msUntilLine(watching.lines, after.body.id, 5000)).toBeLessThan(5000);
  }, 90_000);
});
