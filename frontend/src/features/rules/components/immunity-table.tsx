import { INDIVIDUAL_IMMUNITY_POINTS } from '@tribal/contracts';
import { Table } from 'react-bootstrap';

/** Individual immunity is worth more as fewer players remain (spec §9). */
export function ImmunityTable() {
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
        {INDIVIDUAL_IMMUNITY_POINTS.map((row) => (
          <tr key={row.playersRemaining}>
            <th scope="row" className="fw-normal">
              {row.playersRemaining}
            </th>
            <td className="text-end fw-bold tp-points-positive">+{row.points}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
