import { INDIVIDUAL_IMMUNITY_VALUES, SCORING_PRESET_TABLES, TABLE_CATEGORIES, TableCategory } from '@tribal/contracts';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeagueTable, pointsUnderTable } from '../../src/standings/domain/points-under-table';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * "Points of a happening under a table" is one rule, `pointsUnderTable` (standings/domain); the standings' SQL runs
 * its mirror `tribal_points_under_table(record, tbl)` for speed. These properties check that the two answer the same,
 * to the last digit, for any record the grid accepts under any table a commissioner may save (and the presets).
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp('points-under-table-agreement');
});
afterAll(() => t?.close());

/** −10 to +30 in steps of 0.5, as the table's validation allows. */
const tablePoints = fc.integer({ min: -20, max: 60 }).map((n) => n / 2);
const anyTable: fc.Arbitrary<LeagueTable> = fc.record({
  points: fc.record(
    Object.fromEntries(TABLE_CATEGORIES.map((c) => [c, tablePoints])) as Record<TableCategory, fc.Arbitrary<number>>,
  ),
  finalPlacement: fc.tuple(tablePoints, tablePoints, tablePoints),
  solePrediction: fc.integer({ min: 0, max: 60 }).map((n) => n / 2),
});
const presets = Object.values(SCORING_PRESET_TABLES).map((p) => ({ ...p, solePrediction: 0 }));
const count = (max: number) => fc.integer({ min: 0, max });
/** A record as `episode_scores.record` holds it: every field (the grid's defaults), or only some (a happening's). */
const anyRecord = fc.record(
  {
    tribeImmunityWins: count(3),
    tribeRewardWins: count(3),
    individualRewardWins: count(2),
    rightSideOfVote: count(3),
    shotInDarkWin: count(1),
    idolObtained: count(2),
    advantageObtained: count(2),
    playedIdolAdvantage: count(2),
    advantageAbandoned: count(1),
    idolAbandoned: count(1),
    votesAgainst: count(12),
    individualImmunityWins: fc.constantFrom(...INDIVIDUAL_IMMUNITY_VALUES),
    finalPlacement: count(3),
    votedOut: fc.boolean(),
  },
  { requiredKeys: [] },
);

async function sqlPoints(pairs: Array<[object, LeagueTable]>): Promise<number[]> {
  const rows: Array<{ points: string }> = await t.app.get(DataSource).query(
    `SELECT tribal_points_under_table(r, tbl)::text AS points
     FROM unnest($1::jsonb[], $2::jsonb[]) WITH ORDINALITY AS x(r, tbl, i) ORDER BY i`,
    [pairs.map(([r]) => JSON.stringify(r)), pairs.map(([, tbl]) => JSON.stringify(tbl))],
  );
  return rows.map((row) => Number(row.points));
}

describe('pointsUnderTable and its SQL mirror', () => {
  it('agree on random records under random tables', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(anyRecord, anyTable), { minLength: 1, maxLength: 50 }), async (pairs) => {
        const sql = await sqlPoints(pairs);
        expect(sql).toEqual(pairs.map(([record, table]) => pointsUnderTable(record, table).total));
      }),
      { numRuns: 60 },
    );
  });

  it('agree on random records under each preset (Classic: the points episode_scores stores)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anyRecord, { minLength: 1, maxLength: 50 }), async (records) => {
        const pairs = presets.flatMap((table) => records.map((record) => [record, table] as [object, LeagueTable]));
        const sql = await sqlPoints(pairs);
        expect(sql).toEqual(pairs.map(([record, table]) => pointsUnderTable(record, table).total));
      }),
      { numRuns: 30 },
    );
  });
});
