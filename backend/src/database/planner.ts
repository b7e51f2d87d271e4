import { EntityManager } from 'typeorm';

/**
 * Runs league-wide statements with nested-loop joins disabled. Read tables fill up fast (a league gains hundreds
 * of members in minutes) long before autovacuum analyzes them; the planner then believes a league has one row and
 * picks a nested loop that re-runs the window function once per member: 400 ms per join at 1,000 members, seen
 * in `npm run bench:live`. Hash joins cost about a millisecond there whatever the statistics say.
 * JIT goes off too: the planner's penalty for a forbidden nested loop inflates the cost past `jit_above_cost`,
 * and compiling a sub-millisecond statement took 450 ms.
 */
export async function withoutNestedLoops<T>(manager: EntityManager, run: () => Promise<T>): Promise<T> {
  await manager.query('SET LOCAL enable_nestloop = off');
  await manager.query('SET LOCAL jit = off');
  try {
    return await run();
  } finally {
    await manager.query('SET LOCAL enable_nestloop = on');
  }
}
