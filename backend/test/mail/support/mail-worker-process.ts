import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { bundleChild } from '../../support/child-bundle';
import type { MailContextOptions } from './mail-test-context';

/** The mail worker child (mail-worker.child.ts) compiled to one file a child process runs. */
export function bundleMailWorkerChild(): Promise<{ file: string; remove(): Promise<void> }> {
  return bundleChild(join(__dirname, 'mail-worker.child.ts'), 'mail-worker');
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
