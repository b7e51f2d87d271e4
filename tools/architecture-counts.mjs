#!/usr/bin/env node
/**
 * The counts issue 35 ("front doors") names, measured from the source tree so a closing note can quote them and
 * a reader can rerun them: `node tools/architecture-counts.mjs` (add `--json` for the raw figures, `--verbose` for
 * the offending files and imports).
 *
 * Definitions (kept here, once):
 * - a capability is a game slice of backend/src (CAPABILITIES below: the aesthetics review's twelve, plus
 *   member-emails which came after it); `admin` is a feature but not a slice; every other top-level folder is
 *   plumbing;
 * - an import is one `import … from` / `export … from` / `import()` of a relative path, type-only ones included,
 *   in a non-spec .ts file;
 * - a folder cycle is a pair of top-level folders that import each other (directly);
 * - "runs SQL" means the file calls `.query(` or holds a SQL statement in a string; `*.sql.ts`, the event store,
 *   the database folder and migrations are where SQL is meant to live.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const backendSrc = join(root, 'backend/src');
const frontendSrc = join(root, 'frontend/src');

const CAPABILITIES = new Set([
  'castaways',
  'commissioners',
  'drafts',
  'entries',
  'leagues',
  'member-emails',
  'picks',
  'reminders',
  'reports',
  'schedule',
  'scoring',
  'seasons',
  'standings',
]);
/** Features that are not game slices: plumbing must not import them either. */
const FEATURES = new Set([...CAPABILITIES, 'admin']);
/** Plumbing that must know no game (issue 35 part 2). */
const GAME_FREE = new Set(['common', 'config', 'database', 'event-store', 'redis', 'start-up']);
const SQL_HOMES = ['event-store', 'database', 'migrations'];

function sourceFiles(dir, extensions) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path, extensions));
    else if (extensions.some((e) => name.endsWith(e)) && !/\.spec\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

const topFolder = (file) => {
  const parts = relative(backendSrc, file).split(sep);
  return parts.length > 1 ? parts[0] : '(root)';
};

function relativeImports(text) {
  const specs = [];
  const pattern = /(?:import|export)\s[^;]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
  for (const match of text.matchAll(pattern)) specs.push(match[1] ?? match[2]);
  return specs;
}

function backendCounts() {
  const files = sourceFiles(backendSrc, ['.ts']);
  const edges = new Map(); // "from->to" → count
  const crossCapability = [];
  const gameInPlumbing = [];
  const sqlFiles = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const from = topFolder(file);
    for (const spec of relativeImports(text)) {
      const to = topFolder(resolve(dirname(file), spec));
      if (to === from || to === '(root)' || from === '(root)') continue;
      const key = `${from}->${to}`;
      edges.set(key, (edges.get(key) ?? 0) + 1);
      const where = `${relative(backendSrc, file)} → ${spec}`;
      if (CAPABILITIES.has(from) && CAPABILITIES.has(to)) crossCapability.push(where);
      if (GAME_FREE.has(from) && FEATURES.has(to)) gameInPlumbing.push(where);
    }
    const inHome = file.endsWith('.sql.ts') || SQL_HOMES.includes(from);
    const runsSql =
      /\.query\s*[<(]/.test(text) ||
      /[`'"]\s*(?:SELECT|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|WITH\s+\w+\s+AS)\b/.test(text);
    if (!inHome && runsSql) sqlFiles.push(relative(backendSrc, file));
  }
  const cycles = [];
  for (const key of edges.keys()) {
    const [a, b] = key.split('->');
    if (a < b && edges.has(`${b}->${a}`)) cycles.push(`${a}↔${b} (${edges.get(key)}/${edges.get(`${b}->${a}`)})`);
  }
  const lines = (path) => {
    try {
      return readFileSync(join(root, path), 'utf8').split('\n').length - 1;
    } catch {
      return 0;
    }
  };
  return {
    folderCycles: cycles,
    crossCapabilityImports: crossCapability,
    gameImportsInPlumbing: gameInPlumbing,
    sqlOutsideHomes: sqlFiles,
    eventStoreServiceLines: lines('backend/src/event-store/event-store.service.ts'),
    apiRoutesTableLines: lines('backend/src/operations/api-docs/api-routes.ts'),
  };
}

function frontendCounts() {
  const routes = sourceFiles(join(frontendSrc, 'app/routes'), ['.tsx', '.ts']);
  // one entry per data load (a route file with three loads counts three)
  const loadsInRoutes = [];
  for (const file of routes) {
    const text = readFileSync(file, 'utf8');
    const loads = text.match(/\buse(?:Async|Query|SuspenseQuery|Queries)\s*\(/g) ?? [];
    for (const _ of loads) loadsInRoutes.push(relative(frontendSrc, file));
  }
  const all = sourceFiles(frontendSrc, ['.tsx', '.ts']);
  // `lib/api-client.ts` is the one home: `newIdempotencyKey()` uses randomUUID where the browser offers it
  const randomUuid = all.filter(
    (f) => !f.endsWith(join('lib', 'api-client.ts')) && /crypto\.randomUUID\(/.test(readFileSync(f, 'utf8')),
  );
  return {
    dataLoadsInRoutes: loadsInRoutes,
    rawRandomUuid: randomUuid.map((f) => relative(frontendSrc, f)),
    // the admin's create form and the self-serve start form, once one 295-line file: the larger of the two
    largestLeagueFormLines: Math.max(
      ...['create-league-form.tsx', 'start-league-form.tsx'].map((name) => {
        try {
          return readFileSync(join(frontendSrc, 'features/leagues/components', name), 'utf8').split('\n').length - 1;
        } catch {
          return 0;
        }
      }),
    ),
  };
}

/** Every count, measured now from the tree. */
export function measureArchitecture() {
  return { backend: backendCounts(), frontend: frontendCounts() };
}

const count = (value) => (Array.isArray(value) ? value.length : value);

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const figures = measureArchitecture();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(figures, null, 2));
  } else {
    for (const [side, sideFigures] of Object.entries(figures)) {
      for (const [name, value] of Object.entries(sideFigures)) {
        console.log(`${side}.${name}: ${count(value)}`);
        if (process.argv.includes('--verbose') && Array.isArray(value)) for (const v of value) console.log(`    ${v}`);
      }
    }
  }
}
