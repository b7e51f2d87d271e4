import { z } from 'zod';

export const TeamCastawaySchema = z.object({
  castawayId: z.number(),
  name: z.string(),
  imageUrl: z.string(),
});
export type TeamCastaway = z.infer<typeof TeamCastawaySchema>;

export const StandingRowSchema = z.object({
  rank: z.number(),
  userName: z.string(),
  total: z.number(),
  /** castaway id -> points, plus the key `eliminationPick` for the weekly pick bonus */
  breakdown: z.record(z.string(), z.number()),
  team: z.array(TeamCastawaySchema),
  /** places gained (+) or lost (-) since the previous scored episode */
  movement: z.number(),
  /** true when totals changed live and the breakdown was not sent: fetch the snapshot to show it */
  breakdownStale: z.boolean().optional(),
});
export type StandingRow = z.infer<typeof StandingRowSchema>;

export const StandingsSnapshotSchema = z.object({
  leagueId: z.string(),
  season: z.number(),
  /** grows by one with every change to this league-season's standings */
  version: z.number(),
  standings: z.array(StandingRowSchema),
});
export type StandingsSnapshot = z.infer<typeof StandingsSnapshotSchema>;

/** GET /api/leagues/{id}/standings/history: cumulative totals after each scored episode, for the chart. */
export interface StandingsHistory {
  leagueId: string;
  season: number;
  episodes: number[];
  series: Array<{ userName: string; totals: number[] }>;
}
