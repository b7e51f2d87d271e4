import { startServer } from './bootstrap';
import { loadConfig } from './config/app-config';

async function main(): Promise<void> {
  const started = await startServer(loadConfig());
  for (const line of started.banner) console.log(line);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await started.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error('Tribal Pool failed to start:', error);
  process.exit(1);
});
