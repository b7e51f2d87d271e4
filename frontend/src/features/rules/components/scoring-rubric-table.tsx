import '../rules.css';
import {
  COUNTED_CATEGORIES,
  differencesFromClassic,
  INDIVIDUAL_IMMUNITY_POINTS,
  individualImmunityPointsUnder,
  SCORING_PRESET_TABLES,
  type ScoringTableValues,
  SOLE_SURVIVOR_PREDICTION_LABEL,
  type TableCategory,
  tableCategoryLabel,
} from '@tribal/contracts';
import { Badge, Table } from 'react-bootstrap';
import { formatPoints } from '@/lib/format-points';
import { PLACE_NAMES, placementLabel, signedPoints } from '../utils/table-words';

const CLASSIC = SCORING_PRESET_TABLES.classic;

interface Row {
  key: string;
  label: string;
  points: string;
  negative?: boolean;
  /** Classic's value, when the league's differs */
  classic?: string;
}

/** Individual immunity's sliding range under a table (its base is the win with 13 players left). */
export function immunityRange(base: number): string {
  const values = INDIVIDUAL_IMMUNITY_POINTS.map((row) => individualImmunityPointsUnder(row.points, base));
  const [low, high] = [Math.min(...values), Math.max(...values)];
  if (low === 0 && high === 0) return 'off';
  return `${signedPoints(low)} to ${signedPoints(high)}`;
}

interface ScoringRubricTableProps {
  /** the league's own table; Classic (spec §9) when there is no league */
  table?: ScoringTableValues;
  /** points of a correct Sole Survivor prediction, 0 (or absent) when the league does not play it */
  solePrediction?: number;
}

/**
 * What each happening is worth, straight from the table the server scores with: the league's own, with Classic's
 * value beside each one that differs ("Classic: 4"), or Classic itself.
 */
export function ScoringRubricTable({ table = CLASSIC, solePrediction = 0 }: ScoringRubricTableProps) {
  const differs = new Set<TableCategory>(differencesFromClassic(table));
  const pointsRow = (category: TableCategory): Row => ({
    key: category,
    label: tableCategoryLabel(category),
    points: signedPoints(table.points[category]),
    negative: table.points[category] < 0,
    classic: differs.has(category) ? formatPoints(CLASSIC.points[category]) : undefined,
  });
  const rows: Row[] = [
    ...COUNTED_CATEGORIES.map(pointsRow),
    {
      key: 'individualImmunityWins',
      label: tableCategoryLabel('individualImmunityWins'),
      points: immunityRange(table.points.individualImmunityWins),
      classic: differs.has('individualImmunityWins') ? immunityRange(CLASSIC.points.individualImmunityWins) : undefined,
    },
    ...PLACE_NAMES.map((_, i) => ({
      key: `finalPlacement${i}`,
      label: placementLabel(i),
      points: signedPoints(table.finalPlacement[i]),
      negative: table.finalPlacement[i] < 0,
      classic:
        table.finalPlacement[i] !== CLASSIC.finalPlacement[i] ? formatPoints(CLASSIC.finalPlacement[i]) : undefined,
    })),
    pointsRow('eliminationPick'),
  ];
  if (solePrediction !== 0) {
    rows.push({ key: 'solePrediction', label: SOLE_SURVIVOR_PREDICTION_LABEL, points: signedPoints(solePrediction) });
  }
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
          <tr key={row.key} className={row.classic !== undefined ? 'tp-rubric-differs' : undefined}>
            <th scope="row" className="fw-normal">
              {row.label}
              {row.classic !== undefined && (
                <Badge bg="light" text="dark" className="tp-classic-badge ms-2 border">
                  Classic: {row.classic}
                </Badge>
              )}
            </th>
            <td
              className={`text-end fw-bold text-nowrap ${row.points === 'off' ? 'text-secondary' : row.negative ? 'text-danger' : 'tp-points-positive'}`}
            >
              {row.points}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
