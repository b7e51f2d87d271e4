import {
  CONTINUE_LEAGUE_MESSAGES,
  CommissionerSettings,
  inRange,
  MESSAGES,
  PICK_MESSAGES,
  seasonEpisodeRanges,
} from '@tribal/contracts';
import { badRequest, conflict, notFound } from '../../common/domain-error';
import { Decider } from '../../event-store/decider';
import { LeagueEvent } from './league.events';

export interface LeagueState {
  status: 'none' | 'active' | 'deleted';
  leagueId: string;
  name: string;
  commissioner: string;
  season: number;
  /** every season the league has played, the current one last */
  seasons: number[];
}

export type LeagueCommand =
  | {
      type: 'CreateLeague';
      leagueId: string;
      name: string;
      commissioner: string;
      season: number;
      passwordHash: string;
      tribes: Array<{ name: string; color: string }>;
      now: Date;
    }
  | { type: 'SetDraftDeadline'; draftDeadline: Date | null }
  | { type: 'SetEliminationCutoffs'; cutoffs: Record<string, Date> /** the season's length */; episodes: number }
  | { type: 'SetCommissionerSettings'; settings: CommissionerSettings }
  | { type: 'DeleteLeague' }
  | { type: 'ContinueLeague'; season: number; now: Date };

const initialState = (): LeagueState => ({
  status: 'none',
  leagueId: '',
  name: '',
  commissioner: '',
  season: 0,
  seasons: [],
});

function evolve(state: LeagueState, event: LeagueEvent): LeagueState {
  switch (event.type) {
    case 'LeagueCreated':
      return {
        ...state,
        status: 'active',
        leagueId: event.data.leagueId,
        name: event.data.name,
        commissioner: event.data.commissioner,
        season: event.data.season,
        seasons: [event.data.season],
      };
    case 'LeagueContinued':
      return { ...state, season: event.data.season, seasons: [...state.seasons, event.data.season] };
    // Members live in streams of their own (member.decider.ts), so a league's stream stays short however many join.
    case 'MemberJoined':
    case 'MemberRemoved':
    case 'EntryTokenIssued':
    case 'EntryTokenRotated':
    case 'DraftDeadlineSet':
    case 'EliminationCutoffsSet':
    case 'CommissionerSettingsSet':
      return state;
    case 'LeagueDeleted':
      return { ...state, status: 'deleted' };
  }
}

export function requireActive(state: LeagueState): void {
  if (state.status !== 'active') throw notFound(MESSAGES.leagueNotFound);
}

function decide(command: LeagueCommand, state: LeagueState): LeagueEvent[] {
  switch (command.type) {
    case 'CreateLeague':
      if (state.status !== 'none') throw conflict('A league with this id already exists.');
      return [
        {
          type: 'LeagueCreated',
          data: {
            leagueId: command.leagueId,
            name: command.name,
            commissioner: command.commissioner,
            season: command.season,
            passwordHash: command.passwordHash,
            tribes: command.tribes,
            createdAt: command.now.toISOString(),
          },
        },
      ];
    case 'SetDraftDeadline':
      requireActive(state);
      return [
        {
          type: 'DraftDeadlineSet',
          data: { leagueId: state.leagueId, draftDeadline: command.draftDeadline?.toISOString() ?? null },
        },
      ];
    case 'SetEliminationCutoffs': {
      requireActive(state);
      const ranges = seasonEpisodeRanges(command.episodes);
      const outside = Object.keys(command.cutoffs).find((episode) => !inRange(Number(episode), ranges.cutoff));
      if (outside) throw badRequest(PICK_MESSAGES.cutoffEpisodeRange(ranges), outside);
      return [
        {
          type: 'EliminationCutoffsSet',
          data: {
            leagueId: state.leagueId,
            cutoffs: Object.fromEntries(
              Object.entries(command.cutoffs)
                .sort(([a], [b]) => Number(a) - Number(b))
                .map(([episode, at]) => [episode, at.toISOString()]),
            ),
          },
        },
      ];
    }
    case 'SetCommissionerSettings':
      requireActive(state);
      // The contract has already refused a split not adding up to 100, a negative fee and unsafe handles.
      return [{ type: 'CommissionerSettingsSet', data: { leagueId: state.leagueId, ...command.settings } }];
    case 'DeleteLeague':
      requireActive(state);
      return [{ type: 'LeagueDeleted', data: { leagueId: state.leagueId } }];
    case 'ContinueLeague':
      requireActive(state);
      // A season played before would mix two sets of drafts and standings under one league-season.
      if (state.seasons.includes(command.season))
        throw conflict(CONTINUE_LEAGUE_MESSAGES.alreadyPlayed(command.season));
      return [
        {
          type: 'LeagueContinued',
          data: {
            leagueId: state.leagueId,
            fromSeason: state.season,
            season: command.season,
            continuedAt: command.now.toISOString(),
          },
        },
      ];
  }
}

export const leagueDecider: Decider<LeagueState, LeagueCommand, LeagueEvent> = { initialState, evolve, decide };
