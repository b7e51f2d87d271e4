import type { SeasonStatus, SeasonSummary } from '@tribal/contracts';
import { Badge, Button, Table } from 'react-bootstrap';

const STATUS_BADGE: Record<SeasonStatus, { bg: string; text: string }> = {
  upcoming: { bg: 'info', text: 'Upcoming' },
  airing: { bg: 'success', text: 'Airing' },
  finished: { bg: 'secondary', text: 'Finished' },
};

/** Every season, newest first, with its status by the server clock. */
export function SeasonsTable({ seasons, onEdit }: { seasons: readonly SeasonSummary[]; onEdit: (n: number) => void }) {
  return (
    <div className="table-responsive">
      <Table size="sm" className="align-middle mb-0" aria-label="Seasons">
        <thead>
          <tr>
            <th scope="col">Season</th>
            <th scope="col" className="d-none d-md-table-cell">
              Premiere
            </th>
            <th scope="col">
              <abbr title="Episodes">Eps</abbr>
            </th>
            <th scope="col">Cast</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {seasons.map((season) => (
            <tr key={season.number}>
              <th scope="row">
                {season.number}
                <div className="small fw-normal text-secondary">{season.title}</div>
                {/* On a phone the premiere goes under the title, so the row fits without scrolling. */}
                <div className="small fw-normal text-secondary d-md-none">Premiere {season.premiere}</div>
              </th>
              <td className="d-none d-md-table-cell">{season.premiere}</td>
              <td>{season.episodes}</td>
              <td>{season.castCount}</td>
              <td>
                <Badge bg={STATUS_BADGE[season.status].bg}>{STATUS_BADGE[season.status].text}</Badge>
              </td>
              <td className="text-end">
                <Button
                  size="sm"
                  variant="outline-primary"
                  onClick={() => onEdit(season.number)}
                  aria-label={`Edit season ${season.number}`}
                >
                  Edit
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
