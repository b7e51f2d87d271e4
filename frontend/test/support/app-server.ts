import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseUrl, MIGRATED_TEMPLATE_ENV, withAdminClient } from './migrated-template';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const READY_LINE = 'Tribal Pool is running at';
const START_TIMEOUT_MS = 60_000;

export const E2E_ADMIN_PASSWORD = 'torches-out-e2e';

export interface AppServer {
  baseUrl: string;
  /** the app's own database, for a test that counts what was stored */
  databaseUrl: string;
  adminPassword: string;
  /** where the app writes mail without SMTP: one .eml file per mail */
  outboxDir: string;
  /** stdout and stderr so far, for a failing test's message */
  output(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

function waitForReady(child: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolveReady, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`The app did not start within ${START_TIMEOUT_MS} ms:\n${output()}`));
    }, START_TIMEOUT_MS);
    const onData = () => {
      if (output().includes(READY_LINE)) {
        cleanup();
        resolveReady();
      }
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`The app exited with ${code} before it was ready:\n${output()}`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
    };
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

export interface AppServerOptions {
  /**
   * TESTING_CLOCK=1: the server takes PUT /api/testing/clock {at} (see `setServerClock`), for a story told across
   * hours of episode night. The process then runs without NODE_ENV=production, which refuses it.
   */
  testingClock?: boolean;
}

/**
 * Starts the BUILT app (`node backend/dist/main.js`, which also serves frontend/dist) the way `npm start` does,
 * on a free port, against a fresh database of its own on the machine's Postgres, without Redis (single process),
 * with mail written to a temporary folder. `stop()` ends the process and drops the database.
 */
export async function startAppServer({ testingClock = false }: AppServerOptions = {}): Promise<AppServer> {
  const database = `tp_e2e_${randomBytes(6).toString('hex')}`;
  // A copy of the run's migrated template when the browser project's global set-up made one (the app then finds
  // every migration applied), else empty and migrated by the app as it starts.
  const template = process.env[MIGRATED_TEMPLATE_ENV];
  await withAdminClient((client) =>
    client.query(template ? `CREATE DATABASE ${database} TEMPLATE ${template}` : `CREATE DATABASE ${database}`),
  );
  const dataDir = await mkdtemp(join(tmpdir(), 'tp-e2e-'));
  const port = await freePort();

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl(database),
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    DATA_DIR: dataDir,
    NODE_ENV: testingClock ? 'test' : 'production',
  };
  if (testingClock) env.TESTING_CLOCK = '1';
  else delete env.TESTING_CLOCK;
  delete env.REDIS_URL;
  delete env.SMTP_URL;

  let output = '';
  const child = spawn(process.execPath, [join(REPO_ROOT, 'backend', 'dist', 'main.js')], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });

  const cleanup = async () => {
    await stopChild(child);
    await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForReady(child, () => output);
  } catch (error) {
    await cleanup();
    throw error;
  }

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    databaseUrl: databaseUrl(database),
    adminPassword: E2E_ADMIN_PASSWORD,
    outboxDir: join(dataDir, 'outbox'),
    output: () => output,
    stop: cleanup,
  };
}
