import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { bundleChild } from './child-bundle';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp, type TestAppOptions } from './test-app';

/** Process B: a real second Node process of the deployment, and where it listens. */
export interface SecondProcess {
  child: ChildProcess;
  baseUrl: string;
}

/**
 * Two processes of one deployment, as the multi-process tests run them: A is the app in the test (`startTestApp`),
 * B a real second Node process (`backend.child.ts`) on the same PostgreSQL and Redis, so whatever reaches B's
 * viewers crossed Redis. `close` stops B, then A, and removes B's bundle.
 */
export interface TwoProcesses {
  a: TestApp;
  b: SecondProcess;
  close(): Promise<void>;
}

/** A's options; `bothEnv` configures B as well (`env` is A's alone). */
export interface TwoProcessesOptions extends TestAppOptions {
  bothEnv?: Record<string, string>;
}

/**
 * Starts A with `options` (Redis on: the machine's, under the file's own prefix, unless `redisUrl` names another),
 * runs `beforeB` on it (what B must not take part in, such as mail B would also work without an SMTP server of its
 * own), then starts B. Start-up takes a while: give the calling `beforeAll` 60 s or more.
 */
export async function startTwoProcesses(
  label: string,
  { bothEnv = {}, ...options }: TwoProcessesOptions = {},
  beforeB?: (a: TestApp) => Promise<void>,
): Promise<TwoProcesses> {
  const bundle = await bundleChild(join(__dirname, 'backend.child.ts'), 'backend');
  let a: TestApp | undefined;
  let b: SecondProcess | undefined;
  const close = async () => {
    if (b) await stop(b.child);
    await a?.close();
    await bundle.remove();
  };
  try {
    a = await startTestApp(label, { redis: !options.redisUrl, ...options, env: { ...bothEnv, ...options.env } });
    await beforeB?.(a);
    b = await startSecondProcess(bundle.file, a, bothEnv);
    return { a, b, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Forks B on `of`'s database and Redis, configured with `env`; resolves once it listens. */
async function startSecondProcess(
  bundleFile: string,
  of: TestApp,
  env: Record<string, string> = {},
): Promise<SecondProcess> {
  const child = fork(bundleFile, [], {
    env: {
      ...process.env,
      BACKEND_CHILD_OPTIONS: JSON.stringify({
        databaseUrl: of.databaseUrl,
        redis: of.redis,
        adminPassword: TEST_ADMIN_PASSWORD,
        env,
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
  }).catch(async (error: unknown) => {
    await stop(child);
    throw error;
  });
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}

/** SIGTERM, and wait until it has exited (B closes its connections on the way out). */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
