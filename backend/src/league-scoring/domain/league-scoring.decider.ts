import { CLASSIC_SCORING_TABLE, pickWindowClosed, presetOf, SCORING_TABLE_MESSAGES } from '@tribal/contracts';
import { badRequest, conflict } from '../../common/domain-error';
import { Decider } from '../../event-store/decider';
import { ScoringTableEvent, SolePredictionEvent, StoredScoringTable } from './league-scoring.events';

/** The table a league-season scores by: Classic until its first change. */
export interface ScoringTableState {
  table: StoredScoringTable;
}

export type ScoringTableCommand = {
  type: 'ChangeScoringTable';
  leagueId: string;
  season: number;
  table: StoredScoringTable;
  /** after the finale (contracts' `scoringTableLocked`) */
  locked: boolean;
  /** the league-season's standings version now, and the one the client saw (`If-Match`), if it sent one */
  standingsVersion: number;
  expectedStandingsVersion?: number;
  now: Date;
};

const { locked: _locked, ...CLASSIC } = CLASSIC_SCORING_TABLE;

/** Two tables score the same and say the same: nothing to record. */
function sameTable(a: StoredScoringTable, b: StoredScoringTable): boolean {
  return JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));
}
const normalised = (t: StoredScoringTable) => ({
  points: Object.fromEntries(Object.entries(t.points).sort(([x], [y]) => x.localeCompare(y))),
  finalPlacement: t.finalPlacement,
  solePrediction: t.solePrediction,
  predictionDeadline: t.predictionDeadline ?? null,
});

/**
 * Issue 32: a league's scoring table changes only before the finale (409 after), only against the standings the
 * commissioner previewed (`If-Match`: 409 when they moved meanwhile), and a save that changes nothing records
 * nothing. The preset is recomputed from the values (`presetOf`): a table is 'custom' once any value differs.
 */
export const scoringTableDecider: Decider<ScoringTableState, ScoringTableCommand, ScoringTableEvent> = {
  initialState: () => ({ table: CLASSIC }),
  evolve: (state, event) => (event.type === 'ScoringTableChanged' ? { table: event.data.after } : state),
  decide(command, state) {
    if (command.locked) throw conflict(SCORING_TABLE_MESSAGES.locked);
    if (command.expectedStandingsVersion !== undefined && command.expectedStandingsVersion !== command.standingsVersion)
      throw conflict(SCORING_TABLE_MESSAGES.stale);
    const after: StoredScoringTable = {
      ...command.table,
      preset: presetOf(command.table),
      predictionDeadline: command.table.predictionDeadline ?? null,
    };
    if (sameTable(after, state.table)) return [];
    return [
      {
        type: 'ScoringTableChanged',
        data: {
          leagueId: command.leagueId,
          season: command.season,
          before: state.table,
          after,
          standingsVersion: command.standingsVersion,
          changedAt: command.now.toISOString(),
        },
      },
    ];
  },
};

export interface SolePredictionState {
  castawayId: number | null;
}

export type SolePredictionCommand = {
  type: 'MakeSolePrediction';
  leagueId: string;
  season: number;
  userName: string;
  entryId: string;
  castawayId: number;
  /** the table's points for a correct prediction: 0, the league does not play it */
  solePrediction: number;
  /** the deadline in force (contracts' `predictionDeadlineInForce`); null: none known, open */
  deadline: string | null;
  /** the Sole Survivor is already known (a placement 1 is recorded): nobody predicts a known result */
  winnerKnown: boolean;
  /** the season's castaways */
  castawayIds: ReadonlySet<number>;
  now: Date;
};

/**
 * Issue 32: a member's Sole Survivor prediction, sealed like a weekly pick (contracts' sealed-picks.ts): it may be
 * made and changed until the deadline (`pickWindowClosed`: at the deadline second it is already too late, and never
 * once the winner is known); a league that does not play it refuses it (409).
 */
export const solePredictionDecider: Decider<SolePredictionState, SolePredictionCommand, SolePredictionEvent> = {
  initialState: () => ({ castawayId: null }),
  evolve: (_state, event) => ({ castawayId: event.data.castawayId }),
  decide(command, state) {
    if (command.solePrediction <= 0) throw conflict(SCORING_TABLE_MESSAGES.predictionOff);
    if (pickWindowClosed(command.deadline, command.winnerKnown, command.now.getTime()))
      throw conflict(SCORING_TABLE_MESSAGES.predictionClosed);
    if (!command.castawayIds.has(command.castawayId))
      throw badRequest(SCORING_TABLE_MESSAGES.unknownCastaway, 'castawayId');
    if (state.castawayId === command.castawayId) return [];
    return [
      {
        type: 'SolePredictionMade',
        data: {
          leagueId: command.leagueId,
          season: command.season,
          userName: command.userName,
          entryId: command.entryId,
          castawayId: command.castawayId,
          madeAt: command.now.toISOString(),
        },
      },
    ];
  },
};
