// What `node backend/dist/main.js` runs: dist/main.js is a small committed guard that says what to do when the
// project is not built yet, and otherwise loads this file's build, dist/server.js.
import { startServer } from './bootstrap';
import { loadConfig } from './config/app-config';
import { reportStartUpFailure } from './start-up/start-up-error';

async function main(): Promise<void> {
  const started = await startServer(loadConfig(), { announce: (line) => console.log(line) });
  for (const line of started.banner) console.log(line);
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then stopping.`);
    await started.stop();
    console.log('Tribal Pool stopped.');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  reportStartUpFailure('Tribal Pool', error);
  process.exit(1);
});
