import '../rules.css';
import {
  CATEGORY_LABELS,
  COUNTED_CATEGORIES,
  ELIMINATION_PICK_BONUS,
  INDIVIDUAL_IMMUNITY_POINTS,
  PLACEMENT_POINTS,
  POINTS_PER_COUNT,
} from '@tribal/contracts';
import { Table } from 'react-bootstrap';

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

const immunityValues = INDIVIDUAL_IMMUNITY_POINTS.map((row) => row.points);

/** What each event is worth (spec §9), straight from the rubric the server scores with. */
export function ScoringRubricTable() {
  const rows: Array<{ label: string; points: string; negative?: boolean }> = [
    ...COUNTED_CATEGORIES.map((category) => ({
      label: CATEGORY_LABELS[category],
      points: signed(POINTS_PER_COUNT[category]),
      negative: POINTS_PER_COUNT[category] < 0,
    })),
    {
      label: CATEGORY_LABELS.individualImmunityWins,
      points: `+${Math.min(...immunityValues)} to +${Math.max(...immunityValues)}`,
    },
    ...[1, 2, 3].map((place) => ({
      label: `${CATEGORY_LABELS.finalPlacement}: ${place === 1 ? '1st' : place === 2 ? '2nd' : '3rd'}`,
      points: signed(PLACEMENT_POINTS[place] ?? 0),
    })),
    { label: 'Correct weekly elimination pick', points: signed(ELIMINATION_PICK_BONUS) },
  ];
  return (
    <Table className="tp-rubric-table mb-0 align-middle" aria-label="Scoring rubric">
      <thead>
        <tr>
          <th scope="col">Event</th>
          <th scope="col" className="text-end">
            Points
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className="fw-normal">
              {row.label}
            </th>
            <td className={`text-end fw-bold ${row.negative ? 'text-danger' : 'tp-points-positive'}`}>{row.points}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
