import { ENTRY_FEE_DOLLARS, PAYOUT_PERCENT } from '@tribal/contracts';
import { Table } from 'react-bootstrap';

const PLACES = [
  { place: '1st place', percent: PAYOUT_PERCENT.first },
  { place: '2nd place', percent: PAYOUT_PERCENT.second },
  { place: '3rd place', percent: PAYOUT_PERCENT.third },
];

/** Entry fee and the share of the pot each podium place takes (spec §9). */
export function PayoutsTable() {
  return (
    <>
      <p>
        The entry fee is <strong>${ENTRY_FEE_DOLLARS}</strong> per entry, paid to the commissioner outside the app (see
        the payment links on the Join page). The whole pot is paid out:
      </p>
      <Table size="sm" className="tp-rubric-table mb-0" style={{ maxWidth: '22rem' }}>
        <thead>
          <tr>
            <th scope="col">Finish</th>
            <th scope="col" className="text-end">
              Share of the pot
            </th>
          </tr>
        </thead>
        <tbody>
          {PLACES.map(({ place, percent }) => (
            <tr key={place}>
              <th scope="row">{place}</th>
              <td className="text-end fw-bold">{percent}%</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
