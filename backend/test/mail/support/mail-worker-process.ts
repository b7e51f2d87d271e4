import { type ChildProcess, fork } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { build } from 'rolldown';
import type { MailContextOptions } from './mail-test-context';

const repoRoot = resolve(__dirname, '..', '..', '..', '..');

/**
 * Compiles mail-worker.child.ts and the backend code it reaches into one CommonJS file, packages left outside,
 * so a child process runs the same TypeScript (decorator metadata included) without building the whole
 * backend (experimentalDecorators and emitDecoratorMetadata come from backend/tsconfig.json). The file goes under node_modules/.cache, where Node finds the packages from it.
 */
export async function bundleMailWorkerChild(): Promise<{ file: string; remove(): Promise<void> }> {
  const folder = join(repoRoot, 'node_modules', '.cache', 'tribal-pool-mail-tests', `${process.pid}-${Date.now()}`);
  await mkdir(folder, { recursive: true });
  const file = join(folder, 'mail-worker.child.cjs');
  await build({
    input: join(__dirname, 'mail-worker.child.ts'),
    platform: 'node',
    tsconfig: join(repoRoot, 'backend', 'tsconfig.json'),
    // Packages stay outside; the decorator helpers rolldown emits are inlined (they are not a package here).
    external: (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('@oxc-project/runtime'),
    output: { file, format: 'cjs' },
    logLevel: 'silent',
  });
  return { file, remove: () => rm(folder, { recursive: true, force: true }) };
}

export interface MailWorkerProcess {
  child: ChildProcess;
  /** SIGKILL: no shutdown hook, no lock released, the connection to the SMTP server just drops. */
  kill(): Promise<void>;
}

export async function startMailWorkerProcess(bundle: string, options: MailContextOptions): Promise<MailWorkerProcess> {
  const child = fork(bundle, [], {
    env: { ...process.env, MAIL_CHILD_OPTIONS: JSON.stringify(options) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  await new Promise<void>((ready, fail) => {
    child.once('message', () => ready());
    child.once('exit', (code, signal) => fail(new Error(`mail worker process exited early (${code ?? signal})`)));
  });
  return {
    child,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
