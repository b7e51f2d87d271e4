import { z } from 'zod';
import { SeasonSchema } from './seasons';
import { episodeInSeason } from './standings-as-of';

/** GET /api/leagues/{id}/standings/replay?season=N&episode=E */
export const StandingsReplayQuerySchema = z.object({
  season: SeasonSchema.optional(),
  episode: episodeInSeason('episode'),
});

/** Every member's total and rank, in the order of `StandingsReplay.members`. */
const ReplayTotalsSchema = z.object({ totals: z.array(z.number()), ranks: z.array(z.number()) });
export type ReplayTotals = z.infer<typeof ReplayTotalsSchema>;

const StandingsReplayStepSchema = ReplayTotalsSchema.extend({
  /** a live happening, or one step for a grid save (what the happenings did not already tell) */
  kind: z.enum(['happening', 'grid-save']),
  happeningId: z.string().nullable(),
  /** the happening's kind as the live feed names it */
  happeningKind: z.string().nullable(),
  /** ISO time of the happening or of the save */
  time: z.string().nullable(),
  /** castaway id -> points this step gave */
  points: z.record(z.string(), z.number()),
  /** castaways this step voted out (elimination-pick bonuses follow from them) */
  votedOut: z.array(z.number()),
});
export type StandingsReplayStep = z.infer<typeof StandingsReplayStepSchema>;

/**
 * An episode as ordered steps with every member's total and rank after each; `before` is the standings as of the
 * episode before. The last step's totals are the standings as of this episode (the live totals for the latest).
 */
export const StandingsReplaySchema = z.object({
  leagueId: z.string(),
  season: z.number(),
  episode: z.number(),
  /** member names, in member-name order (code points) */
  members: z.array(z.string()),
  before: ReplayTotalsSchema,
  steps: z.array(StandingsReplayStepSchema),
});
export type StandingsReplay = z.infer<typeof StandingsReplaySchema>;
