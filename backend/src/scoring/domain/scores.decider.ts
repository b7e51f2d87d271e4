import { SCORE_MESSAGES, ScoreRecord } from '@tribal/contracts';
import { badRequest, conflict } from '../../common/domain-error';
import { Decider } from '../../event-store/decider';
import { ScoreEvent } from './score.events';

export interface ScoresState {
  /** episode -> number of saves so far (0 or absent: never saved) */
  versions: Map<number, number>;
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
  | { type: 'ClearScores'; season: number };

const initialState = (): ScoresState => ({ versions: new Map() });

function evolve(state: ScoresState, event: ScoreEvent): ScoresState {
  switch (event.type) {
    case 'EpisodeScored':
      return { versions: new Map(state.versions).set(event.data.episode, event.data.version) };
    case 'ScoresCleared':
      // Versions keep counting across a clear, so an admin holding pre-clear scores is still told they changed.
      return { versions: new Map([...state.versions].map(([episode, v]) => [episode, v + 1])) };
  }
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
  }
}

export const scoresDecider: Decider<ScoresState, ScoresCommand, ScoreEvent> = { initialState, evolve, decide };
