import { z } from 'zod';
import { SeasonSchema } from './seasons';
import { episodeInSeason } from './standings-as-of';

/** GET /api/leagues/{id}/standings/replay?season=N&episode=E */
export const StandingsReplayQuerySchema = z.object({
  season: SeasonSchema.optional(),
  episode: episodeInSeason('episode'),
});

/** Every member's total and rank, in the order of `StandingsReplay.members`. */
export interface ReplayTotals {
  totals: number[];
  ranks: number[];
}

export interface StandingsReplayStep extends ReplayTotals {
  /** a live happening, or one step for a grid save (what the happenings did not already tell) */
  kind: 'happening' | 'grid-save';
  happeningId: string | null;
  /** the happening's kind as the live feed names it */
  happeningKind: string | null;
  /** ISO time of the happening or of the save */
  time: string | null;
  /** castaway id -> points this step gave */
  points: Record<string, number>;
  /** castaways this step voted out (elimination-pick bonuses follow from them) */
  votedOut: number[];
}

/**
 * An episode as ordered steps with every member's total and rank after each; `before` is the standings as of the
 * episode before. The last step's totals are the standings as of this episode (the live totals for the latest).
 */
export interface StandingsReplay {
  leagueId: string;
  season: number;
  episode: number;
  /** member names, in member-name order (code points) */
  members: string[];
  before: ReplayTotals;
  steps: StandingsReplayStep[];
}
