import { mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { errorCode, StartUpError } from './start-up-error';

/**
 * DATA_DIR holds the embedded database and the mail outbox folder. It is checked by writing to it before anything
 * starts, so a directory we cannot use is reported once, plainly, instead of as a failure deep inside PostgreSQL or
 * the first mail. (`access(W_OK)` is not enough: it says yes to root on a read-only file system.)
 */
export function ensureWritableDataDir(dataDir: string): void {
  const probe = join(dataDir, `.write-test-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, '');
    unlinkSync(probe);
  } catch (error) {
    throw new StartUpError(
      `DATA_DIR ${dataDir} is not writable for user ${userInfo().username} (${errorCode(error) ?? (error as Error).message}); Tribal Pool keeps its embedded database and mail outbox there.`,
      `Fix: set DATA_DIR to a directory this user can write (e.g. DATA_DIR=$HOME/tribal-pool-data npm start), or give this user write access to it (chown ${userInfo().username} ${dataDir}).`,
    );
  }
}
