// A client process of the live benchmark: opens socket.io viewers (WebSocket transport) as fast as it can, each
// subscribing the way the web app does, and reports to the parent over IPC. Every wait is bounded by the parent.
//
// Messages from the parent:
//   { type: 'open', count, window, deadlineMs, reconnect }  open `count` viewers, at most `window` handshakes in
//                                                          flight; answers 'opened' with the arrival figures
//   { type: 'expect', version }   start recording standings messages of at least this version (the push)
//   { type: 'report' }            answers the receipts recorded since 'expect', and the first message received
//                                 (`sample`: the floor broadcasts that very message)
//   { type: 'state', version }    answers how many viewers hold at least `version` (and since when), and what
//                                 the storm cost
//   { type: 'close' }             disconnects everything and exits
import contracts from '@tribal/contracts';
import { io } from 'socket.io-client';
import { openViewers } from './viewer-arrivals.mjs';

const { LIVE_EVENTS, moveDelayMs } = contracts;

const [url, leagueId, mode] = process.argv.slice(2);
const now = () => performance.timeOrigin + performance.now();
const viewers = [];
const received = [];
let sample = null;
let expectingVersion = null;
const counts = {
  subscribed: 0,
  connectFailed: 0,
  refused: 0,
  ackTimedOut: 0,
  disconnects: 0,
  ackWithSnapshot: 0,
  ackVersionOnly: 0,
  refetches: 0,
  reconnects: 0,
  movesAsked: 0,
};
let ackBytes = 0;
let lastConvergedAt = 0;

/** Re-fetches the snapshot over HTTP, as the web app does on a gap; answers its version. */
async function refetch() {
  counts.refetches++;
  const response = await fetch(`${url}/api/leagues/${leagueId}/standings?season=49`);
  return (await response.json()).version;
}

function hold(viewer, version, target) {
  if (version <= viewer.held) return;
  viewer.held = version;
  viewer.heldAt = now();
  if (target !== null && version >= target) lastConvergedAt = now();
}

let convergeTarget = null;

function record(message) {
  sample ??= message;
  received.push({ at: now(), bytes: JSON.stringify(message).length });
}

function onStandings(viewer, message) {
  if (mode === 'bare') {
    if (expectingVersion !== null) record(message);
    return;
  }
  if (expectingVersion !== null && message.version >= expectingVersion && !viewer.pushSeen) {
    viewer.pushSeen = true;
    record(message);
  }
  if (message.fromVersion === viewer.held) hold(viewer, message.version, convergeTarget);
  else if (message.version > viewer.held) {
    refetch().then(
      (version) => hold(viewer, version, convergeTarget),
      () => {},
    );
  }
}

/** Subscribes as the web app does: saying which version it holds; the ack brings a snapshot only if behind. */
async function subscribe(viewer, timeoutMs) {
  const body = viewer.held >= 0 ? { leagueId, season: 49, knownVersion: viewer.held } : { leagueId, season: 49 };
  const ack = await viewer.socket.timeout(timeoutMs).emitWithAck('subscribe', body);
  if (!ack.ok) throw Object.assign(new Error(ack.message), { refused: true });
  if (ack.snapshot) {
    counts.ackWithSnapshot++;
    const bytes = ack.snapshot.byteLength + JSON.stringify({ ...ack, snapshot: '' }).length;
    ackBytes = Math.max(ackBytes, bytes);
    hold(viewer, JSON.parse(Buffer.from(ack.snapshot).toString('utf8')).version, convergeTarget);
  } else {
    counts.ackVersionOnly++;
    if (ack.version > viewer.held) hold(viewer, await refetch(), convergeTarget);
  }
}

function openViewer(deadline, reconnect) {
  return new Promise((resolve) => {
    const socket = io(`${url}/live`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: reconnect,
      // The web app's backoff: 0.5 s doubling to 5 s, each delay jittered by ±50 %.
      reconnectionDelay: 500,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: Math.max(1000, deadline - now()),
    });
    const viewer = { socket, held: -1, pushSeen: false, subscribed: false };
    viewers.push(viewer);
    let first = true;
    socket.on('standings', (message) => onStandings(viewer, message));
    socket.on('bare', (message) => onStandings(viewer, message));
    // As the web app does (frontend/src/lib/live-socket.ts): a stopping process asks its viewers to move.
    socket.on(LIVE_EVENTS.move, (message) => {
      counts.movesAsked++;
      setTimeout(() => {
        if (!socket.connected) return;
        socket.disconnect();
        socket.connect();
      }, moveDelayMs(message));
    });
    socket.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') counts.disconnects++;
    });
    socket.on('connect', () => {
      const initial = first;
      first = false;
      if (!initial) counts.reconnects++;
      subscribe(viewer, Math.max(1000, deadline - now())).then(
        () => {
          if (initial) {
            viewer.subscribed = true;
            viewer.subscribedAt = now();
            counts.subscribed++;
            resolve();
          }
        },
        (error) => {
          if (error.refused) counts.refused++;
          else counts.ackTimedOut++;
          if (initial) resolve();
        },
      );
    });
    socket.on('connect_error', () => {
      if (first && !reconnect) {
        counts.connectFailed++;
        resolve();
      }
    });
  });
}

async function open({ count, window, deadlineMs, reconnect }) {
  const arrival = await openViewers(
    { count, window, deadlineMs },
    (deadline) => openViewer(deadline, reconnect),
    viewers,
  );
  return { ...arrival, ackBytes, ...counts };
}

process.on('message', async (message) => {
  if (message.type === 'open') process.send({ type: 'opened', ...(await open(message)) });
  if (message.type === 'expect') {
    expectingVersion = message.version;
    received.length = 0;
    sample = null;
    for (const v of viewers) v.pushSeen = false;
  }
  if (message.type === 'report') process.send({ type: 'report', received: [...received], sample });
  if (message.type === 'state') {
    convergeTarget = message.version;
    const holding = viewers.filter((v) => v.held >= message.version);
    process.send({
      type: 'state',
      holding: holding.length,
      // when the last of those holding it came to hold what it holds now
      latestHeldAt: holding.reduce((latest, v) => Math.max(latest, v.heldAt ?? 0), 0),
      connected: viewers.filter((v) => v.socket.connected).length,
      lastConvergedAt,
      ...counts,
    });
  }
  if (message.type === 'reset') {
    for (const key of Object.keys(counts)) if (key !== 'subscribed') counts[key] = 0;
    lastConvergedAt = 0;
    process.send({ type: 'reset' });
  }
  if (message.type === 'close') {
    for (const v of viewers) v.socket.disconnect();
    process.exit(0);
  }
});
process.send({ type: 'ready' });
