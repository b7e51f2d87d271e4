// A client process of the live benchmark: opens `count` socket.io clients, subscribes them, and reports when each
// receives the next standings change (or, for the floor, the next bare broadcast).
import { io } from 'socket.io-client';

const [url, leagueId, countText, mode] = process.argv.slice(2);
const count = Number(countText);
const sockets = [];
const received = [];
let expectingVersion = null;

function onMessage(message) {
  if (mode === 'app' && (expectingVersion === null || message.version < expectingVersion)) return;
  received.push({ at: performance.timeOrigin + performance.now(), bytes: JSON.stringify(message).length });
}

for (let i = 0; i < count; i += 100) {
  await Promise.all(
    Array.from({ length: Math.min(100, count - i) }, async () => {
      const socket = io(`${url}/live`, { transports: ['websocket'], forceNew: true, reconnection: false });
      sockets.push(socket);
      await new Promise((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      socket.on(mode === 'app' ? 'standings' : 'bare', onMessage);
      const ack = await socket.timeout(30_000).emitWithAck('subscribe', { leagueId, season: 49 });
      if (mode === 'app' && !ack.ok) throw new Error(ack.message);
    }),
  );
}
process.send({ type: 'ready', count: sockets.length });

process.on('message', (message) => {
  if (message.type === 'expect') {
    expectingVersion = message.version;
    received.length = 0;
  }
  if (message.type === 'report') process.send({ type: 'report', received: [...received] });
  if (message.type === 'close') {
    for (const s of sockets) s.disconnect();
    process.exit(0);
  }
});
