import type { FeedReactions } from '../hooks/use-league-reactions';
import { ReactionBar } from './reaction-bar';

interface FeedLineReactionsProps {
  reactions: FeedReactions;
  happeningId: number;
  /** the feed line's words */
  line: string;
}

/** A feed line's reaction bar, when the viewer may see the league's reactions at all. */
export function FeedLineReactions({ reactions, happeningId, line }: FeedLineReactionsProps) {
  if (!reactions.shown) return null;
  const { counts, mine } = reactions.lineOf(happeningId);
  const pending = reactions.pending?.happeningId === happeningId ? reactions.pending.kind : null;
  return (
    <ReactionBar
      line={line}
      counts={counts}
      mine={mine}
      interactive={reactions.interactive}
      pending={pending}
      onToggle={(kind) => reactions.toggle(happeningId, kind)}
    />
  );
}
