import { LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
import { useCallback, useEffect } from 'react';
import { Alert, Button, Card, Col, Row } from 'react-bootstrap';
import { LinkButton } from '@/components/ui/link-button';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { PageHeader } from '@/components/ui/page-header';
import { SavingLabel } from '@/components/ui/saving-label';
import { ApiError } from '@/lib/api-client';
import { useCommissionerStore } from '@/stores/commissioner-store';
import { useManagedLeagues } from '../api/get-managed-leagues';
import { useCommissionerSignOut } from '../hooks/use-commissioner-sign-out';
import { CommissionerSessions } from './commissioner-sessions';
import { ManagedLeaguesCard } from './managed-leagues-card';

/** The leagues this device manages, the devices signed in as their commissioner, and "Sign Out". */
export function CommissionerHome() {
  const token = useCommissionerStore((state) => state.token);
  const setToken = useCommissionerStore((state) => state.setToken);
  const forget = useCallback(() => setToken(null), [setToken]);
  const leagues = useManagedLeagues(token);
  const { signingOut, failure, signedOut, signOut } = useCommissionerSignOut(token, forget);

  // A session ended elsewhere (another device signed this one out, or 14 days unused): this device forgets it too.
  const sessionGone = leagues.status === 'error' && leagues.error instanceof ApiError && leagues.error.status === 401;
  useEffect(() => {
    if (sessionGone) forget();
  }, [sessionGone, forget]);
  if (!token || sessionGone) return <NotSignedInHere signedOut={signedOut} />;

  return (
    <>
      <PageHeader
        title="Your Leagues"
        subtitle="The leagues you run as commissioner, and the devices signed in to run them."
        actions={
          <Button variant="outline-secondary" onClick={signOut} disabled={signingOut}>
            <SavingLabel saving={signingOut}>Sign Out</SavingLabel>
          </Button>
        }
      />
      <NoticeAlert notice={failure} />
      <Row className="g-4">
        <Col lg={6}>
          <ManagedLeaguesCard leagues={leagues} />
        </Col>
        <Col lg={6}>
          <CommissionerSessions token={token} onSignedOut={forget} />
        </Col>
      </Row>
    </>
  );
}

/** This device holds no commissioner session (never had one, signed out, or it ended elsewhere). */
function NotSignedInHere({ signedOut }: { signedOut: boolean }) {
  return (
    <>
      <PageHeader title="Your Leagues" />
      <Row>
        <Col lg={7}>
          <Card className="tp-card shadow-sm">
            <Card.Body className="p-4">
              <Alert variant={signedOut ? 'success' : 'info'} role="status">
                {signedOut ? LEAGUE_MANAGER_MESSAGES.signedOut : LEAGUE_MANAGER_MESSAGES.notSignedInHere}
              </Alert>
              <LinkButton to="/commissioner/sign-in" variant="primary">
                Commissioner Sign-In
              </LinkButton>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}
