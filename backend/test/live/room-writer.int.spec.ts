import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeToRoom } from '../../src/live/chat/room-writer';

/**
 * A chat frame to a big room is written a chunk of sockets at a time (issue 31's bench at 10,000 viewers): every
 * viewer of the room still gets it exactly once, and no one outside the room gets it. Real socket.io on loopback,
 * with chunks of 2 so that 7 viewers take four chunks.
 */
describe('a frame written to a room in chunks', () => {
  const http = createServer();
  const io = new Server(http);
  const live = io.of('/live');
  live.on('connection', (socket) => {
    socket.on('join', (room: string, done: () => void) => {
      void socket.join(room);
      done();
    });
  });
  const viewers: Socket[] = [];
  let url = '';

  beforeAll(async () => {
    http.listen(0, '127.0.0.1');
    await once(http, 'listening');
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/live`;
  });
  afterAll(async () => {
    for (const viewer of viewers) viewer.disconnect();
    await io.close();
  });

  async function viewer(room: string): Promise<{ frames: unknown[] }> {
    const socket = connect(url, { transports: ['websocket'], forceNew: true });
    viewers.push(socket);
    const seen = { frames: [] as unknown[] };
    socket.on('chat', (frame: unknown) => seen.frames.push(frame));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    await socket.emitWithAck('join', room);
    return seen;
  }

  it('each of 7 viewers in the room gets the frame once, in chunks of 2; a viewer of another room gets nothing', async () => {
    const inRoom = await Promise.all(Array.from({ length: 7 }, () => viewer('chat:league-1:open')));
    const elsewhere = await viewer('chat:league-2:open');
    const frame = { leagueId: 'league-1', messages: [{ id: '1', userName: 'Parvati', text: 'Idol!', at: 'x' }] };

    const writeMs = await writeToRoom(live, 'chat:league-1:open', 'chat', frame, 2);

    expect(writeMs).toBeGreaterThanOrEqual(0);
    await expect.poll(() => inRoom.map((seen) => seen.frames.length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(inRoom[6]?.frames[0]).toEqual(frame);
    // Given a moment for anything stray to arrive, the other league's viewer still has nothing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(elsewhere.frames).toEqual([]);
    expect(inRoom.map((seen) => seen.frames.length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });
});
