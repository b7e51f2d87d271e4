import { HAPPENING_MESSAGES, HappeningRequest, SCORE_MESSAGES, ScoreRecord } from '@tribal/contracts';
import { badRequest, conflict, DomainError, notFound } from '../../common/domain-error';
import { Decider } from '../../event-store/decider';
import { decideHappeningChanges, SeasonCast } from './happening.rules';
import { HappeningRecorded, HappeningUndone, ScoreEvent } from './score.events';
import {
  applyDelta,
  emptyScoreRecord,
  hasNegativeCount,
  inverseDelta,
  pointsBetween,
  ScoreRecordDelta,
} from './score-record-delta';

export interface RecordedHappening {
  episode: number;
  changes: Record<string, ScoreRecordDelta>;
  undone: boolean;
}

export interface ScoresState {
  /** events in the season's score stream so far: the version an admin's If-Match names */
  streamVersion: number;
  /** episode -> number of changes so far (0 or absent: never saved) */
  versions: Map<number, number>;
  /** episode -> castaway id -> record: the grid saves and happenings folded */
  records: Map<number, Map<number, ScoreRecord>>;
  /** happening id -> what it changed (kept after a clear is not: a clear forgets them) */
  happenings: Map<number, RecordedHappening>;
}

export type ScoresCommand =
  | {
      type: 'SaveEpisodeScores';
      season: number;
      episode: number;
      records: Record<string, ScoreRecord>;
      /** the version the admin loaded; a different current version means someone saved in between */
      expectedVersion?: number;
      seasonCastawayIds: ReadonlySet<number>;
    }
  | { type: 'ClearScores'; season: number }
  | {
      type: 'RecordHappening';
      season: number;
      episode: number;
      happening: HappeningRequest;
      /** the score-stream version the admin saw (If-Match); absent: record on top of whatever is there */
      expectedVersion?: number;
      /** the season's castaways, with their tribes as of this episode */
      cast: SeasonCast;
    }
  | { type: 'UndoHappening'; season: number; episode: number; happeningId: number; expectedVersion?: number };

const initialState = (): ScoresState => ({
  streamVersion: 0,
  versions: new Map(),
  records: new Map(),
  happenings: new Map(),
});

function withChanges(
  records: ScoresState['records'],
  episode: number,
  changes: Record<string, ScoreRecordDelta>,
): ScoresState['records'] {
  const episodeRecords = new Map(records.get(episode));
  for (const [id, delta] of Object.entries(changes)) {
    episodeRecords.set(Number(id), applyDelta(episodeRecords.get(Number(id)) ?? emptyScoreRecord(), delta));
  }
  return new Map(records).set(episode, episodeRecords);
}

function evolve(state: ScoresState, event: ScoreEvent): ScoresState {
  const streamVersion = state.streamVersion + 1;
  switch (event.type) {
    case 'EpisodeScored': {
      const records = new Map(Object.entries(event.data.records).map(([id, r]) => [Number(id), r]));
      return {
        ...state,
        streamVersion,
        versions: new Map(state.versions).set(event.data.episode, event.data.version),
        records: new Map(state.records).set(event.data.episode, records),
      };
    }
    case 'ScoresCleared':
      // Versions keep counting across a clear, so an admin holding pre-clear scores is still told they changed.
      return {
        streamVersion,
        versions: new Map([...state.versions].map(([episode, v]) => [episode, v + 1])),
        records: new Map(),
        happenings: new Map(),
      };
    case 'HappeningRecorded':
    case 'HappeningUndone': {
      const { episode, happeningId, episodeVersion, changes } = event.data;
      const happening: RecordedHappening =
        event.type === 'HappeningRecorded'
          ? { episode, changes, undone: false }
          : { ...(state.happenings.get(happeningId) ?? { episode, changes: {} }), undone: true };
      return {
        streamVersion,
        versions: new Map(state.versions).set(episode, episodeVersion),
        records: withChanges(state.records, episode, changes),
        happenings: new Map(state.happenings).set(happeningId, happening),
      };
    }
  }
}

function checkStreamVersion(state: ScoresState, expectedVersion: number | undefined): void {
  if (expectedVersion !== undefined && expectedVersion !== state.streamVersion) {
    throw new DomainError(409, HAPPENING_MESSAGES.staleVersion, undefined, { version: state.streamVersion });
  }
}

/** The points a set of changes makes, per castaway, against the episode's records as they stand. */
function pointsOf(state: ScoresState, episode: number, changes: Record<string, ScoreRecordDelta>) {
  const current = state.records.get(episode) ?? new Map<number, ScoreRecord>();
  const before = new Map<number, ScoreRecord>();
  const after = new Map<number, ScoreRecord>();
  for (const [id, delta] of Object.entries(changes)) {
    const record = current.get(Number(id)) ?? emptyScoreRecord();
    before.set(Number(id), record);
    after.set(Number(id), applyDelta(record, delta));
  }
  return { points: pointsBetween(before, after), after };
}

function decide(command: ScoresCommand, state: ScoresState): ScoreEvent[] {
  switch (command.type) {
    case 'SaveEpisodeScores': {
      const current = state.versions.get(command.episode) ?? 0;
      if (command.expectedVersion !== undefined && command.expectedVersion !== current) {
        throw conflict(SCORE_MESSAGES.staleVersion);
      }
      for (const id of Object.keys(command.records)) {
        if (!command.seasonCastawayIds.has(Number(id))) throw badRequest(SCORE_MESSAGES.unknownCastaway, id);
      }
      return [
        {
          type: 'EpisodeScored',
          data: { season: command.season, episode: command.episode, version: current + 1, records: command.records },
        },
      ];
    }
    case 'ClearScores':
      return [{ type: 'ScoresCleared', data: { season: command.season } }];
    case 'RecordHappening': {
      checkStreamVersion(state, command.expectedVersion);
      const changes = decideHappeningChanges(command.happening, {
        season: command.season,
        episode: command.episode,
        cast: command.cast,
        records: state.records,
      });
      const { points } = pointsOf(state, command.episode, changes);
      const event: HappeningRecorded = {
        type: 'HappeningRecorded',
        data: {
          season: command.season,
          episode: command.episode,
          happeningId: state.streamVersion + 1,
          episodeVersion: (state.versions.get(command.episode) ?? 0) + 1,
          happening: command.happening,
          changes,
          points,
        },
      };
      return [event];
    }
    case 'UndoHappening': {
      checkStreamVersion(state, command.expectedVersion);
      const happening = state.happenings.get(command.happeningId);
      if (!happening || happening.episode !== command.episode) {
        throw notFound(HAPPENING_MESSAGES.notFound(command.happeningId, command.episode));
      }
      if (happening.undone) throw conflict(HAPPENING_MESSAGES.alreadyUndone(command.happeningId));
      const changes = Object.fromEntries(
        Object.entries(happening.changes).map(([id, delta]) => [id, inverseDelta(delta)]),
      );
      const { points, after } = pointsOf(state, command.episode, changes);
      // A grid correction may already have taken the happening's counts away: undoing it too would go below 0.
      if ([...after.values()].some(hasNegativeCount)) {
        throw conflict(HAPPENING_MESSAGES.correctedAway(command.happeningId));
      }
      const event: HappeningUndone = {
        type: 'HappeningUndone',
        data: {
          season: command.season,
          episode: command.episode,
          happeningId: command.happeningId,
          episodeVersion: (state.versions.get(command.episode) ?? 0) + 1,
          changes,
          points,
        },
      };
      return [event];
    }
  }
}

export const scoresDecider: Decider<ScoresState, ScoresCommand, ScoreEvent> = { initialState, evolve, decide };
