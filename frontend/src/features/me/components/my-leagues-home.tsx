import { useQueryClient } from '@tanstack/react-query';
import { ME_MESSAGES } from '@tribal/contracts';
import { type ReactNode, useCallback, useState } from 'react';
import { Alert, Card, Col, Row } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ME_QUERY_KEY, useMe } from '@/lib/api/get-me';
import { errorMessage } from '@/lib/api-client';
import { type SavedUser, useSavedUserStore } from '@/stores/saved-user-store';
import { type LeagueLabel, MyLeaguesList } from './my-leagues-list';
import { PersonSessions } from './person-sessions';
import { SignInCard } from './sign-in-card';

const FAILED_TO_LOAD_LEAGUES = 'Could not load your leagues. Showing the ones this device holds.';

interface MyLeaguesHomeProps {
  /** names of leagues by id, for entries the person's list does not carry */
  leagues?: ReadonlyMap<string, LeagueLabel>;
  /** what the signed-in person sees under their devices (their passkeys) */
  signedInExtras?: ReactNode;
  /** other ways to sign in, under the emailed-link form (a passkey) */
  signInExtras?: ReactNode;
  /** what the signed-in person is offered first, above their leagues (a passkey, after a link sign-in) */
  signedInOffer?: ReactNode;
}

/**
 * /me: every entry of this device and of the signed-in person, the one that is current, and a tap to switch;
 * signed in, the devices of the person; signed out, the way to sign in.
 */
export function MyLeaguesHome({ leagues, signedInExtras, signInExtras, signedInOffer }: MyLeaguesHomeProps) {
  const entries = useSavedUserStore((state) => state.entries);
  const current = useSavedUserStore((state) => state.user);
  const signedInAs = useSavedUserStore((state) => state.signedInAs);
  const choose = useSavedUserStore((state) => state.choose);
  const forgetPerson = useSavedUserStore((state) => state.signedOut);
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signedOut, setSignedOut] = useState(false);

  const onSignedOut = useCallback(() => {
    forgetPerson();
    queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
    setSignedOut(true);
  }, [forgetPerson, queryClient]);

  function play(entry: SavedUser) {
    choose(entry);
    navigate(`/league/${encodeURIComponent(entry.leagueId)}`);
  }

  return (
    <>
      <PageHeader
        title="My Leagues"
        subtitle={
          signedInAs ? (
            <>
              Signed in as <strong>{signedInAs}</strong>
            </>
          ) : (
            'The leagues you play on this device. Tap one to make it current.'
          )
        }
      />
      {signedOut && (
        <Alert variant="success" role="status">
          {ME_MESSAGES.signedOut}
        </Alert>
      )}
      {signedInAs && signedInOffer && <div className="mb-4">{signedInOffer}</div>}
      <Row className="g-4">
        <Col lg={7}>
          <Card className="tp-card shadow-sm">
            <Card.Body className="p-3 p-md-4">
              <h2 className="h5 mb-3">My leagues</h2>
              {me.isError && (
                <Alert variant="warning" role="alert">
                  {errorMessage(me.error, FAILED_TO_LOAD_LEAGUES)}
                </Alert>
              )}
              {signedInAs && me.isPending && entries.length === 0 ? (
                <PageSpinner label="Loading your leagues…" />
              ) : (
                <MyLeaguesList
                  entries={entries}
                  current={current}
                  me={signedInAs ? me.data : null}
                  leagues={leagues}
                  onChoose={play}
                />
              )}
              <LinkButton to="/join" variant="link" className="px-0 mt-2" state={{ joinAnother: true }}>
                Join another league
              </LinkButton>
            </Card.Body>
          </Card>
        </Col>
        <Col lg={5} className="d-flex flex-column gap-4">
          {signedInAs ? (
            <>
              <PersonSessions onSignedOut={onSignedOut} />
              {signedInExtras}
            </>
          ) : (
            <SignInCard>{signInExtras}</SignInCard>
          )}
        </Col>
      </Row>
    </>
  );
}
