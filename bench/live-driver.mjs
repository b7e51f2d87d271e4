// Drives the viewer processes of bench/live-clients.mjs (bench:live, bench:scale) or bench/chat-clients.mjs
// (bench:chat) from a benchmark: forks them, asks them to open viewers, collects what they received. Every answer
// is awaited with a bound.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { now, ROOT } from './support.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Sends a message to a client process and waits (bounded) for its answer of `type`. */
export function ask(child, message, type, timeoutMs = 10_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', listener);
      reject(new Error(`client process did not answer '${message.type}' within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (m) => {
      if (m.type !== type) return;
      clearTimeout(timer);
      child.off('message', listener);
      resolve(m);
    };
    child.on('message', listener);
    child.send(message);
  });
}

/**
 * Forks `count` client processes whose viewers watch `leagueId` at `url` ('app' or 'bare' mode): by default the
 * standings viewers of bench/live-clients.mjs; `script` names another client of the same protocol (bench:chat's).
 */
export async function startClients(url, leagueId, mode, count, script = 'bench/live-clients.mjs') {
  const children = [];
  for (let i = 0; i < count; i++) {
    const child = fork(join(ROOT, script), [url, leagueId, mode], { stdio: 'inherit' });
    await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`client process exited ${code}`)));
    });
    children.push(child);
  }
  return children;
}

/**
 * Opens `total` viewers across the client processes at once (`window` handshakes in flight per process, bounded
 * by `deadlineMs`); answers the arrival figures.
 */
export async function arrive(children, total, { window, deadlineMs, reconnect = false }) {
  const per = Math.ceil(total / children.length);
  const startedAt = now();
  const answers = await Promise.all(
    children.map((c, i) =>
      ask(
        c,
        { type: 'open', count: Math.max(0, Math.min(per, total - i * per)), window, deadlineMs, reconnect },
        'opened',
        deadlineMs + 15_000,
      ),
    ),
  );
  const sum = (key) => answers.reduce((n, a) => n + a[key], 0);
  const subscribed = sum('subscribed');
  const lastAt = Math.max(...answers.map((a) => a.lastSubscribedAt));
  return {
    total,
    subscribed,
    seconds: subscribed === total ? (lastAt - startedAt) / 1000 : deadlineMs / 1000,
    complete: subscribed === total,
    connectFailed: sum('connectFailed'),
    refused: sum('refused'),
    ackTimedOut: sum('ackTimedOut'),
    ackBytes: Math.max(...answers.map((a) => a.ackBytes)),
  };
}

/** How many viewers hold at least `version` (and since when), and what reconnects cost so far. */
export async function state(children, version) {
  const answers = await Promise.all(children.map((c) => ask(c, { type: 'state', version }, 'state')));
  const sum = (key) => answers.reduce((n, a) => n + a[key], 0);
  return {
    holding: sum('holding'),
    connected: sum('connected'),
    disconnects: sum('disconnects'),
    reconnects: sum('reconnects'),
    ackWithSnapshot: sum('ackWithSnapshot'),
    ackVersionOnly: sum('ackVersionOnly'),
    refetches: sum('refetches'),
    refused: sum('refused'),
    movesAsked: sum('movesAsked'),
    ackTimedOut: sum('ackTimedOut'),
    lastConvergedAt: Math.max(...answers.map((a) => a.lastConvergedAt)),
    latestHeldAt: Math.max(...answers.map((a) => a.latestHeldAt)),
  };
}

/** Zeroes the counters of reconnects (not the subscribed count) before a phase that measures them. */
export async function resetCounts(children) {
  await Promise.all(children.map((c) => ask(c, { type: 'reset' }, 'reset')));
}

/** The receipts recorded since 'expect', once `expected` arrived or after `timeoutMs`. */
export async function collect(children, expected, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reports = await Promise.all(children.map((c) => ask(c, { type: 'report' }, 'report')));
    // The receipts, and (as `sample`) one message received: what the floor then broadcasts itself.
    const received = Object.assign(
      reports.flatMap((r) => r.received),
      { sample: reports.find((r) => r.sample)?.sample },
    );
    if (received.length >= expected || Date.now() > deadline) return received;
    await sleep(250);
  }
}

export async function closeClients(children) {
  await Promise.all(
    children.map(
      (c) =>
        new Promise((resolve) => {
          if (c.exitCode !== null) return resolve();
          const timer = setTimeout(() => {
            c.kill('SIGKILL');
            resolve();
          }, 10_000);
          c.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          c.send({ type: 'close' });
        }),
    ),
  );
}
