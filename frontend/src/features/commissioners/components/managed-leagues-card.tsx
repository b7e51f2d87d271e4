import { LEAGUE_MANAGER_MESSAGES, type ManagedLeague } from '@tribal/contracts';
import { Alert, Card } from 'react-bootstrap';
import { PageSpinner } from '@/components/ui/page-spinner';
import type { AsyncState } from '@/hooks/use-async';
import { errorMessage } from '@/lib/api-client';
import { ManagedLeagueList } from './managed-league-list';

/** The leagues card of the commissioner's home: loading, the load's failure, none, or the list. */
export function ManagedLeaguesCard({ leagues }: { leagues: AsyncState<ManagedLeague[] | null> }) {
  return (
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
        {leagues.data && leagues.data.length > 0 && <ManagedLeagueList leagues={leagues.data} />}
      </Card.Body>
    </Card>
  );
}
