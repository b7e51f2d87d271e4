import { type ChildProcess, fork } from 'node:child_process';
import { TEST_ADMIN_PASSWORD, type TestApp } from '../../support/test-app';

/**
 * Process B of the multi-process live tests: a real second Node process (`backend.child.ts`, bundled by the caller
 * with `bundleChild`) on the same database and Redis as `of`. Resolves once it listens.
 */
export async function startSecondProcess(
  bundleFile: string,
  of: TestApp,
): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = fork(bundleFile, [], {
    env: {
      ...process.env,
      BACKEND_CHILD_OPTIONS: JSON.stringify({
        databaseUrl: of.databaseUrl,
        redis: of.redis,
        adminPassword: TEST_ADMIN_PASSWORD,
      }),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error('process B did not start within 30 s')), 30_000);
    child.once('message', (message: { port: number }) => {
      clearTimeout(timer);
      ready(message.port);
    });
    child.once('exit', (code) => fail(new Error(`process B exited early (${code})`)));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}
