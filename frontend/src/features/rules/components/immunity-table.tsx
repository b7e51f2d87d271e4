import {
  CLASSIC_INDIVIDUAL_IMMUNITY_BASE,
  INDIVIDUAL_IMMUNITY_POINTS,
  individualImmunityPointsUnder,
} from '@tribal/contracts';
import { Table } from 'react-bootstrap';
import { formatPoints } from '@/lib/format-points';

/**
 * Individual immunity is worth more as fewer players remain (spec §9). A league's table scales the whole slide by
 * its value for the win with 13 left (`base`); Classic's base gives §9 exactly.
 */
export function ImmunityTable({ base = CLASSIC_INDIVIDUAL_IMMUNITY_BASE }: { base?: number }) {
  return (
    <Table className="tp-rubric-table mb-0 align-middle" aria-label="Individual immunity points">
      <thead>
        <tr>
          <th scope="col">Players remaining</th>
          <th scope="col" className="text-end">
            Points for the win
          </th>
        </tr>
      </thead>
      <tbody>
        {INDIVIDUAL_IMMUNITY_POINTS.map((row) => {
          const points = individualImmunityPointsUnder(row.points, base);
          return (
            <tr key={row.playersRemaining}>
              <th scope="row" className="fw-normal">
                {row.playersRemaining}
              </th>
              <td className={`text-end fw-bold ${points < 0 ? 'text-danger' : 'tp-points-positive'}`}>
                {points > 0 ? '+' : ''}
                {formatPoints(points)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
