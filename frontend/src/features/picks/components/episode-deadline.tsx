import { Badge } from 'react-bootstrap';
import { formatEasternTime } from '@/lib/eastern-time';
import type { EpisodeDeadline as Deadline } from '../utils/pick-episodes';

/**
 * The selected episode's cutoff in force, in US Eastern time whatever the viewer's zone (the show airs on it),
 * and where it comes from: the league's own cutoff, or the episode's air time.
 */
export function EpisodeDeadline({ deadline }: { deadline: Deadline }) {
  const { cutoff, closed, closedByVoteOut } = deadline;
  return (
    <p className="tp-elim-deadline mb-0" data-testid="pick-deadline">
      {closed ? <Badge bg="secondary">Closed</Badge> : <Badge bg="success">Open</Badge>}
      <span>
        {closedByVoteOut ? (
          'Picks closed when this episode’s vote-out was recorded.'
        ) : cutoff ? (
          <>
            {closed ? 'Picks closed' : 'Picks lock'} <strong>{formatEasternTime(cutoff.at)}</strong>
            <span className="d-block small text-secondary">
              {cutoff.source === 'league'
                ? 'Cutoff set by your league.'
                : 'When the episode airs: your league set no cutoff of its own.'}
            </span>
          </>
        ) : (
          'No cutoff or air time set yet: picks stay open until the episode’s vote-out is recorded.'
        )}
      </span>
    </p>
  );
}
