// What `node backend/dist/main.js` runs: dist/main.js is a small committed guard that says what to do when the
// project is not built yet, and otherwise loads this file's build, dist/server.js.
import { StartedApp, startServer } from './bootstrap';
import { loadConfig } from './config/app-config';
import { reportStartUpFailure } from './start-up/start-up-error';

let started: StartedApp | undefined;
let stopRequested: NodeJS.Signals | undefined;

async function stop(app: StartedApp, signal: NodeJS.Signals): Promise<never> {
  console.log(`${signal}: finishing requests in flight, then stopping.`);
  await app.stop();
  console.log('Tribal Pool stopped.');
  process.exit(0);
}

// Listening from the first moment: a Ctrl-C during start-up still ends with the embedded PostgreSQL stopped.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopRequested) return;
    stopRequested = signal;
    if (started) void stop(started, signal);
  });
}

async function main(): Promise<void> {
  started = await startServer(loadConfig(), { announce: (line) => console.log(line) });
  console.log(started.banner.join('\n')); // one write: whoever waits for the first line has them all
  if (stopRequested) await stop(started, stopRequested);
}

main().catch((error: unknown) => {
  reportStartUpFailure('Tribal Pool', error);
  process.exit(1);
});
