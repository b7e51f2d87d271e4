import { Card } from 'react-bootstrap';
import { LinkButton } from '@/components/ui/link-button';

export function NotFoundRoute() {
  return (
    <>
      <title>Page not found · Tribal Pool</title>
      <Card className="tp-card shadow-sm text-center mx-auto tp-narrow">
        <Card.Body className="p-5">
          <p className="tp-404 mb-0" aria-hidden="true">
            404
          </p>
          <h1 className="h3">Page not found</h1>
          <p className="text-secondary">This trail leads nowhere. The tribe has spoken.</p>
          <LinkButton to="/" variant="primary">
            Back to Home
          </LinkButton>
        </Card.Body>
      </Card>
    </>
  );
}
