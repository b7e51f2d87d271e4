// A PostgreSQL cluster and a Redis server of the caller's own, on free ports, for tests and benchmarks that stop
// and start them (outages). The machine's shared servers are never touched. PostgreSQL refuses to run as root:
// as root, its programs run as the `postgres` account.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Resolves once something accepts connections on 127.0.0.1:`port`, trying every 100 ms; rejects after `timeoutMs`, or
 * at once when `child` (the process meant to listen) has exited.
 */
export function waitForPort(port, { timeoutMs = 10_000, child } = {}) {
  const until = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child && child.exitCode !== null)
        return reject(new Error(`${child.spawnfile} exited with ${child.exitCode}`));
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        if (Date.now() > until) reject(new Error(`nothing listens on ${port} after ${timeoutMs} ms`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

function postgresBin() {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base)
    ? readdirSync(base)
        .filter((name) => existsSync(join(base, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!version) throw new Error('No PostgreSQL server programs under /usr/lib/postgresql/*/bin.');
  return join(base, version, 'bin');
}

function postgresUser() {
  if (process.getuid?.() !== 0) return null;
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
  return { uid: id('-u'), gid: id('-g') };
}

function run(command, args, user, timeoutMs) {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    timeout: timeoutMs,
    ...(user && { uid: user.uid, gid: user.gid }),
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
}

/**
 * initdb's a cluster in a temporary directory and starts it on a free port (trust auth, no fsync: throwaway).
 * `stop()` and `start()` make and end an outage; `destroy()` stops it and removes the directory.
 */
export async function startThrowawayPostgres() {
  const bin = postgresBin();
  const user = postgresUser();
  const dir = mkdtempSync(join(tmpdir(), 'tp-own-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], user, 60_000);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const pgCtl = (...args) => run(join(bin, 'pg_ctl'), ['-D', data, ...args], user, 60_000);
  const start = () => pgCtl('-o', options, '-l', join(dir, 'log'), '-w', '-t', '30', 'start');
  start();
  let running = true;
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    urlFor: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start() {
      if (running) return;
      start();
      running = true;
    },
    /** `immediate` is a crash as far as clients are concerned: open connections die at once. */
    stop(mode = 'fast') {
      if (!running) return;
      pgCtl('-m', mode, '-w', '-t', '30', 'stop');
      running = false;
    },
    destroy() {
      try {
        if (running) pgCtl('-m', 'immediate', '-w', '-t', '30', 'stop');
      } finally {
        running = false;
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A redis-server of the caller's own on a free port, no persistence; `stop()`/`start()` for outages. */
export async function startThrowawayRedis() {
  const port = await freePort();
  let child = null;
  const start = async () => {
    if (child) return;
    const server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child = server;
    await new Promise((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`redis-server on ${port} did not start: ${out}`)), 10_000);
      server.stdout.on('data', (chunk) => {
        out += chunk;
        if (out.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      server.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}: ${out}`));
      });
    });
    server.stdout.resume();
  };
  await start();
  const stop = async () => {
    const server = child;
    if (!server) return;
    child = null;
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  };
  return { port, url: `redis://127.0.0.1:${port}`, start, stop, destroy: stop };
}
