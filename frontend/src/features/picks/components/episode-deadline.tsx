import { Badge } from 'react-bootstrap';
import { formatEasternTime } from '@/lib/eastern-time';
import type { EpisodeDeadline as Deadline } from '../utils/pick-episodes';

/** The selected episode's cutoff, in US Eastern time whatever the viewer's zone (the show airs on it). */
export function EpisodeDeadline({ deadline }: { deadline: Deadline }) {
  return (
    <p className="tp-elim-deadline mb-0" data-testid="pick-deadline">
      {deadline.closed ? <Badge bg="secondary">Closed</Badge> : <Badge bg="success">Open</Badge>}
      <span>
        {deadline.cutoff ? (
          <>
            {deadline.closed ? 'Picks closed' : 'Picks lock'} <strong>{formatEasternTime(deadline.cutoff)}</strong>
          </>
        ) : deadline.closed ? (
          'Picks closed when this episode’s vote-out was recorded.'
        ) : (
          'No cutoff set yet: picks stay open until the episode’s vote-out is recorded.'
        )}
      </span>
    </p>
  );
}
