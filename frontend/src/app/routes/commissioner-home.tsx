import { LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Col, ListGroup, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { SavingLabel } from '@/components/ui/saving-label';
import { getManagedLeagues } from '@/features/commissioners/api/get-managed-leagues';
import { signOutCommissioner } from '@/features/commissioners/api/sign-out-commissioner';
import { CommissionerSessions } from '@/features/commissioners/components/commissioner-sessions';
import { useAsync } from '@/hooks/use-async';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCommissionerStore } from '@/stores/commissioner-store';

/** /commissioner: the leagues this device manages, the devices signed in as their commissioner, and "Sign Out". */
export function CommissionerHomeRoute() {
  const token = useCommissionerStore((state) => state.token);
  const setToken = useCommissionerStore((state) => state.setToken);
  const [signingOut, setSigningOut] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const forget = useCallback(() => setToken(null), [setToken]);
  const leagues = useAsync(async (signal) => (token ? getManagedLeagues(token, signal) : null), [token]);

  async function signOut() {
    if (!token) return;
    setSigningOut(true);
    setFailure(null);
    try {
      await signOutCommissioner(token);
      setSignedOut(true);
      forget();
    } catch (error) {
      // Already over on the server (ended from another device, or expired): this device forgets it too.
      if (error instanceof ApiError && error.status === 401) {
        setSignedOut(true);
        forget();
      } else setFailure(errorMessage(error, LEAGUE_MANAGER_MESSAGES.failedToSignOut));
    } finally {
      setSigningOut(false);
    }
  }

  // A session ended elsewhere (another device signed this one out, or 14 days unused): this device forgets it too.
  const sessionGone = leagues.status === 'error' && leagues.error instanceof ApiError && leagues.error.status === 401;
  useEffect(() => {
    if (sessionGone) forget();
  }, [sessionGone, forget]);
  if (!token || sessionGone) {
    return (
      <>
        <title>Your Leagues · Tribal Pool</title>
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

  return (
    <>
      <title>Your Leagues · Tribal Pool</title>
      <PageHeader
        title="Your Leagues"
        subtitle="The leagues you run as commissioner, and the devices signed in to run them."
        actions={
          <Button variant="outline-secondary" onClick={signOut} disabled={signingOut}>
            <SavingLabel saving={signingOut}>Sign Out</SavingLabel>
          </Button>
        }
      />
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <Row className="g-4">
        <Col lg={6}>
          <Card className="tp-card shadow-sm">
            <Card.Body className="p-4">
              <h2 className="h5">Leagues</h2>
              {leagues.status === 'loading' && <PageSpinner label="Loading your leagues…" />}
              {leagues.status === 'error' && (
                <Alert variant="danger" role="alert">
                  {errorMessage(leagues.error, LEAGUE_MANAGER_MESSAGES.failedToLoadLeagues)}
                </Alert>
              )}
              {leagues.data && leagues.data.length === 0 && <p className="mb-0">You run no league right now.</p>}
              {leagues.data && leagues.data.length > 0 && (
                <ListGroup>
                  {leagues.data.map((league) => (
                    <ListGroup.Item key={league.id} className="d-flex justify-content-between align-items-center">
                      <span className="fw-semibold">{league.name}</span>
                      <Link to={`/league/${encodeURIComponent(league.id)}/manage`}>Manage</Link>
                    </ListGroup.Item>
                  ))}
                </ListGroup>
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col lg={6}>
          <CommissionerSessions token={token} onSignedOut={forget} />
        </Col>
      </Row>
    </>
  );
}
