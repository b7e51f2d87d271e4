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
