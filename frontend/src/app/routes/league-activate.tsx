import { type ActivateLeagueResponse, LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
import { useCallback } from 'react';
import { Alert, Card, Col, Row } from 'react-bootstrap';
import { ConfirmEmailedLink } from '@/components/ui/confirm-emailed-link';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { activateLeague } from '@/features/commissioners/api/activate-league';
import { useEmailedCode } from '@/hooks/use-emailed-code';
import { useCommissionerStore } from '@/stores/commissioner-store';
import { useSavedUserStore } from '@/stores/saved-user-store';

/**
 * /league/activate?code=…: the emailed link. On the reader's click the league goes live; this device is its
 * commissioner and its entry.
 */
export function LeagueActivateRoute() {
  const saveUser = useSavedUserStore((state) => state.save);
  const setToken = useCommissionerStore((state) => state.setToken);
  const keep = useCallback(
    (league: ActivateLeagueResponse) => {
      setToken(league.commissionerToken);
      saveUser({
        userName: league.userName,
        survivorName: league.survivorName,
        realName: league.realName,
        email: league.email,
        leagueId: league.leagueId,
        paymentMethod: league.paymentMethod,
        entryToken: league.entryToken,
      });
    },
    [saveUser, setToken],
  );
  const { state, confirm } = useEmailedCode(activateLeague, keep, LEAGUE_MANAGER_MESSAGES.activationGone);

  const id = state.status === 'done' ? encodeURIComponent(state.answer.leagueId) : '';
  return (
    <>
      <title>Activate Your League · Tribal Pool</title>
      <PageHeader title="Activate Your League" />
      <Row>
        <Col lg={7}>
          <Card className="tp-card shadow-sm">
            <Card.Body className="p-4">
              {(state.status === 'ready' || state.status === 'working') && (
                <ConfirmEmailedLink
                  text={LEAGUE_MANAGER_MESSAGES.confirmActivation}
                  action="Activate League"
                  working={state.status === 'working'}
                  onConfirm={confirm}
                />
              )}
              {state.status === 'failed' && (
                <>
                  <Alert variant="warning" role="alert">
                    {state.message}
                  </Alert>
                  <div className="d-flex flex-wrap gap-2">
                    <LinkButton to="/commissioner/sign-in" variant="primary">
                      Ask for a sign-in link
                    </LinkButton>
                    <LinkButton to="/create" variant="outline-primary">
                      Start a league
                    </LinkButton>
                  </div>
                </>
              )}
              {state.status === 'done' && (
                <>
                  <Alert variant="success" role="status">
                    {state.answer.leagueName} is live. You are its commissioner on this device, and you play as{' '}
                    {state.answer.userName}.
                  </Alert>
                  <p>Invite your friends to join it, then set its deadlines and payment details.</p>
                  <div className="d-flex flex-column flex-sm-row gap-2">
                    <LinkButton to={`/league/${id}/manage`} variant="primary">
                      Manage League
                    </LinkButton>
                    <LinkButton to={`/league/${id}`} variant="outline-primary">
                      View Standings
                    </LinkButton>
                    <LinkButton to="/draft" variant="outline-primary">
                      Draft Your Team
                    </LinkButton>
                  </div>
                </>
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}
