import { z } from 'zod';

/** A member's row as the standings page shows it (expanded from the compact snapshot by `standingsView`). */
export const StandingRowSchema = z.object({
  rank: z.number(),
  userName: z.string(),
  total: z.number(),
  /** castaway id -> points, plus the key `eliminationPick` for the weekly pick bonus */
  breakdown: z.record(z.string(), z.number()),
  /** castaway ids in draft order; names and pictures come from the season's cast (GET /api/castaways/{season}) */
  team: z.array(z.number()),
  /** places gained (+) or lost (-) since the previous scored episode */
  movement: z.number(),
  /** true when totals changed live and the breakdown was not sent: fetch the snapshot to show it */
  breakdownStale: z.boolean().optional(),
});
export type StandingRow = z.infer<typeof StandingRowSchema>;

/**
 * GET /api/leagues/{id}/standings and the `snapshot` of a subscribe ack (the same bytes): one league-season's
 * standings at one version, compact because thousands of viewers load it in the same minute. Columns, not rows:
 * one entry per member in member-name order (code-point order of userName, the order of a live change's
 * `totals`); ranks and movement follow from `total` and `previous` (competition ranking); a breakdown is
 * `castawayPoints` of the team plus the elimination-pick bonus (total minus those), except where `breakdowns`
 * says otherwise (a swap, a late draft). `standingsView` expands it into rows.
 */
export const StandingsSnapshotSchema = z.object({
  leagueId: z.string(),
  season: z.number(),
  /** grows by one with every change to this league-season's standings */
  version: z.number(),
  members: z.array(z.string()),
  /** each member's total, same order as `members` */
  total: z.array(z.number()),
  /** each member's total before the last scored episode (movement), same order */
  previous: z.array(z.number()),
  /** each member's current team: castaway ids in draft order, same order */
  team: z.array(z.array(z.number())),
  /** castaway id -> points it earned for a member who held it all season (what most breakdowns share) */
  castawayPoints: z.record(z.string(), z.number()),
  /** member index -> the whole breakdown, only for members whose breakdown is not the shared one */
  breakdowns: z.record(z.string(), z.record(z.string(), z.number())),
});
export type StandingsSnapshot = z.infer<typeof StandingsSnapshotSchema>;

/** A snapshot expanded into rows in display order (rank, then name): what the standings page holds. */
export interface StandingsView {
  leagueId: string;
  season: number;
  version: number;
  standings: StandingRow[];
}

/** GET /api/leagues/{id}/standings/history: cumulative totals after each scored episode, for the chart. */
export const StandingsHistorySchema = z.object({
  leagueId: z.string(),
  season: z.number(),
  episodes: z.array(z.number()),
  series: z.array(z.object({ userName: z.string(), totals: z.array(z.number()) })),
});
export type StandingsHistory = z.infer<typeof StandingsHistorySchema>;
