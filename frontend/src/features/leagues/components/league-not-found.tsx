import { MESSAGES } from '@tribal/contracts';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router';

/** A league link that leads nowhere (404): say so, and point home. */
export function LeagueNotFound() {
  return (
    <>
      <title>League not found · Tribal Pool</title>
      <Alert variant="danger" role="alert">
        <Alert.Heading as="h1" className="h4">
          {MESSAGES.leagueNotFound}
        </Alert.Heading>
        <p className="mb-0">
          Check the link, or <Link to="/">pick a league from the home page</Link>.
        </p>
      </Alert>
    </>
  );
}
