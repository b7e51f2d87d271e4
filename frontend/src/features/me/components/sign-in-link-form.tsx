import { ME_MESSAGES, SignInLinkRequestSchema } from '@tribal/contracts';
import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { SavingLabel } from '@/components/ui/saving-label';
import { firstIssue, useSave } from '@/hooks/use-save';
import { ApiError, errorMessage } from '@/lib/api-client';
import { emailSignInLink } from '../api/email-sign-in-link';

const FAILED_TO_SEND_LINK = 'Could not send the link. Please try again.';

/**
 * "Email me a sign-in link": the same answer for any address (nobody learns who plays here); too many asks are
 * refused for a while (429).
 */
export function SignInLinkForm({ initialEmail = '' }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const { saving, notice, refuse, save } = useSave();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = SignInLinkRequestSchema.safeParse({ email: email.trim() });
    if (!checked.success) return refuse(firstIssue(checked.error, ME_MESSAGES.emailRequired));
    const request = checked.data;
    void save(() => emailSignInLink(request), {
      success: (answer) => answer.message || ME_MESSAGES.linkSent,
      failure: (caught) =>
        caught instanceof ApiError && caught.status === 429
          ? { variant: 'warning', role: 'alert', text: caught.serverMessage ?? ME_MESSAGES.tooManyLinkRequests }
          : { variant: 'danger', text: errorMessage(caught, FAILED_TO_SEND_LINK) },
    });
  }

  return (
    <Form noValidate onSubmit={submit} aria-label="Email me a sign-in link">
      <Form.Label htmlFor="me-sign-in-email">Your email</Form.Label>
      <div className="d-flex flex-column flex-sm-row gap-2">
        <Form.Control
          id="me-sign-in-email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
          inputMode="email"
          maxLength={254}
        />
        <Button type="submit" variant="primary" className="text-nowrap" disabled={saving}>
          <SavingLabel saving={saving}>Email me a sign-in link</SavingLabel>
        </Button>
      </div>
      <NoticeAlert notice={notice} className="mt-3 mb-0" />
    </Form>
  );
}
