import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, run by node as well as by this spec
import { measureArchitecture } from './architecture-counts.mjs';

/**
 * Issue 35's end state, held: each figure may only fall. A change that adds a folder cycle, a cross-capability
 * import, SQL outside its homes or a data load in a route fails here with the offending files listed, so the
 * front doors stay the only doors.
 */
const figures = measureArchitecture();

describe('the architecture keeps its front doors', () => {
  it.each([
    ['backend', 'folderCycles', 3],
    ['backend', 'crossCapabilityImports', 50],
    ['backend', 'gameImportsInPlumbing', 0],
    ['backend', 'sqlOutsideHomes', 20],
    ['frontend', 'dataLoadsInRoutes', 0],
    ['frontend', 'rawRandomUuid', 0],
  ] as const)('%s %s stays at most %i', (side, name, most) => {
    const found: string[] = figures[side][name];
    expect(found.length, `${name}:\n  ${found.join('\n  ')}`).toBeLessThanOrEqual(most);
  });

  it('keeps the event store service to its one job (≤ 300 lines) and no hand-kept route table', () => {
    expect(figures.backend.eventStoreServiceLines).toBeLessThanOrEqual(300);
    expect(figures.backend.apiRoutesTableLines).toBe(0);
  });

  it('keeps each league form small (≤ 150 lines)', () => {
    expect(figures.frontend.largestLeagueFormLines).toBeLessThanOrEqual(150);
  });
});
