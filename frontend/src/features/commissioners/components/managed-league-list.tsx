import { ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';

/** The leagues this device runs as their commissioner, each with its Manage link. */
export function ManagedLeagueList({ leagues }: { leagues: readonly { id: string; name: string }[] }) {
  return (
    <ListGroup>
      {leagues.map((league) => (
        <ListGroup.Item key={league.id} className="d-flex justify-content-between align-items-center">
          <span className="fw-semibold">{league.name}</span>
          <Link to={`/league/${encodeURIComponent(league.id)}/manage`}>Manage</Link>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
