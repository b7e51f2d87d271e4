import { Alert } from 'react-bootstrap';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundRoute } from './not-found';

/** Shown inside the layout when a route throws, so the navbar stays usable. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  return (
    <Alert variant="danger" role="alert">
      <Alert.Heading as="h1" className="h4">
        Something went wrong
      </Alert.Heading>
      <p>An unexpected error stopped this page. Try again, or go back home.</p>
      <Link to="/">Back to Home</Link>
    </Alert>
  );
}
