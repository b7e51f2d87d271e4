import { setImmediate } from 'node:timers/promises';
import type { Namespace } from 'socket.io';

/** A frame is written to this many sockets between two turns of the event loop (about 10 ms on a 2-core machine). */
export const WRITE_CHUNK = 500;

/**
 * Sends a frame to this process's sockets in a room, `chunk` sockets at a time with a turn of the event loop between
 * chunks: a chat frame to 10,000 viewers takes about 200 ms to write, and a member's POST that arrives meanwhile is
 * answered between two chunks rather than after the last (issue 31's bench: its p99 answer time). Answers the time
 * spent writing (ms), the turns excluded: what sets the league's pace (`chatPace`).
 */
export async function writeToRoom(
  server: Namespace,
  room: string,
  event: string,
  frame: unknown,
  chunk = WRITE_CHUNK,
): Promise<number> {
  const sockets = server.adapter.rooms.get(room);
  if (!sockets || sockets.size <= chunk) {
    const writing = performance.now();
    server.local.to(room).emit(event, frame);
    return performance.now() - writing;
  }
  // Each socket is in the room of its own id, so a chunk is addressed as those rooms. The list is taken before the
  // first turn: a viewer who joins meanwhile gets the next frame (and what it loads on joining), none gets it twice.
  const ids = [...sockets];
  let writeMs = 0;
  for (let start = 0; start < ids.length; start += chunk) {
    if (start > 0) await setImmediate();
    const writing = performance.now();
    server.local.to(ids.slice(start, start + chunk)).emit(event, frame);
    writeMs += performance.now() - writing;
  }
  return writeMs;
}
