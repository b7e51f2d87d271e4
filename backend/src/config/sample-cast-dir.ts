import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The folder of the sample seasons and casts a fresh install ships (`backend/data/sample-cast`), found by walking
 * up from this module: the same answer from `src/` (tests), `dist/` (a build) and a test's bundled child process
 * (under `node_modules/.cache`), where a fixed number of `..` would each point somewhere else.
 */
export function sampleCastDir(from: string = __dirname): string {
  for (let folder = from; ; folder = dirname(folder)) {
    const candidate = join(folder, 'data', 'sample-cast');
    if (existsSync(join(candidate, 'seasons.json'))) return candidate;
    if (dirname(folder) === folder) throw new Error(`no data/sample-cast/seasons.json above ${from}`);
  }
}
