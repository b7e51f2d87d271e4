import {
  CLASSIC_SCORING_TABLE,
  COUNTED_CATEGORIES,
  individualImmunityPointsUnder,
  ScoredCategory,
  ScoreRecord,
  ScoringTable,
} from '@tribal/contracts';

/** What a league scores by: its table's values (the prediction's points included). */
export type LeagueTable = Pick<ScoringTable, 'points' | 'finalPlacement' | 'solePrediction'>;

/** Every league's table until its commissioner changes it. */
export const CLASSIC_TABLE: LeagueTable = CLASSIC_SCORING_TABLE;

/**
 * The one home of "points of a happening under a table" (issue 32): what one castaway's record of one episode is
 * worth to a league, by category. Each count times the table's points for it; individual immunity is the record's
 * Classic sliding value scaled by the table's base (`individualImmunityPointsUnder`); a final placement is the
 * table's value for 1st, 2nd or 3rd. Under Classic this is contracts' `scoreRecordPoints` (the spec pins it), which
 * the scores read table stores as `episode_scores.points`.
 *
 * Mirrored in SQL by `tribal_points_under_table(record, tbl)` (migration 1763880300000), which standings.sql.ts
 * uses for every league with a table of its own; test/standings/points-under-table-agreement.int.spec.ts checks that
 * the two agree on random records and tables.
 */
export function pointsUnderTable(
  record: Partial<ScoreRecord>,
  table: LeagueTable,
): { total: number; byCategory: Partial<Record<ScoredCategory, number>> } {
  const byCategory: Partial<Record<ScoredCategory, number>> = {};
  for (const category of COUNTED_CATEGORIES) {
    const points = (record[category] ?? 0) * table.points[category];
    if (points) byCategory[category] = points;
  }
  const immunity = individualImmunityPointsUnder(
    record.individualImmunityWins ?? 0,
    table.points.individualImmunityWins,
  );
  if (immunity) byCategory.individualImmunityWins = immunity;
  const placement = record.finalPlacement ? (table.finalPlacement[record.finalPlacement - 1] ?? 0) : 0;
  if (placement) byCategory.finalPlacement = placement;
  const total = Object.values(byCategory).reduce((sum, p) => sum + (p ?? 0), 0);
  return { total, byCategory };
}

/** A correct weekly elimination pick under a table (spec §9's +3 under Classic). */
export const eliminationPickPointsUnder = (table: LeagueTable): number => table.points.eliminationPick;
