/**
 * A second backend process for the multi-process tests: the real app (API and socket.io with the Redis adapter)
 * on the database and Redis prefix given in BACKEND_CHILD_OPTIONS. It answers 'ready' with its port over IPC.
 */

import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config/app-config';
import { runStartUpWrites } from '../../src/start-up-writes';

interface BackendChildOptions {
  databaseUrl: string;
  redis: { url: string; prefix: string };
  adminPassword: string;
  /** configuration variables, as A was given them */
  env?: Record<string, string>;
}

async function main(): Promise<void> {
  const options = JSON.parse(process.env.BACKEND_CHILD_OPTIONS ?? '{}') as BackendChildOptions;
  const config = {
    ...loadConfig({
      ADMIN_PASSWORD: options.adminPassword,
      DATA_DIR: '/tmp/tribal-pool-test/backend-child',
      ...options.env,
    }),
    port: 0,
    frontendDist: '/nonexistent',
  };
  const app = await createApp({ config, databaseUrl: options.databaseUrl, redis: options.redis }, { logger: false });
  await runStartUpWrites(app, options.databaseUrl);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as { port: number };
  process.send?.({ type: 'ready', port });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
