import { ME_MESSAGES, ME_PATH, type SignInResponse } from '@tribal/contracts';
import { useCallback, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { EmailedLinkLanding } from '@/components/emailed-link-landing';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useEmailedCode } from '@/hooks/use-emailed-code';
import { usePersonSignedIn } from '@/hooks/use-person-signed-in';
import { signIn } from '../api/sign-in';
import { SignInLinkForm } from './sign-in-link-form';

export const CONFIRM_SIGN_IN = 'This link signs this device in to all your leagues. It works once.';

/**
 * The mailed sign-in link (`/me/sign-in?code=…`): on the reader's click this device signs in, gives the person the
 * entries it holds with their tokens, and opens My leagues. A used or expired link asks for a new one.
 */
export function SignInLanding() {
  const navigate = useNavigate();
  const welcome = usePersonSignedIn();
  const [attaching, setAttaching] = useState(false);
  const keep = useCallback(
    (answer: SignInResponse) => {
      setAttaching(true);
      // `signedIn` tells My leagues this is the moment to offer a passkey.
      void welcome(answer.email).then((me) => navigate(ME_PATH, { replace: true, state: { signedIn: me !== null } }));
    },
    [welcome, navigate],
  );
  const { state, confirm } = useEmailedCode(signIn, keep, ME_MESSAGES.linkGone, ME_MESSAGES.missingCode);
  return (
    <EmailedLinkLanding
      state={state}
      onConfirm={confirm}
      confirmText={CONFIRM_SIGN_IN}
      action="Sign In This Device"
      whenFailed={
        <>
          <h2 className="h6">Ask for a new sign-in link</h2>
          <SignInLinkForm />
        </>
      }
      whenDone={(answer) => (
        <>
          <Alert variant="success" role="status">
            Signed in as {answer.email}.
          </Alert>
          {attaching && <PageSpinner label="Bringing your leagues to this device…" />}
        </>
      )}
    />
  );
}
