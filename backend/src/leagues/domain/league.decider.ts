import { MESSAGES } from '@tribal/contracts';
import { conflict, notFound } from '../../common/domain-error';
import { Decider } from '../../event-store/decider';
import { LeagueEvent } from './league.events';

export interface LeagueState {
  status: 'none' | 'active' | 'deleted';
  leagueId: string;
  commissioner: string;
  season: number;
  /** lower-cased userName -> userName as joined: names are unique in a league regardless of case */
  members: Map<string, string>;
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
  | {
      type: 'JoinLeague';
      userName: string;
      survivorName: string;
      realName: string;
      email: string;
      paymentMethod: string;
      entryTokenHash: string;
      now: Date;
    }
  | { type: 'RemoveMember'; userName: string }
  | { type: 'SetDraftDeadline'; draftDeadline: Date | null }
  | { type: 'SetEliminationCutoffs'; cutoffs: Record<string, Date> }
  | { type: 'DeleteLeague' };

const initialState = (): LeagueState => ({
  status: 'none',
  leagueId: '',
  commissioner: '',
  season: 49,
  members: new Map(),
});

function evolve(state: LeagueState, event: LeagueEvent): LeagueState {
  switch (event.type) {
    case 'LeagueCreated':
      return {
        ...state,
        status: 'active',
        leagueId: event.data.leagueId,
        commissioner: event.data.commissioner,
        season: event.data.season,
      };
    case 'MemberJoined': {
      const members = new Map(state.members);
      members.set(event.data.userName.toLowerCase(), event.data.userName);
      return { ...state, members };
    }
    case 'MemberRemoved': {
      const members = new Map(state.members);
      members.delete(event.data.userName.toLowerCase());
      return { ...state, members };
    }
    case 'DraftDeadlineSet':
    case 'EliminationCutoffsSet':
      return state;
    case 'LeagueDeleted':
      return { ...state, status: 'deleted', members: new Map() };
  }
}

function requireActive(state: LeagueState): void {
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
    case 'JoinLeague':
      requireActive(state);
      if (state.members.has(command.userName.toLowerCase())) throw conflict(MESSAGES.userNameTaken);
      return [
        {
          type: 'MemberJoined',
          data: {
            leagueId: state.leagueId,
            season: state.season,
            userName: command.userName,
            survivorName: command.survivorName,
            realName: command.realName,
            email: command.email,
            paymentMethod: command.paymentMethod,
            entryTokenHash: command.entryTokenHash,
            joinedAt: command.now.toISOString(),
          },
        },
      ];
    case 'RemoveMember': {
      requireActive(state);
      const userName = state.members.get(command.userName.toLowerCase());
      if (!userName) throw notFound(MESSAGES.memberNotFound);
      if (userName.toLowerCase() === state.commissioner.toLowerCase()) {
        throw conflict(MESSAGES.commissionerCannotBeRemoved);
      }
      return [{ type: 'MemberRemoved', data: { leagueId: state.leagueId, season: state.season, userName } }];
    }
    case 'SetDraftDeadline':
      requireActive(state);
      return [
        {
          type: 'DraftDeadlineSet',
          data: { leagueId: state.leagueId, draftDeadline: command.draftDeadline?.toISOString() ?? null },
        },
      ];
    case 'SetEliminationCutoffs':
      requireActive(state);
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
    case 'DeleteLeague':
      requireActive(state);
      return [{ type: 'LeagueDeleted', data: { leagueId: state.leagueId } }];
  }
}

export const leagueDecider: Decider<LeagueState, LeagueCommand, LeagueEvent> = { initialState, evolve, decide };
