import { describeHappening, type FeedItem } from '@tribal/contracts';
import { Button } from 'react-bootstrap';
import { castawayPointsText } from '@/lib/feed-text';

interface UndoBarProps {
  items: FeedItem[];
  nameOf(castawayId: number): string;
  undoingId: number | null;
  onUndo(item: FeedItem): void;
}

/** Pinned under the thumb: the last happenings of the episode, newest first, each with its Undo. */
export function UndoBar({ items, nameOf, undoingId, onUndo }: UndoBarProps) {
  const latest = [...items].reverse().slice(0, 3);
  return (
    <section className="tp-undo-bar" aria-label="Last happenings">
      {latest.length === 0 ? (
        <p className="mb-0 small">Tap a tile to record what just happened.</p>
      ) : (
        <ol className="list-unstyled mb-0">
          {latest.map((item) => (
            <li key={item.id} className={`tp-undo-line${item.undone ? ' is-undone' : ''}`}>
              <span className="tp-undo-text">
                <strong>{describeHappening(item, nameOf)}</strong>{' '}
                <span className="tp-undo-points">{castawayPointsText(item.points, nameOf)}</span>
              </span>
              {item.undone ? (
                <span className="tp-undo-state">undone</span>
              ) : item.kind === 'correction' ? null : (
                <Button
                  variant="light"
                  size="sm"
                  className="tp-undo-button"
                  disabled={undoingId === item.id}
                  onClick={() => onUndo(item)}
                  aria-label={`Undo: ${describeHappening(item, nameOf)}`}
                >
                  Undo
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
