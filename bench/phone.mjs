// What a phone downloads, counted on the wire: shared by bench:first-load and bench:live.
import { createConnection, createServer } from 'node:net';

/** A page has settled when nothing more came over the wire for this long. */
export const SETTLE_MS = 3000;
const sleep = (t) => new Promise((r) => setTimeout(r, t));

/** A TCP relay that counts the bytes the app sends to the browser: what a phone would download. */
export function countingRelay(targetPort) {
  let served = 0;
  const server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    upstream.on('data', (chunk) => {
      served += chunk.length;
    });
    client.pipe(upstream);
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
    client.on('close', close);
    upstream.on('close', close);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: server.address().port,
        reset: () => {
          served = 0;
        },
        served: () => served,
        close: () => new Promise((r) => server.close(r)),
      }),
    );
  });
}

/** Resolves once the relay has served nothing new for `quietMs` (at most `boundMs`): the page has settled. */
export async function settled(relay, quietMs = SETTLE_MS, boundMs = 30_000) {
  const start = Date.now();
  let last = relay.served();
  let lastChange = Date.now();
  while (Date.now() - lastChange < quietMs && Date.now() - start < boundMs) {
    await sleep(250);
    if (relay.served() !== last) {
      last = relay.served();
      lastChange = Date.now();
    }
  }
}
