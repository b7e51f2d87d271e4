import { describe, expect, it } from 'vitest';

/**
 * Features, not layers (STYLE.md, after bulletproof-react): a feature imports its own folder, the shared folders
 * and packages, never another feature. What two features need lives in components/, hooks/, lib/ or stores/;
 * only app/ (routes) composes features. Read as source text (Vite's glob), so a new file is checked unasked.
 */
const FEATURE_FILES = import.meta.glob(['./**/*.{ts,tsx}', '!./feature-boundaries.spec.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const SHARED_FILES = import.meta.glob(
  [
    '../components/**/*.{ts,tsx}',
    '../hooks/**/*.{ts,tsx}',
    '../lib/**/*.{ts,tsx}',
    '../stores/**/*.{ts,tsx}',
    '../testing/**/*.{ts,tsx}',
  ],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>;

/** `from '…'`, `import '…'` and `import('…')`: every module a file reaches for. */
const IMPORT = /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? match[3]);
}

/** The specifier as a path under src/ ('features/picks/api/x'), or null for a package. */
function underSrc(specifier: string, importer: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (!specifier.startsWith('.')) return null;
  // The importer's path is relative to this folder (src/features): './picks/api/x.ts', '../lib/x.ts'.
  const parts = ['features'];
  for (const part of [...importer.split('/').slice(0, -1), ...specifier.split('/')]) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** A glob key ('./picks/api/x.ts', '../lib/x.ts') as a path under src/. */
const fileUnderSrc = (globKey: string): string => underSrc(globKey, './here') ?? globKey;

/** The top folder of src/ a path is in, feature by feature: 'features/picks', 'lib', 'app'. */
function area(pathUnderSrc: string): string {
  const [top, feature] = pathUnderSrc.split('/');
  return top === 'features' ? `features/${feature}` : top;
}

// testing/: what component tests render inside (the app's providers), shared by every feature's specs
const SHARED = new Set(['components', 'hooks', 'lib', 'stores', 'styles', 'testing']);

/** Every import of `files` that `allowed` refuses, as 'file → specifier'. */
function offending(
  files: Record<string, string>,
  allowed: (importerArea: string, importedArea: string) => boolean,
): string[] {
  return Object.entries(files).flatMap(([file, source]) => {
    const importerArea = area(fileUnderSrc(file));
    return importsOf(source)
      .filter((specifier) => {
        const target = underSrc(specifier, file);
        return target !== null && !allowed(importerArea, area(target));
      })
      .map((specifier) => `${fileUnderSrc(file)} → ${specifier}`);
  });
}

describe('feature boundaries', () => {
  it('checks every feature file (the glob is not empty)', () => {
    expect(Object.keys(FEATURE_FILES).length).toBeGreaterThan(100);
    expect(Object.keys(SHARED_FILES).length).toBeGreaterThan(20);
  });

  it('no feature imports another feature: shared code lives in components/, hooks/, lib/ or stores/', () => {
    expect(offending(FEATURE_FILES, (own, imported) => imported === own || SHARED.has(imported))).toEqual([]);
  });

  it('shared code imports no feature and no route', () => {
    expect(offending(SHARED_FILES, (_own, imported) => SHARED.has(imported))).toEqual([]);
  });

  it('reads relative and aliased imports alike (the check itself)', () => {
    const source = `import { a } from '../../picks/api/x';\nimport { b } from '@/features/drafts/y';\nimport './own.css';`;
    const found = offending({ './standings/components/z.tsx': source }, (own, imported) => imported === own);
    expect(found).toEqual([
      'features/standings/components/z.tsx → ../../picks/api/x',
      'features/standings/components/z.tsx → @/features/drafts/y',
    ]);
  });
});
