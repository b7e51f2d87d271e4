import { NewEvent, streamOf } from '../../event-store/stored-event';

interface EntryRef {
  leagueId: string;
  season: number;
  userName: string;
}

export type DraftLockedIn = NewEvent<'DraftLockedIn', EntryRef & { team: number[]; lockedAt: string }>;
/**
 * A correction of the team by the site admin or the commissioner. `effectiveFromEpisode` is the first episode the
 * new team counts for (1: the whole season, the admin's; a commissioner's is the episode after the last scored,
 * like a swap); before it the old team keeps its points. Absent on events from before issue 33: 1.
 */
export type DraftEditedByAdmin = NewEvent<
  'DraftEditedByAdmin',
  EntryRef & { team: number[]; effectiveFromEpisode?: number; editedAt: string }
>;
/**
 * The one swap. `effectiveFromEpisode` is the first episode the swapped-in castaway scores for (the episode after
 * the last one scored at swap time); the swapped-out castaway keeps the episodes before it. Recording it in the
 * event makes a replay give the same standings whenever it runs.
 */
export type CastawaySwapped = NewEvent<
  'CastawaySwapped',
  EntryRef & { swappedOut: number; swappedIn: number; team: number[]; effectiveFromEpisode: number; swappedAt: string }
>;
export type DraftEvent = DraftLockedIn | DraftEditedByAdmin | CastawaySwapped;

/** One stream per entry per season: concurrent drafts or swaps of one entry race on it, others never do. */
export const entryStreamId = (leagueId: string, season: number, entryId: string) =>
  streamOf<DraftEvent>(`entry-${leagueId}-${season}-${entryId}`);
