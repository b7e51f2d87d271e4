import { MESSAGES } from '@tribal/contracts';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { errorMessage } from '@/lib/api-client';
import { emailEntryLink } from '../api/email-entry-link';
import { isValidEmail } from '../utils/is-valid-email';

/**
 * "Already joined?": a member on a new device asks for sign-in links. The answer is the same sentence whether or
 * not the address joined anything; the mail carries one link per entry, and a link installs the entry here.
 */
export function FindEntriesForm() {
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = email.trim();
    setAnswer(null);
    if (!wanted) {
      setError(MESSAGES.enterEmailToFind);
      return;
    }
    if (!isValidEmail(wanted)) {
      setError(MESSAGES.invalidEmail);
      return;
    }
    setError(null);
    setSending(true);
    try {
      setAnswer((await emailEntryLink({ email: wanted })).message);
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.invalidEmail));
    } finally {
      setSending(false);
    }
  }

  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-4">
        <h2 className="h5 mb-1">Already joined?</h2>
        <p className="text-secondary small">
          Use your entry on this device: we email a sign-in link to the address you joined with.
        </p>
        <Form noValidate onSubmit={submit} aria-label="Email me a sign-in link">
          <Form.Label htmlFor="find-email">Email you joined with</Form.Label>
          <div className="d-flex flex-column flex-sm-row gap-2">
            <Form.Control
              id="find-email"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoComplete="email"
              inputMode="email"
            />
            <Button type="submit" variant="outline-primary" className="text-nowrap" disabled={sending}>
              {sending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              Email me a link
            </Button>
          </div>
        </Form>
        {error && (
          <Alert variant="warning" className="mt-3 mb-0" role="alert">
            {error}
          </Alert>
        )}
        {answer && (
          <Alert variant="success" className="mt-3 mb-0" role="status">
            {answer}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
