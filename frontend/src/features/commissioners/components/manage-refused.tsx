import { Alert, Card } from 'react-bootstrap';
import { LinkButton } from '@/components/ui/link-button';

/** Neither this league's commissioner nor the site admin on this device: where to sign in instead. */
export function ManageRefused() {
  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-4">
        <title>Manage League · Tribal Pool</title>
        <Alert variant="warning" role="alert">
          Only this league's commissioner (or the site admin) can manage it. Sign in with the commissioner's email.
        </Alert>
        <LinkButton to="/commissioner/sign-in" variant="primary">
          Commissioner Sign-In
        </LinkButton>
      </Card.Body>
    </Card>
  );
}
