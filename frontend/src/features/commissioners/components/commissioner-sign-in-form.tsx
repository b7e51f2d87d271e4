import { CommissionerEmailLinkRequestSchema } from '@tribal/contracts';
import { type FormEvent, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { firstIssue, useSave } from '@/hooks/use-save';
import { emailCommissionerLink } from '../api/email-commissioner-link';

const FAILED_TO_SEND_LINK = 'Could not send the link. Please try again.';

/** The commissioner's email gets a sign-in link (the same answer for any address). */
export function CommissionerSignInForm() {
  const [email, setEmail] = useState('');
  const { saving, notice, refuse, save } = useSave();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = CommissionerEmailLinkRequestSchema.safeParse({ email });
    if (!checked.success) return refuse(firstIssue(checked.error, FAILED_TO_SEND_LINK));
    const address = checked.data.email;
    void save(() => emailCommissionerLink(address), {
      success: (answer) => answer.message,
      failure: FAILED_TO_SEND_LINK,
    });
  }

  return (
    <>
      <NoticeAlert notice={notice} />
      <Form noValidate onSubmit={submit}>
        <Form.Group controlId="commissioner-email" className="mb-3">
          <Form.Label>Commissioner Email</Form.Label>
          <Form.Control
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
            maxLength={254}
          />
        </Form.Group>
        <Button type="submit" variant="primary" disabled={saving}>
          {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Email Me a Sign-In Link
        </Button>
      </Form>
    </>
  );
}
