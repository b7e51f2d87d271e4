import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createMigratedTemplate, TEST_SERVER_URL } from './database';

/** Whether every directory above `path` lets other users through (a `mktemp -d` clone does not). */
function reachableByOthers(path: string): boolean {
  for (let dir = path; ; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return false;
    if (dirname(dir) === dir) return true;
  }
}

/**
 * Some start-up tests run the app as another user (`nobody`, when the tests run as root). A checkout in a private
 * directory is out of that user's reach, so the built app and its dependencies are linked (or copied, across file
 * systems) into a directory any user may enter. Answers it, or undefined when the checkout itself will do.
 */
function linkBuiltAppForOthers(root: string): string | undefined {
  if (process.getuid?.() !== 0 || reachableByOthers(root)) return undefined;
  const copy = mkdtempSync(join(tmpdir(), 'tp-app-for-others-'));
  chmodSync(copy, 0o755);
  const parts = ['package.json', 'node_modules', 'backend/package.json', 'backend/dist', 'backend/node_modules'];
  for (const part of [...parts, 'libs/contracts/package.json', 'libs/contracts/dist', 'frontend/dist']) {
    if (!existsSync(join(root, part))) continue;
    mkdirSync(dirname(join(copy, part)), { recursive: true, mode: 0o755 });
    const linked = spawnSync('cp', ['-al', join(root, part), join(copy, part)]);
    if (linked.status !== 0) execFileSync('cp', ['-a', join(root, part), join(copy, part)]);
  }
  return copy;
}

/**
 * Vitest global set-up of the integration project: some tests start the real process (`node backend/dist/main.js`)
 * the way a user does, so the contracts and the backend are built once per run, before any file starts; and the
 * files' databases are copies of one migrated once (`createMigratedTemplate`).
 */
export default async function buildOnce(): Promise<() => Promise<void>> {
  const root = join(__dirname, '..', '..', '..');
  for (const workspace of ['@tribal/contracts', '@tribal/backend']) {
    execFileSync('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: root, stdio: 'inherit' });
  }
  const forOthers = linkBuiltAppForOthers(root);
  if (forOthers) process.env.TP_APP_FOR_OTHERS = forOthers;
  const dropTemplate = await createMigratedTemplate(TEST_SERVER_URL);
  return async () => {
    await dropTemplate();
    if (forOthers) rmSync(forOthers, { recursive: true, force: true });
  };
}
