import { describeHappening } from '@tribal/contracts';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { formatSigned, traceMemberPoints } from '@/lib/feed-text';
import { useSeasonFeed } from '../hooks/use-season-feed';

/** In a member's breakdown: every point traced to the moment of the episode that earned it. */
export function MemberPointsTrace({ userName }: { userName: string }) {
  const feed = useSeasonFeed();
  const [open, setOpen] = useState(false);
  if (!feed) return null;
  const { live, stints, nameOf } = feed;
  const items = Object.values(live.feeds).flat();
  const traced = traceMemberPoints(userName, stints, items);
  const complete = live.scoredEpisodes.every((e) => live.feeds[e] !== undefined);
  return (
    <div className="tp-trace mt-2">
      <Button
        variant="link"
        size="sm"
        className="p-0"
        aria-expanded={open}
        onClick={() => {
          if (!open) live.loadAll();
          setOpen(!open);
        }}
      >
        {open ? 'Hide the happenings' : 'Which happenings earned these points?'}
      </Button>
      {open && (
        <ol className="tp-trace-list list-unstyled mb-0 mt-1" aria-label={`Happenings behind ${userName}'s points`}>
          {!complete && <li className="text-secondary small">Loading the season’s happenings…</li>}
          {complete && traced.length === 0 && <li className="text-secondary small">No happenings recorded yet.</li>}
          {traced.map(({ item, castawayId, points }) => (
            <li key={`${item.id}-${castawayId}`} className="tp-trace-line">
              <span className="tp-trace-episode">Ep {item.episode}</span>
              <span className="tp-trace-what">
                {describeHappening(item, nameOf)} · {nameOf(castawayId)}
              </span>
              <span className={`tp-trace-points ${points > 0 ? 'is-up' : 'is-down'}`}>{formatSigned(points)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
