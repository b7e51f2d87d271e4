// The floor of the live benchmarks: a bare socket.io server. A subscribe joins one room and is acked with a
// pre-encoded JSON payload of the app's snapshot size (what the app's ack carries); a broadcast sends the app's own
// push (a message the bench's viewers received from it), or a payload of a given size, to the room. bench:chat's floor: a `subscribe-chat` joins another room (acked `{ ok: true }`), and each
// chat message the parent hands over is sent to it at once as a frame of its own, as a ChatBatch of one message.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import contracts from '@tribal/contracts';

const { CHAT_LIVE_EVENTS } = contracts;
// socket.io is the backend workspace's dependency: resolve it from there, the same version the app runs.
const { Server } = createRequire(new URL('../backend/package.json', import.meta.url))('socket.io');

const port = Number(process.argv[2]);
// JSON of the app's snapshot size, so a viewer reads (parses) the same bytes from either server.
const snapshotBytes = Number(process.argv[3] ?? 0);
const snapshot = snapshotBytes
  ? Buffer.from(JSON.stringify({ version: 0, pad: 'x'.repeat(Math.max(0, snapshotBytes - 24)) }))
  : Buffer.alloc(0);
const httpServer = createServer();
const io = new Server(httpServer, { maxHttpBufferSize: 64 * 1024 });
const live = io.of('/live');
live.on('connection', (socket) => {
  socket.on('subscribe', (_body, ack) => {
    socket.join('room');
    ack(snapshot.length ? { ok: true, season: 49, version: 0, snapshot } : { ok: true, season: 49, version: 0 });
  });
  socket.on(CHAT_LIVE_EVENTS.subscribeChat, (_body, ack) => {
    socket.join('chat');
    ack({ ok: true });
  });
});
httpServer.listen(port, () => process.send({ type: 'listening' }));
process.on('message', (message) => {
  if (message.type === 'broadcast') {
    const sentAt = performance.timeOrigin + performance.now();
    // The app's own message when the bench has one (what its viewers parsed), else a string of its size.
    live.to('room').emit('bare', message.body ?? { payload: 'x'.repeat(Math.max(0, message.bytes - 16)) });
    process.send({ type: 'sent', at: sentAt });
  }
  if (message.type === 'chat') {
    live.to('chat').emit(CHAT_LIVE_EVENTS.chat, { leagueId: message.leagueId, messages: [message.message] });
  }
  if (message.type === 'close') process.exit(0);
});
// A benchmark that ended (or failed) before a busy floor read its 'close' leaves no server behind.
process.on('disconnect', () => process.exit(0));
