import { useState } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { SignInCard } from '@/features/me/components/sign-in-card';
import { SignInLanding } from '@/features/me/components/sign-in-landing';

/**
 * /me/sign-in?code=… (ME_SIGN_IN_PATH): the mailed sign-in link signs this device in, on the reader's click.
 * Without a code: the form that emails one.
 */
export function MeSignInRoute() {
  const [params] = useSearchParams();
  // Read once: the landing takes the code out of the address bar when it is used.
  const [withCode] = useState(() => params.has('code'));
  return (
    <>
      <title>Sign In · Tribal Pool</title>
      <PageHeader title="Sign In" subtitle="Every league you play or run, on this device." />
      <Row>
        <Col lg={7}>
          {withCode ? (
            <SignInLanding />
          ) : (
            // Passkeys (issue 29): <PasskeySignInButton /> (features/passkeys) goes inside, under the form.
            <SignInCard title="Email me a sign-in link">{null}</SignInCard>
          )}
        </Col>
      </Row>
    </>
  );
}
