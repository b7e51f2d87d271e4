import '../email.css';
import { ADMIN_MESSAGES, SendEmailToAllRequestSchema, type SendEmailToAllResponse } from '@tribal/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { useAsync } from '@/hooks/use-async';
import { getLeague } from '@/lib/api/get-league';
import { errorMessage } from '@/lib/api-client';
import { can, oneLeagueOf } from '@/lib/authorization';
import { scopeAuth, useManageScope } from '@/lib/manage-scope';
import { getUserEmails } from '../api/get-user-emails';
import { sendEmailToAll } from '../api/send-email-to-all';
import { sendLeagueEmail } from '../api/send-league-email';
import { EmailDeliveryProgress } from './email-delivery-progress';

const FAILED_TO_FETCH_EMAILS = 'Failed to fetch emails';

type FieldErrors = Partial<Record<'subject' | 'body', string>>;

/** Spec §2 Email All Users: a read-only To box of every member email, Subject and Body, Send Email. */
export function EmailAllForm() {
  const scope = useManageScope();
  const league = oneLeagueOf(scope);
  // One league's email names its members (their addresses are for the site admin only); the admin's, every address.
  const emails = useAsync(
    async (signal) =>
      league === null
        ? getUserEmails(signal)
        : { emails: (await getLeague(league, signal, scopeAuth(scope))).members.map((m) => m.userName) },
    [league, scope.bearerToken],
  );
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<SendEmailToAllResponse | null>(null);
  // One key per message: trying again after a failure (a timeout that did reach the server) cannot mail everyone
  // twice; editing the message makes it a new one.
  const sendKey = useRef<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const checked = SendEmailToAllRequestSchema.safeParse({ subject, body });
    if (!checked.success) {
      const errors: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === 'subject' || field === 'body') && !errors[field]) errors[field] = issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setSending(true);
    try {
      sendKey.current ??= crypto.randomUUID();
      const answer =
        league === null
          ? await sendEmailToAll(checked.data, sendKey.current)
          : await sendLeagueEmail(league, checked.data, sendKey.current, scopeAuth(scope));
      sendKey.current = null;
      setSent(answer);
      setSubject('');
      setBody('');
    } catch (error) {
      setFailure(errorMessage(error, ADMIN_MESSAGES.failedToSendEmail));
    } finally {
      setSending(false);
    }
  }

  const list = emails.data?.emails ?? [];

  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-3 p-md-4">
        {sent && (
          <>
            <Alert variant="success" role="status" dismissible onClose={() => setSent(null)}>
              {sent.message || ADMIN_MESSAGES.emailSent}
            </Alert>
            <EmailDeliveryProgress key={sent.commandId} commandId={sent.commandId} recipients={sent.recipients} />
          </>
        )}
        {failure && (
          <Alert variant="danger" role="alert" dismissible onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        <Form
          noValidate
          onSubmit={submit}
          aria-label={can(scope, 'leagues:act-on-every') ? 'Email all users' : "Email the league's members"}
        >
          <Form.Group className="mb-3" controlId="email-to">
            <div className="d-flex justify-content-between align-items-baseline">
              <Form.Label className="fw-semibold">To</Form.Label>
              {emails.status === 'success' && (
                <span className="small text-secondary">
                  {list.length} {list.length === 1 ? 'recipient' : 'recipients'}
                </span>
              )}
            </div>
            {emails.status === 'error' ? (
              <Alert variant="danger" role="alert" className="d-flex justify-content-between align-items-center mb-0">
                <span>{errorMessage(emails.error, FAILED_TO_FETCH_EMAILS)}</span>
                <Button variant="outline-danger" size="sm" onClick={emails.reload}>
                  Try again
                </Button>
              </Alert>
            ) : (
              <Form.Control
                as="textarea"
                rows={3}
                readOnly
                className="tp-email-to"
                value={emails.status === 'loading' ? 'Loading…' : list.join(', ')}
                placeholder="No members have joined yet."
              />
            )}
          </Form.Group>
          <Form.Group className="mb-3" controlId="email-subject">
            <Form.Label className="fw-semibold">Subject</Form.Label>
            <Form.Control
              value={subject}
              onChange={(event) => {
                sendKey.current = null;
                setSubject(event.target.value);
              }}
              isInvalid={Boolean(fieldErrors.subject)}
              maxLength={200}
              required
            />
            <Form.Control.Feedback type="invalid">{fieldErrors.subject}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="email-body">
            <Form.Label className="fw-semibold">Body</Form.Label>
            <Form.Control
              as="textarea"
              rows={8}
              value={body}
              onChange={(event) => {
                sendKey.current = null;
                setBody(event.target.value);
              }}
              isInvalid={Boolean(fieldErrors.body)}
              required
            />
            <Form.Control.Feedback type="invalid">{fieldErrors.body}</Form.Control.Feedback>
          </Form.Group>
          <Button type="submit" variant="primary" disabled={sending} className="px-4">
            {sending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {sending ? 'Sending...' : 'Send Email'}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
