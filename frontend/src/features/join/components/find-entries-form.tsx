import { MESSAGES } from '@tribal/contracts';
import { type FormEvent, useState } from 'react';
import { Button, Card, Form, Spinner } from 'react-bootstrap';
import { type Notice, NoticeAlert } from '@/components/ui/notice-alert';
import { useSave } from '@/hooks/use-save';
import { errorMessage } from '@/lib/api-client';
import { emailEntryLink } from '../api/email-entry-link';
import { isValidEmail } from '../utils/is-valid-email';

/**
 * "Already joined?": a member on a new device asks for sign-in links. The answer is the same sentence whether or
 * not the address joined anything; the mail carries one link per entry, and a link installs the entry here.
 */
export function FindEntriesForm() {
  const [email, setEmail] = useState('');
  const { saving, notice, save } = useSave();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = email.trim();
    void save(() => emailEntryLink({ email: wanted }), {
      check: () => warning(!wanted ? MESSAGES.enterEmailToFind : !isValidEmail(wanted) ? MESSAGES.invalidEmail : null),
      success: (answer) => answer.message,
      failure: (caught) => warning(errorMessage(caught, MESSAGES.invalidEmail)) as Notice,
    });
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
            <Button type="submit" variant="outline-primary" className="text-nowrap" disabled={saving}>
              {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              Email me a link
            </Button>
          </div>
        </Form>
        <NoticeAlert notice={notice} className="mt-3 mb-0" />
      </Card.Body>
    </Card>
  );
}

/** This form words its problems as warnings (the reader mistyped, nothing broke), still heard as alerts. */
function warning(text: string | null): Notice | null {
  return text === null ? null : { variant: 'warning', text, role: 'alert' };
}
