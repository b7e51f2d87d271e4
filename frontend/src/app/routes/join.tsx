import { type JoinLeagueResponse, MESSAGES } from '@tribal/contracts';
import { useState } from 'react';
import { Alert, Col, Row } from 'react-bootstrap';
import { useLocation } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { FindEntriesForm } from '@/features/join/components/find-entries-form';
import { JoinLeagueForm } from '@/features/join/components/join-league-form';
import { JoinedWelcomePanel } from '@/features/join/components/joined-welcome-panel';
import { PaymentInfoCard } from '@/features/join/components/payment-info-card';
import { useLeagues } from '@/features/leagues/api/get-leagues';
import { type SavedUser, useSavedUserStore } from '@/stores/saved-user-store';
import { noticeFrom } from './require-saved-user';

export function JoinRoute() {
  const user = useSavedUserStore((state) => state.user);
  const save = useSavedUserStore((state) => state.save);
  // Pages that need a saved user send visitors here with the reason ('You must join a league first!').
  const notice = noticeFrom(useLocation().state);
  const [joinedMessage, setJoinedMessage] = useState<string | null>(null);
  const leagues = useLeagues();

  function joined(saved: SavedUser, response: JoinLeagueResponse) {
    save(saved);
    setJoinedMessage(response.message);
  }

  return (
    <>
      <title>Join or View a League · Tribal Pool</title>
      <PageHeader
        title="Join or View a League"
        subtitle="Pick your league, claim your Survivor Name and get ready to draft."
      />
      {notice && !user && (
        <Alert variant="warning" role="alert">
          {notice}
        </Alert>
      )}
      <Row className="g-4">
        <Col lg={7} className="d-flex flex-column gap-4">
          {user ? (
            <JoinedWelcomePanel user={user} message={joinedMessage} />
          ) : (
            <>
              {leagues.status === 'error' && <Alert variant="danger">{MESSAGES.couldNotLoadLeagues}</Alert>}
              <JoinLeagueForm leagues={leagues.data} leaguesLoading={leagues.status === 'pending'} onJoined={joined} />
            </>
          )}
          <FindEntriesForm />
        </Col>
        <Col lg={5}>
          <PaymentInfoCard />
        </Col>
      </Row>
    </>
  );
}
