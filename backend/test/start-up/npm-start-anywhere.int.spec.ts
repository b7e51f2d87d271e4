import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tools/throwaway-servers.mjs';
import { type AppProcess, READY_LINE, REPO_ROOT, startAppProcess } from '../support/app-process';

/**
 * A new user's copy of the built project in a fresh `mktemp -d` (mode 0700: the usual case for root, whose
 * home and containers' working directories are 0700). node_modules are hard links, to keep the copy quick.
 */
function copyBuiltProject(into: string): string {
  const project = join(into, 'tribal-pool');
  for (const dir of ['backend', 'libs/contracts']) mkdirSync(join(project, dir), { recursive: true });
  for (const file of ['package.json', 'backend/package.json', 'libs/contracts/package.json']) {
    copyFileSync(join(REPO_ROOT, file), join(project, file));
  }
  for (const dir of ['backend/dist', 'backend/data', 'libs/contracts/dist']) {
    execFileSync('cp', ['-a', join(REPO_ROOT, dir), join(project, dir)]);
  }
  for (const dir of ['node_modules', 'backend/node_modules']) {
    execFileSync('cp', ['-al', join(REPO_ROOT, dir), join(project, dir)]);
  }
  return project;
}

function login(baseUrl: string, password: string): Promise<number> {
  return fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  }).then((response) => response.status);
}

/** A request whose body is still arriving: it is in flight until `finish()` sends the rest. */
function requestInFlight(port: number, path: string, body: string) {
  let resolveAnswer: (answer: { status: number; body: string }) => void = () => {};
  const answer = new Promise<{ status: number; body: string }>((resolve) => {
    resolveAnswer = resolve;
  });
  const sent = request(
    {
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    },
    (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolveAnswer({ status: response.statusCode ?? 0, body: text }));
    },
  );
  sent.on('error', (error) => resolveAnswer({ status: 0, body: error.message }));
  sent.write(body.slice(0, 5));
  return { answer, finish: () => sent.end(body.slice(5)) };
}

describe('npm start where a new user puts the project', () => {
  const asRoot = process.getuid?.() === 0;
  let home: string;
  let project: string;
  let pgPort: number;
  let dataLocation: string | undefined;
  let generatedPassword = '';
  const started: AppProcess[] = [];

  beforeAll(() => {
    home = mkdtempSync(join(tmpdir(), 'tp-new-user-'));
    expect(statSync(home).mode & 0o777).toBe(0o700);
    project = copyBuiltProject(home);
  });
  afterAll(async () => {
    for (const app of started) await app.stop();
    // The cluster root keeps outside the project, found from the note it leaves even if no start got ready.
    const note = join(project, '.data', 'embedded-postgres.txt');
    const relocated = existsSync(note) ? /lives in (\S+):/.exec(readFileSync(note, 'utf8'))?.[1] : undefined;
    if (relocated?.startsWith('/var/lib/tribal-pool/')) rmSync(relocated, { recursive: true, force: true });
    rmSync(home, { recursive: true, force: true });
  });

  async function start(port: number, env: Record<string, string> = {}): Promise<AppProcess> {
    const app = startAppProcess({
      cwd: project,
      main: join(project, 'backend', 'dist', 'main.js'),
      env: { PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), ...env },
    });
    started.push(app);
    // A first start runs initdb: on a busy 2-core machine that alone can take half a minute.
    await app.waitFor(READY_LINE, 120_000);
    return app;
  }

  it('starts with its own PostgreSQL in a 0700 directory, says first where the data lives, stops cleanly on SIGTERM', async () => {
    pgPort = await freePort();
    const port = await freePort();
    const first = await start(port);

    const [firstLine] = first.stdout().split('\n');
    dataLocation = /^Embedded PostgreSQL 18: data in (\S+)$/.exec(firstLine)?.[1];
    // Root's `postgres` user cannot enter a 0700 directory of root's: the cluster lives where it can, and the
    // project's DATA_DIR says so. An ordinary user keeps it in DATA_DIR/pg.
    expect(dataLocation).toEqual(
      asRoot
        ? expect.stringMatching(/^\/var\/lib\/tribal-pool\/tribal-pool-[0-9a-f]{12}$/)
        : join(project, '.data', 'pg'),
    );
    expect(existsSync(join(dataLocation ?? '', 'PG_VERSION'))).toBe(true);
    if (asRoot) expect(statSync(dataLocation ?? '').mode & 0o777).toBe(0o700);
    const password = /admin password: (\S+) {2}\(shown only this once\)/.exec(first.stdout())?.[1] ?? '';
    expect(password).not.toBe('');
    generatedPassword = password;
    expect(await login(`http://127.0.0.1:${port}`, password)).toBe(200);

    // SIGTERM while a sign-in is half sent: no new connections, but that request gets its answer.
    const inFlight = requestInFlight(port, '/api/admin/login', JSON.stringify({ password }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    first.child.kill('SIGTERM');
    await first.waitFor('SIGTERM: finishing requests in flight');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    inFlight.finish();
    const answered = await inFlight.answer;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toHaveProperty('token');
    expect(await first.exited(), first.stdout() + first.stderr()).toBe(0);
    expect(first.stderr()).toBe('');
    // Embedded PostgreSQL stopped with it, leaving no lock behind.
    expect(existsSync(join(dataLocation ?? '', 'postmaster.pid'))).toBe(false);
    expect(execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })).not.toContain(`-p ${pgPort} `);
  }, 180_000);

  it('the next start finds the same data: the admin password set on the first start still signs in', async () => {
    const port = await freePort();
    const second = await start(port);
    expect(second.stdout().split('\n')[0]).toBe(`Embedded PostgreSQL 18: data in ${dataLocation}`);
    expect(second.stdout()).toContain('admin password: stored hash in the database');
    expect(second.stdout()).not.toContain('shown only this once');
    expect(await login(`http://127.0.0.1:${port}`, generatedPassword)).toBe(200);

    // A second process pointed at this database with a wrong password is told so, and stops.
    const wrong = startAppProcess({
      env: {
        PORT: String(await freePort()),
        DATABASE_URL: `postgres://postgres:not-the-password@127.0.0.1:${pgPort}/tribal_pool`,
      },
    });
    expect(await wrong.exited()).toBe(1);
    expect(wrong.stderr().trim()).toBe(
      `Tribal Pool could not start. PostgreSQL at 127.0.0.1:${pgPort} refused the password of user postgres (DATABASE_URL). Fix: put that user's password in DATABASE_URL.`,
    );

    second.child.kill('SIGINT');
    expect(await second.exited(), second.stdout() + second.stderr()).toBe(0);
    expect(existsSync(join(dataLocation ?? '', 'postmaster.pid'))).toBe(false);
  }, 180_000);

  it('killed outright (SIGKILL), it leaves its PostgreSQL running; the next start stops that one and goes on', async () => {
    const killed = await start(await freePort());
    killed.child.kill('SIGKILL');
    await killed.exited();
    const leftover = join(dataLocation ?? '', 'postmaster.pid');
    expect(existsSync(leftover)).toBe(true);

    const next = await start(await freePort());
    expect(next.stdout()).toContain(`data in ${dataLocation}`);
    next.child.kill('SIGTERM');
    expect(await next.exited(), next.stdout() + next.stderr()).toBe(0);
    expect(existsSync(leftover)).toBe(false);
    expect(execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })).not.toContain(`-p ${pgPort} `);
  }, 180_000);
});
