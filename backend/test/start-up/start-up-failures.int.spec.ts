import {
  chmodSync,
  chownSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tools/throwaway-servers.mjs';
import { ordinaryUser, REPO_ROOT, type StartOptions, startAppProcess } from '../support/app-process';
import { TEST_SERVER_URL } from '../support/database';

const PARAGRAPH_TIMEOUT_MS = 20_000;

/**
 * Runs the real `node backend/dist/main.js` until it gives up, and answers what the user sees: the exit code and
 * the message. Every failure a user can cause must be one short paragraph, cause then fix, with no stack trace.
 */
async function failedStart(options: StartOptions): Promise<{ code: number | null; message: string }> {
  const app = startAppProcess(options);
  const code = await app.exited(PARAGRAPH_TIMEOUT_MS);
  const message = app.stderr().trim();
  expect(app.stdout()).not.toContain('Tribal Pool is running at');
  expect(message).not.toMatch(/^\s+at /m);
  expect(message).toMatch(/^Tribal Pool could not start\. .+ Fix: .+/);
  expect(message.split('\n')).toHaveLength(1);
  return { code, message };
}

const scratch = mkdtempSync(join(tmpdir(), 'tp-start-up-'));
// Reachable by the ordinary user some cases run as (mkdtemp makes it 0700).
chmodSync(scratch, 0o755);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A directory of its own for one case, owned by `owner` (root can hand it over; others own theirs already). */
function directory(name: string, owner = ordinaryUser(), mode = 0o755): string {
  const path = join(scratch, name);
  mkdirSync(path, { recursive: true });
  if (process.getuid?.() === 0) chownSync(path, owner.uid, owner.gid);
  chmodSync(path, mode);
  return path;
}

function withDatabaseServer(env: Record<string, string>): Record<string, string> {
  return { DATABASE_URL: TEST_SERVER_URL, DATA_DIR: directory('data'), ...env };
}

describe('every start-up failure a user can cause says what to do', () => {
  it('the port is already in use: names the port and another to use', async () => {
    const port = await freePort();
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(port, '0.0.0.0', resolve));
    try {
      const { code, message } = await failedStart({ env: withDatabaseServer({ PORT: String(port) }) });
      expect(code).toBe(1);
      expect(message).toContain(`Port ${port} is already in use`);
      expect(message).toMatch(/Fix: .*PORT=\d+ npm start/);
    } finally {
      taken.close();
    }
  });

  it('METRICS_PORT already in use: names it, and how to choose another', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(metricsPort, '127.0.0.1', resolve));
    try {
      const env = withDatabaseServer({ PORT: String(port), METRICS_PORT: String(metricsPort) });
      const { code, message } = await failedStart({ env });
      expect(code).toBe(1);
      expect(message).toContain(`METRICS_PORT ${metricsPort} is already in use`);
      expect(message).toContain('Fix: give each process its own METRICS_PORT');
    } finally {
      taken.close();
    }
  });

  it('PORT that is not a number is named', async () => {
    const { code, message } = await failedStart({ env: withDatabaseServer({ PORT: 'three-thousand' }) });
    expect(code).toBe(1);
    expect(message).toContain('PORT=three-thousand is not a port number');
  });

  it('DATABASE_URL that nobody answers: says which server and how to fix or drop the URL', async () => {
    const silent = await freePort();
    const { code, message } = await failedStart({
      env: withDatabaseServer({
        PORT: String(await freePort()),
        DATABASE_URL: `postgres://tribal:secret@127.0.0.1:${silent}/tribal_pool`,
      }),
    });
    expect(code).toBe(1);
    expect(message).toContain(`PostgreSQL at 127.0.0.1:${silent} (DATABASE_URL) cannot be reached (ECONNREFUSED)`);
    expect(message).toContain('unset it to use the embedded database');
    expect(message).not.toContain('secret');
  });

  it('DATABASE_URL naming a database that does not exist: says how to create it', async () => {
    const url = new URL(TEST_SERVER_URL);
    url.pathname = '/no_such_pool';
    const { code, message } = await failedStart({
      env: withDatabaseServer({ PORT: String(await freePort()), DATABASE_URL: url.toString() }),
    });
    expect(code).toBe(1);
    expect(message).toContain('has no database named no_such_pool');
    expect(message).toContain('createdb');
  });

  it('REDIS_URL that nobody answers: refuses rather than run cut off from the other processes', async () => {
    const silent = await freePort();
    const { code, message } = await failedStart({
      env: withDatabaseServer({ PORT: String(await freePort()), REDIS_URL: `redis://127.0.0.1:${silent}` }),
    });
    expect(code).toBe(1);
    expect(message).toContain(`Redis at 127.0.0.1:${silent} (REDIS_URL) cannot be reached (ECONNREFUSED)`);
    expect(message).toContain('unset REDIS_URL');
  });

  it('DATA_DIR the user cannot write: names the directory, the user and the fix', async () => {
    const user = ordinaryUser();
    // As root: a directory of root's that `nobody` may enter but not write; otherwise our own, made read-only.
    const readOnly =
      process.getuid?.() === 0
        ? directory('read-only', { uid: 0, gid: 0, name: 'root' })
        : directory('read-only', user, 0o555);
    const { code, message } = await failedStart({
      env: { PORT: String(await freePort()), DATA_DIR: join(readOnly, 'data') },
      user,
    });
    expect(code).toBe(1);
    expect(message).toContain(`DATA_DIR ${join(readOnly, 'data')} is not writable for user ${user.name} (EACCES)`);
    expect(message).toContain('Fix: set DATA_DIR');
  });

  it('an embedded data directory of another PostgreSQL major version: says which versions and the ways out', async () => {
    const user = ordinaryUser();
    const dataDir = directory('old-major', user);
    const cluster = directory('old-major/pg', user, 0o700);
    writeFileSync(join(cluster, 'PG_VERSION'), '17\n');
    const { code, message } = await failedStart({
      env: { PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dataDir },
      user,
    });
    expect(code).toBe(1);
    expect(message).toContain(`The embedded database in ${cluster} was created by PostgreSQL 17`);
    expect(message).toContain('runs PostgreSQL 18');
    expect(message).toContain('DATABASE_URL');
  });

  it('an embedded data directory owned by another user: names both users and the chown', async () => {
    const user = ordinaryUser();
    const dataDir = directory('foreign', user);
    const cluster = join(dataDir, 'pg');
    if (process.getuid?.() === 0) {
      directory('foreign/pg', { uid: 0, gid: 0, name: 'root' }, 0o700);
      writeFileSync(join(cluster, 'PG_VERSION'), '18\n');
    } else {
      symlinkSync('/usr', cluster); // a directory of root's, as seen by an ordinary user
    }
    const { code, message } = await failedStart({
      env: { PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dataDir },
      user,
    });
    expect(code).toBe(1);
    expect(message).toContain(`The embedded database in ${cluster} belongs to user root`);
    expect(message).toContain(`chown -R ${user.name} ${cluster}`);
  });

  it('node backend/dist/main.js before npm install, then before a build: says which command to run', async () => {
    const checkout = directory('fresh-checkout');
    mkdirSync(join(checkout, 'backend', 'dist'), { recursive: true });
    const main = join(checkout, 'backend', 'dist', 'main.js');
    // The committed guard, as a fresh clone has it: the rest of dist/ is what a build writes.
    copyFileSync(join(REPO_ROOT, 'backend', 'dist', 'main.js'), main);

    const uninstalled = await failedStart({ main, cwd: checkout, env: {} });
    expect(uninstalled.code).toBe(1);
    expect(uninstalled.message).toContain('Its dependencies are not installed');
    expect(uninstalled.message).toContain('npm install && npm start');

    symlinkSync(join(REPO_ROOT, 'node_modules'), join(checkout, 'node_modules'));
    const unbuilt = await failedStart({ main, cwd: checkout, env: {} });
    expect(unbuilt.code).toBe(1);
    expect(unbuilt.message).toContain(
      `It is not built yet (${join(checkout, 'backend', 'dist', 'server.js')} is missing)`,
    );
    expect(unbuilt.message).toContain('run `npm start` (it builds, then starts)');
  });
});
