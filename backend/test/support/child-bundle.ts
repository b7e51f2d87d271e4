import { mkdir, rm } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { build } from 'rolldown';

const repoRoot = resolve(__dirname, '..', '..', '..');

/**
 * Compiles a child process's entry (a .ts file) and the backend code it reaches into one CommonJS file, packages
 * left outside, so a child process runs the same TypeScript (decorator metadata included) without building the
 * whole backend (experimentalDecorators and emitDecoratorMetadata come from backend/tsconfig.json). The file goes
 * under backend/node_modules/.cache, where Node finds the packages from it (the backend's own first).
 */
export async function bundleChild(entry: string, label: string): Promise<{ file: string; remove(): Promise<void> }> {
  const folder = join(
    repoRoot,
    'backend',
    'node_modules',
    '.cache',
    `tribal-pool-${label}`,
    `${process.pid}-${Date.now()}`,
  );
  await mkdir(folder, { recursive: true });
  const file = join(folder, `${label}.child.cjs`);
  await build({
    input: entry,
    platform: 'node',
    tsconfig: join(repoRoot, 'backend', 'tsconfig.json'),
    // Packages stay outside; the decorator helpers rolldown emits are inlined (they are not a package here).
    external: (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('@oxc-project/runtime'),
    // Interfaces imported without `type` (AppConfig) have no value to export: they only ever appear in decorator
    // metadata next to an explicit @Inject token, so an undefined stand-in is exact.
    shimMissingExports: true,
    output: { file, format: 'cjs' },
    logLevel: 'silent',
  });
  return { file, remove: () => rm(folder, { recursive: true, force: true }) };
}
