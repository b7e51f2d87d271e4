import { DEADLINE_SOURCE_LABEL, type DeadlineInForce } from '@tribal/contracts';
import { Card } from 'react-bootstrap';
import { formatEasternTime } from '@/lib/eastern-time';

/** The swap rule in plain words (spec §9), with this league's deadline in force and where it comes from. */
export function SwapRules({ swapDeadline, swapEpisode }: { swapDeadline?: DeadlineInForce; swapEpisode: number }) {
  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-4">
        <h2 className="h5">How the swap works</h2>
        <ul className="mb-0 ps-3">
          <li>
            You get <strong>one swap per season</strong>: trade one castaway on your team for one who is not.
          </li>
          <li>
            Swaps close at <strong>7pm ET on the day of episode {swapEpisode}</strong>
            {swapDeadline
              ? ` (${formatEasternTime(swapDeadline.at)} for this league, ${DEADLINE_SOURCE_LABEL[swapDeadline.source]})`
              : ''}
            .
          </li>
          <li>
            Points are <strong>not retroactive</strong>: your new castaway scores for you from the next episode on, and
            the castaway you swap out keeps the points already earned.
          </li>
          <li>Castaways who have been voted out cannot be swapped in.</li>
        </ul>
      </Card.Body>
    </Card>
  );
}
