import { type ActivateLeagueResponse, LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
import { useEffect, useState } from 'react';
import { Alert, Card, Col, Row } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { activateLeague } from '@/features/commissioners/api/activate-league';
import { onceByCode } from '@/features/commissioners/use-once';
import { errorMessage } from '@/lib/api-client';
import { useCommissionerStore } from '@/stores/commissioner-store';
import { useSavedUserStore } from '@/stores/saved-user-store';

const activateOnce = onceByCode(activateLeague);

type State =
  | { status: 'working' }
  | { status: 'done'; league: ActivateLeagueResponse }
  | { status: 'failed'; message: string };

/** /league/activate?code=…: the emailed link. The league goes live; this device is its commissioner and its entry. */
export function LeagueActivateRoute() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const saveUser = useSavedUserStore((state) => state.save);
  const setToken = useCommissionerStore((state) => state.setToken);
  const [state, setState] = useState<State>(
    code ? { status: 'working' } : { status: 'failed', message: LEAGUE_MANAGER_MESSAGES.missingCode },
  );

  useEffect(() => {
    if (!code) return;
    let current = true;
    activateOnce(code).then(
      (league) => {
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
        if (current) setState({ status: 'done', league });
      },
      (failure: unknown) => {
        if (current)
          setState({ status: 'failed', message: errorMessage(failure, LEAGUE_MANAGER_MESSAGES.activationGone) });
      },
    );
    return () => {
      current = false;
    };
  }, [code, saveUser, setToken]);

  const id = state.status === 'done' ? encodeURIComponent(state.league.leagueId) : '';
  return (
    <>
      <title>Activate Your League · Tribal Pool</title>
      <PageHeader title="Activate Your League" />
      <Row>
        <Col lg={7}>
          <Card className="tp-card shadow-sm">
            <Card.Body className="p-4">
              {state.status === 'working' && (
                <p role="status" className="mb-0">
                  Activating your league…
                </p>
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
                    {state.league.leagueName} is live. You are its commissioner on this device, and you play as{' '}
                    {state.league.userName}.
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
