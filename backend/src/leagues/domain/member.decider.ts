import { MESSAGES } from '@tribal/contracts';
import { conflict, notFound } from '../../common/domain-error';
import { Decider } from '../../event-store/decider';
import { LeagueState, requireActive } from './league.decider';
import { MemberJoined, MemberRemoved } from './league.events';

/** One stream per (league, lower-cased name): a name is taken in a league whatever its letter case. */
export interface MemberState {
  /** the userName as joined, while a member */
  userName: string | null;
}

export type MemberEvent = MemberJoined | MemberRemoved;

export type MemberCommand =
  | {
      type: 'JoinLeague';
      league: LeagueState;
      userName: string;
      survivorName: string;
      realName: string;
      email: string;
      paymentMethod: string;
      entryTokenHash: string;
      now: Date;
    }
  | { type: 'RemoveMember'; league: LeagueState; userName: string };

const initialState = (): MemberState => ({ userName: null });

function evolve(_state: MemberState, event: MemberEvent): MemberState {
  return { userName: event.type === 'MemberJoined' ? event.data.userName : null };
}

function decide(command: MemberCommand, state: MemberState): MemberEvent[] {
  const { league } = command;
  requireActive(league);
  switch (command.type) {
    case 'JoinLeague':
      if (state.userName) throw conflict(MESSAGES.userNameTaken);
      return [
        {
          type: 'MemberJoined',
          data: {
            leagueId: league.leagueId,
            season: league.season,
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
    case 'RemoveMember':
      if (!state.userName) throw notFound(MESSAGES.memberNotFound);
      if (state.userName.toLowerCase() === league.commissioner.toLowerCase()) {
        throw conflict(MESSAGES.commissionerCannotBeRemoved);
      }
      return [
        { type: 'MemberRemoved', data: { leagueId: league.leagueId, season: league.season, userName: state.userName } },
      ];
  }
}

export const memberDecider: Decider<MemberState, MemberCommand, MemberEvent> = { initialState, evolve, decide };

export const memberStreamId = (leagueId: string, userName: string) => `member-${leagueId}-${userName.toLowerCase()}`;
