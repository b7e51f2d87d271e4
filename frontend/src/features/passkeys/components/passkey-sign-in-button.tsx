import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useQueryClient } from '@tanstack/react-query';
import { PASSKEY_MESSAGES, type SignInResponse } from '@tribal/contracts';
import { Button } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { SavingLabel } from '@/components/ui/saving-label';
import { useSave } from '@/hooks/use-save';
import { signInWithPasskey } from '../api/sign-in-with-passkey';
import { passkeyFailure } from '../hooks/passkey-failure';

interface PasskeySignInButtonProps {
  /** signed in: the session cookie is set and the person (`['me']`) is being reloaded */
  onSignedIn?: (signedIn: SignInResponse) => void;
}

/**
 * "Sign in with a passkey", for the sign-in page (issue 29): no email typed, the browser offers the passkeys it
 * holds for this site. On success every answer about the person (`['me']`) is loaded again, as them.
 */
export function PasskeySignInButton({ onSignedIn }: PasskeySignInButtonProps) {
  const queryClient = useQueryClient();
  const { saving, notice, save } = useSave();
  if (!browserSupportsWebAuthn()) return null;
  const signIn = () =>
    save(signInWithPasskey, {
      failure: (caught) => passkeyFailure(caught, PASSKEY_MESSAGES.failedToSignIn),
      onSaved: (signedIn) => {
        void queryClient.invalidateQueries({ queryKey: ['me'] });
        onSignedIn?.(signedIn);
      },
    });
  return (
    <div>
      <NoticeAlert notice={notice} />
      <Button variant="outline-primary" className="w-100" onClick={() => void signIn()} disabled={saving}>
        <SavingLabel saving={saving}>Sign In with a Passkey</SavingLabel>
      </Button>
    </div>
  );
}
