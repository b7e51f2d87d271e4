import { ChatMoment, ReactionKind } from '@tribal/contracts';
import { Decider } from '../../event-store/decider';
import { ChatReadUpTo, ChatSettingsSet, ChatterKey, ReactionSet } from './chat.events';

/**
 * The small choices of the chat, each one value per stream: a setting the same as before, a read mark that does not
 * move forward, or a reaction the person already has, add nothing.
 */

export const chatSettingsDecider: Decider<
  { openToVisitors: boolean },
  { leagueId: string; openToVisitors: boolean; now: Date },
  ChatSettingsSet
> = {
  // off by default (issue 31): visitors read only if the commissioner allows it
  initialState: () => ({ openToVisitors: false }),
  evolve: (_state, event) => ({ openToVisitors: event.data.openToVisitors }),
  decide: (command, state) =>
    command.openToVisitors === state.openToVisitors
      ? []
      : [
          {
            type: 'ChatSettingsSet',
            data: {
              leagueId: command.leagueId,
              openToVisitors: command.openToVisitors,
              setAt: command.now.toISOString(),
            },
          },
        ],
};

export const chatReadDecider: Decider<
  { lastSeenId: bigint | null },
  { leagueId: string; entryId: string; lastSeenId: string },
  ChatReadUpTo
> = {
  initialState: () => ({ lastSeenId: null }),
  evolve: (_state, event) => ({ lastSeenId: BigInt(event.data.lastSeenId) }),
  // A tab that loaded older history, or another device behind, never makes read messages unread again.
  decide: (command, state) =>
    state.lastSeenId !== null && BigInt(command.lastSeenId) <= state.lastSeenId
      ? []
      : [
          {
            type: 'ChatReadUpTo',
            data: { leagueId: command.leagueId, entryId: command.entryId, lastSeenId: command.lastSeenId },
          },
        ],
};

export type SetReaction = {
  leagueId: string;
  season: number;
  happeningId: number;
  reactorKey: ChatterKey;
  reaction: ReactionKind | null;
  moment: ChatMoment | null;
  now: Date;
};

export const reactionDecider: Decider<{ reaction: ReactionKind | null }, SetReaction, ReactionSet> = {
  initialState: () => ({ reaction: null }),
  evolve: (_state, event) => ({ reaction: event.data.reaction }),
  decide: (command, state) =>
    command.reaction === state.reaction
      ? []
      : [
          {
            type: 'ReactionSet',
            data: {
              leagueId: command.leagueId,
              season: command.season,
              happeningId: command.happeningId,
              reactorKey: command.reactorKey,
              reaction: command.reaction,
              sentAt: command.now.toISOString(),
              moment: command.moment,
            },
          },
        ],
};
