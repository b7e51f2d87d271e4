// A client process of bench:chat: opens socket.io viewers of one league's chat (WebSocket transport), each
// subscribing as a visitor with the shield off (`subscribe-chat` with only the league), and counts what each
// receives. Speaks the protocol of bench/live-driver.mjs ('open' → 'opened', 'close'), plus:
//   { type: 'expect', run, messages }  from now on, count the messages of this run (their text is
//                                      `bench <run> <seq> <sent at, ms>`, seq < messages) and the frames they came in
//   { type: 'progress' }               answers how many (viewer, message) deliveries were counted so far
//   { type: 'report' }                 answers the figures: the latency histogram (1 ms buckets), and per viewer
//                                      the frames and distinct messages it received
// A frame is one `chat` event; the app batches (at most one per viewer per CHAT_BATCH_MS), the floor does not.
import contracts from '@tribal/contracts';
import { io } from 'socket.io-client';
import { openViewers } from './viewer-arrivals.mjs';

const { CHAT_LIVE_EVENTS } = contracts;

const [url, leagueId] = process.argv.slice(2);
const now = () => performance.timeOrigin + performance.now();
/** Latencies above this (ms) share the last bucket (shown as at least this); the exact maximum is kept beside. */
const HISTOGRAM_MS = 600_000;
const viewers = [];
const counts = { subscribed: 0, connectFailed: 0, refused: 0, ackTimedOut: 0, disconnects: 0 };
let run = null;
let messageCount = 0;
let histogram = new Uint32Array(HISTOGRAM_MS + 1);
let deliveries = 0;
let duplicates = 0;
let maxLatency = 0;

function onChat(viewer, batch) {
  if (run === null || !viewer.seen) return;
  let ours = 0;
  for (const message of batch.messages ?? []) {
    const [word, ofRun, seq, sentAt] = message.text.split(' ');
    if (word !== 'bench' || ofRun !== run) continue;
    ours++;
    const index = Number(seq);
    if (!(index >= 0 && index < messageCount)) continue;
    if (viewer.seen[index]) {
      duplicates++;
      continue;
    }
    viewer.seen[index] = 1;
    viewer.messages++;
    deliveries++;
    const latency = Math.max(0, now() - Number(sentAt));
    if (latency > maxLatency) maxLatency = latency;
    histogram[Math.min(HISTOGRAM_MS, Math.floor(latency))]++;
  }
  if (ours) viewer.frames++;
  else viewer.otherFrames++;
}

function openViewer(deadline) {
  return new Promise((resolve) => {
    const timeout = Math.max(1000, deadline - now());
    const socket = io(`${url}/live`, { transports: ['websocket'], forceNew: true, reconnection: false, timeout });
    const viewer = { socket, subscribed: false, frames: 0, otherFrames: 0, messages: 0, seen: null };
    viewers.push(viewer);
    socket.on(CHAT_LIVE_EVENTS.chat, (batch) => onChat(viewer, batch));
    socket.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') counts.disconnects++;
    });
    socket.on('connect', () => {
      socket
        .timeout(Math.max(1000, deadline - now()))
        .emitWithAck(CHAT_LIVE_EVENTS.subscribeChat, { leagueId })
        .then(
          (ack) => {
            if (ack?.ok) {
              viewer.subscribed = true;
              viewer.subscribedAt = now();
              counts.subscribed++;
            } else {
              counts.refused++;
              if (counts.refused === 1) console.error(`subscribe-chat refused: ${JSON.stringify(ack)}`);
            }
            resolve();
          },
          () => {
            counts.ackTimedOut++;
            resolve();
          },
        );
    });
    socket.on('connect_error', () => {
      counts.connectFailed++;
      resolve();
    });
  });
}

async function open({ count, window, deadlineMs }) {
  return { ...(await openViewers({ count, window, deadlineMs }, openViewer, viewers)), ackBytes: 0, ...counts };
}

function report() {
  const subscribed = viewers.filter((v) => v.subscribed);
  const buckets = [];
  histogram.forEach((n, ms) => {
    if (n) buckets.push([ms, n]);
  });
  return {
    type: 'report',
    buckets,
    maxLatency,
    deliveries,
    duplicates,
    frames: subscribed.map((v) => v.frames),
    otherFrames: subscribed.reduce((n, v) => n + v.otherFrames, 0),
    messages: subscribed.map((v) => v.messages),
    connected: subscribed.filter((v) => v.socket.connected).length,
    ...counts,
  };
}

process.on('message', async (message) => {
  if (message.type === 'open') process.send({ type: 'opened', ...(await open(message)) });
  if (message.type === 'expect') {
    run = message.run;
    messageCount = message.messages;
    histogram = new Uint32Array(HISTOGRAM_MS + 1);
    deliveries = 0;
    duplicates = 0;
    maxLatency = 0;
    for (const v of viewers)
      Object.assign(v, { frames: 0, otherFrames: 0, messages: 0, seen: new Uint8Array(messageCount) });
    process.send({ type: 'expecting' });
  }
  if (message.type === 'progress') process.send({ type: 'progress', deliveries });
  if (message.type === 'report') process.send(report());
  if (message.type === 'close') {
    for (const v of viewers) v.socket.disconnect();
    process.exit(0);
  }
});
// A benchmark that ended (or failed) leaves no viewers behind.
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready' });
