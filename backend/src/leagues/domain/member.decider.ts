import { ENTRY_LINK_MESSAGES, LEAGUE_MANAGER_MESSAGES, MESSAGES } from '@tribal/contracts';
import { badRequest, conflict, notFound } from '../../common/domain-error';
import { Decider } from '../../event-store/decider';
import { streamOf } from '../../event-store/stored-event';
import { isCommissioner, LeagueState, requireActive } from './league.decider';
import { EntryTokenIssued, EntryTokenRotated, MemberJoined, MemberRemoved } from './league.events';

/** One stream per (league, member name key): a name is taken in a league whatever its letter case. */
export interface MemberState {
  /** the userName as joined, while a member */
  userName: string | null;
  /** identifies this membership (see entryIdOf): a sign-in link for an earlier membership opens nothing */
  entryId: string | null;
  /** the season of this membership: after the league moves on to another, the member must rejoin */
  season: number | null;
  /** what the member joined with, so a rejoin in the next season needs no form */
  joined: MemberJoined['data'] | null;
}

export type MemberEvent = MemberJoined | MemberRemoved | EntryTokenIssued | EntryTokenRotated;

/**
 * How full the league is as the join reads it: its members of the current season (the commissioner's own entry
 * included) and the most it may hold (MAX_LEAGUE_MEMBERS).
 */
export interface LeagueSize {
  members: number;
  maxMembers: number;
}

export type MemberCommand =
  | ({ type: 'JoinLeague'; league: LeagueState; size: LeagueSize; now: Date } & Pick<
      MemberJoined['data'],
      'userName' | 'survivorName' | 'realName' | 'email' | 'paymentMethod' | 'entryTokenHash'
    >)
  | { type: 'RemoveMember'; league: LeagueState; userName: string }
  | { type: 'IssueEntryToken'; league: LeagueState; entryId: string; entryTokenHash: string; now: Date }
  | { type: 'RotateEntryToken'; league: LeagueState; entryTokenHash: string; now: Date }
  /** The one-tap link mailed when the league moved on: the past season's entry joins the league's new season. */
  | {
      type: 'RejoinLeague';
      league: LeagueState;
      size: LeagueSize;
      entryId: string;
      entryTokenHash: string;
      now: Date;
    };

/** A league holds at most `maxMembers`: nobody enrols a mailing list into it to write to it (issue 33, N1). */
function requireRoom({ members, maxMembers }: LeagueSize): void {
  if (members >= maxMembers) throw conflict(LEAGUE_MANAGER_MESSAGES.leagueFull(maxMembers));
}

/** A membership's stable id: the first 16 hex digits of the token it joined with (tokens change, this does not). */
export const entryIdOf = (joinedTokenHash: string) => joinedTokenHash.slice(0, 16);

const initialState = (): MemberState => ({ userName: null, entryId: null, season: null, joined: null });

function evolve(state: MemberState, event: MemberEvent): MemberState {
  switch (event.type) {
    case 'MemberJoined':
      return {
        userName: event.data.userName,
        entryId: entryIdOf(event.data.entryTokenHash),
        season: event.data.season,
        joined: event.data,
      };
    case 'MemberRemoved':
      return initialState();
    case 'EntryTokenIssued':
    case 'EntryTokenRotated':
      return state;
  }
}

function decide(command: MemberCommand, memberState: MemberState): MemberEvent[] {
  const { league } = command;
  requireActive(league);
  // A membership of a season the league has left is no membership now: the name is free and the entry closed.
  const state = memberState.season === league.season ? memberState : { ...initialState(), joined: memberState.joined };
  switch (command.type) {
    case 'RejoinLeague': {
      const past = memberState.joined;
      if (!past || memberState.entryId !== command.entryId || memberState.season === league.season)
        throw badRequest(ENTRY_LINK_MESSAGES.invalidCode, 'code');
      requireRoom(command.size);
      return [
        {
          type: 'MemberJoined',
          data: {
            ...past,
            season: league.season,
            entryTokenHash: command.entryTokenHash,
            joinedAt: command.now.toISOString(),
          },
        },
      ];
    }
    case 'JoinLeague':
      if (state.userName) throw conflict(MESSAGES.userNameTaken);
      requireRoom(command.size);
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
      if (isCommissioner(league, state)) {
        throw conflict(MESSAGES.commissionerCannotBeRemoved);
      }
      return [
        { type: 'MemberRemoved', data: { leagueId: league.leagueId, season: league.season, userName: state.userName } },
      ];
    case 'IssueEntryToken':
      // A link mailed before the member was removed (and the name perhaps taken again) opens nothing.
      if (!state.userName || state.entryId !== command.entryId)
        throw badRequest(ENTRY_LINK_MESSAGES.invalidCode, 'code');
      return [
        {
          type: 'EntryTokenIssued',
          data: {
            leagueId: league.leagueId,
            season: league.season,
            userName: state.userName,
            entryTokenHash: command.entryTokenHash,
            issuedAt: command.now.toISOString(),
          },
        },
      ];
    case 'RotateEntryToken':
      if (!state.userName) throw notFound(MESSAGES.memberNotFound);
      return [
        {
          type: 'EntryTokenRotated',
          data: {
            leagueId: league.leagueId,
            season: league.season,
            userName: state.userName,
            entryTokenHash: command.entryTokenHash,
            rotatedAt: command.now.toISOString(),
          },
        },
      ];
  }
}

export const memberDecider: Decider<MemberState, MemberCommand, MemberEvent> = { initialState, evolve, decide };

/** `nameKey`: `memberNameKey` of a requested name, or the `name_key` stored with an entry (legacy keys differ). */
export const memberStreamId = (leagueId: string, nameKey: string) =>
  streamOf<MemberEvent>(`member-${leagueId}-${nameKey}`);

/** The name key a member stream was opened under: what `league_members.name_key` holds, live and rebuilt alike. */
export const nameKeyOfMemberStream = (leagueId: string, streamId: string) =>
  streamId.slice(memberStreamId(leagueId, '').length);
