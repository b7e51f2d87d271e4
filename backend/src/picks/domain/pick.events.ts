import { NewEvent, StoredEvent, streamOf } from '../../event-store/stored-event';

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

export const isPickEvent = <E extends NewEvent>(event: StoredEvent<E>): event is StoredEvent<E & PickEvent> =>
  event.type === 'EliminationPickSubmitted' || event.type === 'EliminationPickCorrected';

/** One stream per entry per season: the rush before a cutoff never makes two members wait on each other. */
export const picksStreamId = (leagueId: string, season: number, entryId: string) =>
  streamOf<PickEvent>(`picks-${leagueId}-${season}-${entryId}`);
