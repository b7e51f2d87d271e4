import type { ScoringPreviewResponse } from '@tribal/contracts';
import { Table } from 'react-bootstrap';
import { MovementIndicator } from '@/components/movement-indicator';
import { formatPoints } from '@/lib/format-points';

/**
 * The standings under the new table beside today's: each member's total and rank, and how many places they would
 * move. Ordered by the new rank, as the standings would read after saving. Four narrow columns fit a phone.
 */
export function ScoringPreviewTable({ rows }: ScoringPreviewResponse) {
  const ordered = [...rows].sort((a, b) => a.after.rank - b.after.rank || a.userName.localeCompare(b.userName));
  return (
    <Table size="sm" className="tp-scoring-preview mb-0 align-middle" aria-label="Preview of the standings">
      <caption className="visually-hidden">Each member today and under the new scoring table</caption>
      <thead>
        <tr>
          <th scope="col">Member</th>
          <th scope="col" className="text-end">
            Today
          </th>
          <th scope="col" className="text-end">
            New table
          </th>
          <th scope="col" className="text-end">
            Move
          </th>
        </tr>
      </thead>
      <tbody>
        {ordered.length === 0 && (
          <tr>
            <td colSpan={4} className="text-secondary">
              No members yet: nobody&apos;s standing changes.
            </td>
          </tr>
        )}
        {ordered.map((row) => (
          <tr key={row.userName} data-testid="preview-row">
            <th scope="row" className="fw-semibold text-break">
              {row.userName}
            </th>
            <td className="text-end text-nowrap">
              <span className="d-block">#{row.before.rank}</span>
              <span className="small text-secondary">{formatPoints(row.before.total)} pts</span>
            </td>
            <td className="text-end text-nowrap">
              <span className="d-block fw-bold">#{row.after.rank}</span>
              <span className="small text-secondary">{formatPoints(row.after.total)} pts</span>
            </td>
            <td className="text-end">
              <MovementIndicator movement={row.before.rank - row.after.rank} since="under the new table" />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
