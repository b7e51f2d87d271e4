import { type ClaimCommissionerResponse, LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
import { useCallback } from 'react';
import { Alert, Card, Col, ListGroup, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { ConfirmEmailedLink } from '@/components/ui/confirm-emailed-link';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { claimCommissioner } from '@/features/commissioners/api/claim-commissioner';
import { useEmailedCode } from '@/hooks/use-emailed-code';
import { useCommissionerStore } from '@/stores/commissioner-store';

/** /commissioner/claim?code=…: the emailed commissioner sign-in link signs this device in, on the reader's click. */
export function CommissionerClaimRoute() {
  const setToken = useCommissionerStore((state) => state.setToken);
  const keep = useCallback((answer: ClaimCommissionerResponse) => setToken(answer.commissionerToken), [setToken]);
  const { state, confirm } = useEmailedCode(claimCommissioner, keep, LEAGUE_MANAGER_MESSAGES.claimGone);

  return (
    <>
      <title>Commissioner Sign-In · Tribal Pool</title>
      <PageHeader title="Commissioner Sign-In" />
      <Row>
        <Col lg={7}>
          <Card className="tp-card shadow-sm">
            <Card.Body className="p-4">
              {(state.status === 'ready' || state.status === 'working') && (
                <ConfirmEmailedLink
                  text={LEAGUE_MANAGER_MESSAGES.confirmCommissionerSignIn}
                  action="Sign In This Device"
                  working={state.status === 'working'}
                  onConfirm={confirm}
                />
              )}
              {state.status === 'failed' && (
                <>
                  <Alert variant="warning" role="alert">
                    {state.message}
                  </Alert>
                  <LinkButton to="/commissioner/sign-in" variant="primary">
                    Ask for a new link
                  </LinkButton>
                </>
              )}
              {state.status === 'done' && (
                <>
                  <Alert variant="success" role="status">
                    This device is signed in as the commissioner of your leagues.
                  </Alert>
                  <ListGroup>
                    {state.answer.leagues.map((league) => (
                      <ListGroup.Item key={league.id} className="d-flex justify-content-between align-items-center">
                        <span className="fw-semibold">{league.name}</span>
                        <Link to={`/league/${encodeURIComponent(league.id)}/manage`}>Manage</Link>
                      </ListGroup.Item>
                    ))}
                  </ListGroup>
                  <LinkButton to="/commissioner" variant="outline-primary" className="mt-3">
                    Your Leagues and Devices
                  </LinkButton>
                </>
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}
