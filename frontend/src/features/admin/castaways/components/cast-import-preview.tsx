import type { CastImportAction, CastImportPreview } from '@tribal/contracts';
import { Badge, Table } from 'react-bootstrap';

const ACTION: Record<CastImportAction, { text: string; bg: string }> = {
  add: { text: 'New', bg: 'success' },
  update: { text: 'Update', bg: 'primary' },
  unchanged: { text: 'Unchanged', bg: 'secondary' },
};

/** The file as the server read it: each row's values, what saving does with it, or why it cannot be saved. */
export function CastImportPreviewTable({ preview }: { preview: CastImportPreview }) {
  return (
    <Table responsive size="sm" className="tp-admin-table mb-3" aria-label="Import preview">
      <thead>
        <tr>
          <th scope="col">Row</th>
          <th scope="col">Name</th>
          <th scope="col">Age</th>
          <th scope="col" className="d-none d-md-table-cell">
            Occupation
          </th>
          <th scope="col" className="d-none d-md-table-cell">
            Tribe
          </th>
          <th scope="col">Result</th>
        </tr>
      </thead>
      <tbody>
        {preview.rows.map((row) => (
          <tr key={row.row} className={row.problems.length ? 'table-danger' : undefined}>
            <td>{row.row}</td>
            <th scope="row" className="fw-semibold">
              {row.name || <span className="text-secondary">—</span>}
              <div className="d-md-none small fw-normal text-secondary">
                {[row.occupation, row.tribe].filter(Boolean).join(' · ')}
              </div>
            </th>
            <td>{row.age ?? <span className="text-secondary">—</span>}</td>
            <td className="d-none d-md-table-cell">{row.occupation}</td>
            <td className="d-none d-md-table-cell">{row.tribe}</td>
            <td>
              {row.action ? (
                <Badge bg={ACTION[row.action].bg}>{ACTION[row.action].text}</Badge>
              ) : (
                <ul className="list-unstyled mb-0 small text-danger-emphasis">
                  {row.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
