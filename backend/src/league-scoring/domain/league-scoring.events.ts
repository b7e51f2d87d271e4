import { ScoringTable } from '@tribal/contracts';
import { NewEvent, streamOf } from '../../event-store/stored-event';

/** A league-season's scoring table as events keep it (issue 32): the values, not `locked`. */
export type StoredScoringTable = Omit<ScoringTable, 'locked'>;

/**
 * The commissioner (or the admin) changed the league's scoring table: one event, with the table before and after.
 * The standings of the league-season are recomputed from the log under `after`; every member is mailed their old
 * and new rank (`ranks`, in the same transaction, so the mail says what the change did); the league's record shows
 * the values that changed. A push of the change (issue 30) would hook on this same event.
 */
export type ScoringTableChanged = NewEvent<
  'ScoringTableChanged',
  {
    leagueId: string;
    season: number;
    before: StoredScoringTable;
    after: StoredScoringTable;
    /** the league-season's standings version the change was decided against */
    standingsVersion: number;
    changedAt: string;
  }
>;

/** A member's Sole Survivor prediction (a later one, before the deadline, replaces it). */
export type SolePredictionMade = NewEvent<
  'SolePredictionMade',
  { leagueId: string; season: number; userName: string; entryId: string; castawayId: number; madeAt: string }
>;

export type ScoringTableEvent = ScoringTableChanged;
export type SolePredictionEvent = SolePredictionMade;
export type LeagueScoringEvent = ScoringTableEvent | SolePredictionEvent;

/** One stream per league-season: a change is decided against the table before it. */
export const scoringTableStreamId = (leagueId: string, season: number) =>
  streamOf<ScoringTableEvent>(`scoring-table-${leagueId}-${season}`);

/** One stream per entry, like its weekly picks: members never wait on each other. */
export const solePredictionStreamId = (leagueId: string, season: number, entryId: string) =>
  streamOf<SolePredictionEvent>(`sole-prediction-${leagueId}-${season}-${entryId}`);
