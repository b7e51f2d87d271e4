import { useQueryClient } from '@tanstack/react-query';
import { type JoinLeagueResponse, MESSAGES, type Me } from '@tribal/contracts';
import { useMemo, useState } from 'react';
import { Alert, Button, Col, Row } from 'react-bootstrap';
import { useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { FindEntriesForm } from '@/features/join/components/find-entries-form';
import { JoinLeagueForm, type JoinPrefill } from '@/features/join/components/join-league-form';
import { JoinedWelcomePanel } from '@/features/join/components/joined-welcome-panel';
import { PaymentInfoCard } from '@/features/join/components/payment-info-card';
import { useLeagues } from '@/features/leagues/api/get-leagues';
import { ME_QUERY_KEY, useMe } from '@/lib/api/get-me';
import { type SavedUser, useSavedUserStore } from '@/stores/saved-user-store';
import { noticeFrom } from './require-saved-user';

/** Why /join was opened from My leagues: to join another league, not to see the current one. */
export interface JoinAnother {
  joinAnother?: boolean;
}

export function JoinRoute() {
  const user = useSavedUserStore((state) => state.user);
  const held = useSavedUserStore((state) => state.held);
  const save = useSavedUserStore((state) => state.save);
  const me = useMe();
  const queryClient = useQueryClient();
  const location = useLocation();
  // Pages that need a saved user send visitors here with the reason ('You must join a league first!').
  const notice = noticeFrom(location.state);
  // An invite link (`?league=…&code=…`) opens that league's join form, whoever is saved or signed in (issue 29).
  const [params] = useSearchParams();
  const invited = params.has('league');
  const [joinAnother, setJoinAnother] = useState(() => Boolean((location.state as JoinAnother | null)?.joinAnother));
  const [joinedMessage, setJoinedMessage] = useState<string | null>(null);
  const leagues = useLeagues();
  const prefill = useMemo(() => (me.data ? prefillFrom(me.data, held) : undefined), [me.data, held]);

  function joined(saved: SavedUser, response: JoinLeagueResponse) {
    // The new entry becomes current, its token kept; a signed-in person owns it at once (the server attached it).
    save(saved);
    if (me.data) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    setJoinedMessage(response.message);
    setJoinAnother(false);
  }

  const showForm = !user || ((invited || joinAnother) && joinedMessage === null);
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
          {showForm ? (
            <>
              {leagues.status === 'error' && <Alert variant="danger">{MESSAGES.couldNotLoadLeagues}</Alert>}
              <JoinLeagueForm
                leagues={leagues.data}
                leaguesLoading={leagues.status === 'pending'}
                prefill={prefill}
                onJoined={joined}
              />
            </>
          ) : (
            user && (
              <>
                <JoinedWelcomePanel user={user} message={joinedMessage} />
                <Button variant="outline-primary" className="align-self-start" onClick={() => setJoinAnother(true)}>
                  Join another league
                </Button>
              </>
            )
          )}
          <FindEntriesForm />
        </Col>
        <Col lg={5}>
          <PaymentInfoCard invitedLeagueId={params.get('league')} />
        </Col>
      </Row>
    </>
  );
}

/**
 * What the join form knows of a signed-in person: their email, the Survivor Name of their latest entry (the
 * latest season, the last listed), and the real name this device kept with one of their entries.
 */
function prefillFrom(me: Me, held: readonly SavedUser[]): JoinPrefill {
  const latest = me.entries.reduce<Me['entries'][number] | undefined>(
    (found, entry) => (!found || entry.season >= found.season ? entry : found),
    undefined,
  );
  const realName = held.find(
    (entry) => entry.email.toLowerCase() === me.email.toLowerCase() && entry.realName,
  )?.realName;
  return { email: me.email, survivorName: latest?.userName, realName };
}
