import '../happenings.css';
import { type ReactNode, useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { useSeasonFeed } from '../hooks/use-season-feed';
import { FeedLine } from './feed-line';

const SHOWN = 6;

interface LiveFeedProps {
  /** on a league's page: each line's reactions (issue 31) */
  renderReactions?: (happeningId: number, line: string) => ReactNode;
}

/** The standings page's live episode feed, newest first: why the totals just moved. */
export function LiveFeed({ renderReactions }: LiveFeedProps = {}) {
  const feed = useSeasonFeed();
  const [all, setAll] = useState(false);
  if (!feed) return null;
  const { live, nameOf, stints } = feed;
  const episode = live.episode;
  const items = episode === undefined ? [] : [...(live.feeds[episode] ?? [])].reverse();
  return (
    <Card className="tp-card shadow-sm mb-4 tp-live-feed">
      <Card.Body>
        <h2 className="h5 mb-2 d-flex align-items-center gap-2">
          <span className="tp-feed-dot" aria-hidden="true" />
          {episode === undefined ? 'Episode feed' : `Episode ${episode}, as it happens`}
        </h2>
        {!live.ready ? (
          // The page stopped waiting for a slow feed: say it is on its way, not that nothing happened.
          <p className="text-secondary small mb-0">Loading the feed…</p>
        ) : items.length === 0 ? (
          <p className="text-secondary small mb-0">
            {episode === undefined
              ? 'Each moment that scores shows up here the second the admin records it.'
              : 'Nothing recorded for this episode yet.'}
          </p>
        ) : (
          <>
            <ol className="tp-feed list-unstyled mb-0" aria-label="Episode feed, newest first" aria-live="polite">
              {(all ? items : items.slice(0, SHOWN)).map((item) => (
                <FeedLine key={item.id} item={item} nameOf={nameOf} stints={stints} renderReactions={renderReactions} />
              ))}
            </ol>
            {items.length > SHOWN && (
              <Button variant="link" size="sm" className="px-0" onClick={() => setAll(!all)}>
                {all ? 'Show the latest only' : `Show all ${items.length}`}
              </Button>
            )}
          </>
        )}
      </Card.Body>
    </Card>
  );
}
