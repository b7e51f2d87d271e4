import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactionCounts, ReactionKind, Reactions } from '@tribal/contracts';
import { useCallback } from 'react';
import { reactionsQuery } from '../api/get-reactions';
import { setReaction } from '../api/set-reaction';
import { applyOwnReaction, nextReaction } from '../utils/chat-timeline';
import type { LeagueChat } from './use-league-chat';

export interface FeedReactions {
  /** the bar is shown at all: the viewer may read the league's chat */
  shown: boolean;
  /** the viewer may react (a member or the commissioner); a visitor of an open chat sees the counts */
  interactive: boolean;
  lineOf(happeningId: number): { counts: ReactionCounts; mine: ReactionKind | null };
  toggle(happeningId: number, kind: ReactionKind): void;
  /** the reaction being sent, so its button waits */
  pending: { happeningId: number; kind: ReactionKind } | null;
}

const NO_COUNTS: ReactionCounts = {};

/**
 * The reactions to a season's feed lines in a league, behind the same shield as its chat: counts read once, kept
 * current by the chat's `reaction` frames (useLeagueChat writes them into this query), and your own tap sent.
 */
export function useLeagueReactions(chat: LeagueChat, season: number | undefined): FeedReactions {
  const queryClient = useQueryClient();
  const shown = chat.status === 'ready' && season !== undefined;
  const query = reactionsQuery(chat.leagueId, season ?? 0, chat.viewer, chat.auth);
  const reactions = useQuery({ ...query, enabled: shown });
  const { queryKey } = query;
  const mutation = useMutation({
    mutationFn: (change: { happeningId: number; kind: ReactionKind; reaction: ReactionKind | null }) =>
      setReaction(
        chat.leagueId,
        {
          season: season ?? 0,
          happeningId: change.happeningId,
          reaction: change.reaction,
          timeZone: chat.viewer.timeZone,
        },
        chat.auth,
      ),
    onSuccess: (answer) =>
      queryClient.setQueryData<Reactions>(queryKey, (held) => (held ? applyOwnReaction(held, answer) : held)),
  });

  const data = reactions.data;
  const lineOf = useCallback(
    (happeningId: number) => {
      const line = data?.lines.find((l) => l.happeningId === happeningId);
      return line ? { counts: line.counts, mine: line.mine } : { counts: NO_COUNTS, mine: null };
    },
    [data],
  );
  const { mutate } = mutation;
  const toggle = useCallback(
    (happeningId: number, kind: ReactionKind) => {
      const mine = data?.lines.find((l) => l.happeningId === happeningId)?.mine ?? null;
      mutate({ happeningId, kind, reaction: nextReaction(mine, kind) });
    },
    [data, mutate],
  );
  const variables = mutation.isPending ? mutation.variables : undefined;
  return {
    shown: shown && reactions.isSuccess,
    interactive: chat.isMember,
    lineOf,
    toggle,
    pending: variables ? { happeningId: variables.happeningId, kind: variables.kind } : null,
  };
}
