import '../email.css';
import { ADMIN_MESSAGES, SendEmailToAllRequestSchema, type SendEmailToAllResponse } from '@tribal/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { useAsync } from '@/hooks/use-async';
import { useSave } from '@/hooks/use-save';
import { getLeague } from '@/lib/api/get-league';
import { errorMessage, newIdempotencyKey } from '@/lib/api-client';
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
  const { saving: sending, notice, setNotice, save } = useSave();
  const [sent, setSent] = useState<SendEmailToAllResponse | null>(null);
  // One key per message: trying again after a failure (a timeout that did reach the server) cannot mail everyone
  // twice; editing the message makes it a new one.
  const sendKey = useRef<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
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
    sendKey.current ??= newIdempotencyKey();
    const key = sendKey.current;
    void save(
      () =>
        league === null
          ? sendEmailToAll(checked.data, key)
          : sendLeagueEmail(league, checked.data, key, scopeAuth(scope)),
      {
        success: (answer) => answer.message || ADMIN_MESSAGES.emailSent,
        failure: ADMIN_MESSAGES.failedToSendEmail,
        onSaved: (answer) => {
          sendKey.current = null;
          setSent(answer);
          setSubject('');
          setBody('');
        },
      },
    );
  }

  const list = emails.data?.emails ?? [];

  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-3 p-md-4">
        <NoticeAlert
          notice={notice}
          onClose={() => {
            setNotice(null);
            setSent(null);
          }}
        />
        {sent && notice?.variant === 'success' && (
          <EmailDeliveryProgress key={sent.commandId} commandId={sent.commandId} recipients={sent.recipients} />
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
