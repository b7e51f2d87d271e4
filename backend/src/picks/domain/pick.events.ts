import { NewEvent } from '../../event-store/stored-event';

interface PickData {
  leagueId: string;
  season: number;
  userName: string;
  episode: number;
  castawayId: number;
  pickedAt: string;
}

/** A member's pick for an episode (a later one replaces it). */
export type EliminationPickSubmitted = NewEvent<'EliminationPickSubmitted', PickData>;
/** The admin's correction of a pick, cutoffs notwithstanding. */
export type EliminationPickCorrected = NewEvent<'EliminationPickCorrected', PickData>;
export type PickEvent = EliminationPickSubmitted | EliminationPickCorrected;

/** One stream per entry per season: the rush before a cutoff never makes two members wait on each other. */
export const picksStreamId = (leagueId: string, season: number, entryId: string) =>
  `picks-${leagueId}-${season}-${entryId}`;
