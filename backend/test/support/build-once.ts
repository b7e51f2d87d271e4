import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Vitest global set-up of the integration project: some tests start the real process (`node backend/dist/main.js`)
 * the way a user does, so the contracts and the backend are built once per run, before any file starts.
 */
export default function buildOnce(): void {
  const root = join(__dirname, '..', '..', '..');
  for (const workspace of ['@tribal/contracts', '@tribal/backend']) {
    execFileSync('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: root, stdio: 'inherit' });
  }
}
