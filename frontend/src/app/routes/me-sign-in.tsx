import { useState } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { SignInCard } from '@/features/me/components/sign-in-card';
import { SignInLanding } from '@/features/me/components/sign-in-landing';
import { PasskeySignInButton } from '@/features/passkeys/components/passkey-sign-in-button';

/**
 * /me/sign-in?code=… (ME_SIGN_IN_PATH): the mailed sign-in link signs this device in, on the reader's click.
 * Without a code: the form that emails one, and a passkey, which signs in at once and opens My leagues.
 */
export function MeSignInRoute() {
  const [params] = useSearchParams();
  // Read once: the landing takes the code out of the address bar when it is used.
  const [withCode] = useState(() => params.has('code'));
  const navigate = useNavigate();
  return (
    <>
      <title>Sign In · Tribal Pool</title>
      <PageHeader title="Sign In" subtitle="Every league you play or run, on this device." />
      <Row>
        <Col lg={7}>
          {withCode ? (
            <SignInLanding />
          ) : (
            <SignInCard title="Email me a sign-in link">
              <div className="mt-3 pt-3 border-top">
                <p className="text-secondary small mb-2">Added a passkey before? No mail needed:</p>
                <PasskeySignInButton onSignedIn={() => navigate('/me', { replace: true })} />
              </div>
            </SignInCard>
          )}
        </Col>
      </Row>
    </>
  );
}
