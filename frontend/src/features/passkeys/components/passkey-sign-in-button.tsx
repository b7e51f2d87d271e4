import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { PASSKEY_MESSAGES, type SignInResponse } from '@tribal/contracts';
import { Button } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { SavingLabel } from '@/components/ui/saving-label';
import { usePersonSignedIn } from '@/hooks/use-person-signed-in';
import { useSave } from '@/hooks/use-save';
import { signInWithPasskey } from '../api/sign-in-with-passkey';
import { passkeyFailure } from '../hooks/passkey-failure';

interface PasskeySignInButtonProps {
  /** signed in: the session cookie is set, the device knows who, and the person's leagues (`['me']`) are loaded */
  onSignedIn?: (signedIn: SignInResponse) => void;
}

/**
 * "Sign in with a passkey", for the sign-in page (issue 29): no email typed, the browser offers the passkeys it
 * holds for this site. On success the device signs in as the person, as after an emailed link: it remembers them,
 * gives them the entries it holds, and loads their account (`['me']`) afresh.
 */
export function PasskeySignInButton({ onSignedIn }: PasskeySignInButtonProps) {
  const welcome = usePersonSignedIn();
  const { saving, notice, save } = useSave();
  if (!browserSupportsWebAuthn()) return null;
  const signIn = () =>
    save(signInWithPasskey, {
      failure: (caught) => passkeyFailure(caught, PASSKEY_MESSAGES.failedToSignIn),
      onSaved: (signedIn) => {
        void welcome(signedIn.email).then(() => onSignedIn?.(signedIn));
      },
    });
  return (
    <div>
      <NoticeAlert notice={notice} />
      <Button variant="outline-primary" className="w-100" onClick={() => void signIn()} disabled={saving}>
        <SavingLabel saving={saving}>Sign in with a passkey</SavingLabel>
      </Button>
    </div>
  );
}
