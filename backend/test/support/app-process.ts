import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const REPO_ROOT = join(__dirname, '..', '..', '..');
export const READY_LINE = 'Tribal Pool is running at';

/** An ordinary (non-root) account to run the app as: `nobody` when the tests run as root, else ourselves. */
export function ordinaryUser(): { uid: number; gid: number; name: string } {
  if (process.getuid?.() !== 0) {
    return { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0, name: process.env.USER ?? 'me' };
  }
  const id = (flag: string) => Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout);
  return { uid: id('-u'), gid: id('-g'), name: 'nobody' };
}

export interface AppProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves once stdout holds `text`; rejects if the process exits first or after `timeoutMs`. */
  waitFor(text: string, timeoutMs?: number): Promise<void>;
  /** Resolves with the exit code (null when killed); SIGKILLs after `timeoutMs`. */
  exited(timeoutMs?: number): Promise<number | null>;
  /** Sends `signal` and answers the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface StartOptions {
  /** Replaces the app's environment (apart from PATH and HOME): only what the test names is set. */
  env: Record<string, string>;
  main?: string;
  cwd?: string;
  user?: { uid: number; gid: number };
}

/**
 * Where another user can run the built app: the checkout, or, for a checkout in a private directory, the linked
 * copy the global set-up made (`build-once.ts`).
 */
function builtAppFor(user: StartOptions['user']): string {
  if (!user || user.uid === process.getuid?.()) return REPO_ROOT;
  return process.env.TP_APP_FOR_OTHERS || REPO_ROOT;
}

/** Starts the REAL process, `node backend/dist/main.js`, as a user would (built by the global set-up). */
export function startAppProcess(options: StartOptions): AppProcess {
  const appRoot = builtAppFor(options.user);
  const child = spawn(process.execPath, [options.main ?? join(appRoot, 'backend', 'dist', 'main.js')], {
    cwd: options.cwd ?? appRoot,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/',
      NODE_ENV: 'production',
      ...options.env,
    },
    uid: options.user?.uid,
    gid: options.user?.gid,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const exited = async (timeoutMs = 45_000) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const code = await exit;
    clearTimeout(timer);
    return code;
  };
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    waitFor(text, timeoutMs = 45_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no "${text}" within ${timeoutMs} ms:\n${out}\n${err}`));
        }, timeoutMs);
        const check = () => {
          if (!out.includes(text)) return;
          cleanup();
          resolve();
        };
        const early = (code: number | null) => {
          cleanup();
          reject(new Error(`exited with ${code} before "${text}":\n${out}\n${err}`));
        };
        const cleanup = () => {
          clearTimeout(timer);
          child.stdout?.off('data', check);
          child.off('exit', early);
        };
        child.stdout?.on('data', check);
        child.once('exit', early);
        check();
      });
    },
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited();
    },
  };
}
