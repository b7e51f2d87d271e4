import { type CommissionerSettings, formatDollars } from '@tribal/contracts';
import { Table } from 'react-bootstrap';
import { payoutPlaces } from '@/lib/payouts';

/** A league's entry fee and the share of the pot each paid place takes, as its commissioner set them. */
export function PayoutsTable({ leagueName, settings }: { leagueName: string; settings: CommissionerSettings }) {
  return (
    <>
      <p>
        The entry fee for <strong>{leagueName}</strong> is <strong>{formatDollars(settings.entryFeeDollars)}</strong>{' '}
        per entry, paid to the commissioner outside the app. The whole pot is paid out:
      </p>
      <Table size="sm" className="tp-rubric-table" style={{ maxWidth: '22rem' }} aria-label="Payouts">
        <thead>
          <tr>
            <th scope="col">Finish</th>
            <th scope="col" className="text-end">
              Share of the pot
            </th>
          </tr>
        </thead>
        <tbody>
          {payoutPlaces(settings).map(({ place, percent }) => (
            <tr key={place}>
              <th scope="row">{place} place</th>
              <td className="text-end fw-bold">{percent}%</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
