import '../chat.css';
import { REACTION_KINDS, REACTIONS, type ReactionCounts, type ReactionKind } from '@tribal/contracts';

interface ReactionBarProps {
  /** what the feed line is, for the buttons' names ("Fire, on Manu won immunity") */
  line: string;
  counts: ReactionCounts;
  mine: ReactionKind | null;
  /** a member may react; a visitor sees the counts only */
  interactive: boolean;
  /** the reaction on its way to the server */
  pending: ReactionKind | null;
  onToggle(kind: ReactionKind): void;
}

/**
 * The six reactions under a line of the live feed, each with its count; yours is pressed and tapping it again takes
 * it back. A visitor sees only the reactions someone gave.
 */
export function ReactionBar({ line, counts, mine, interactive, pending, onToggle }: ReactionBarProps) {
  const kinds = interactive ? REACTION_KINDS : REACTION_KINDS.filter((kind) => (counts[kind] ?? 0) > 0);
  if (kinds.length === 0) return null;
  return (
    <fieldset className="tp-reactions" aria-label={`Reactions to ${line}`}>
      {kinds.map((kind) => {
        const count = counts[kind] ?? 0;
        const { emoji, label } = REACTIONS[kind];
        return (
          <button
            key={kind}
            type="button"
            className="tp-reaction"
            aria-label={`${label}: ${count}`}
            aria-pressed={interactive ? mine === kind : undefined}
            disabled={!interactive || pending !== null}
            onClick={() => onToggle(kind)}
            title={label}
          >
            <span aria-hidden="true">{emoji}</span>
            {count > 0 && (
              <span className="tp-reaction-count" aria-hidden="true">
                {count}
              </span>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}
