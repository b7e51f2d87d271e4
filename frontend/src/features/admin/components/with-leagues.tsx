import { type LeagueDetails, MESSAGES } from '@tribal/contracts';
import type { ReactNode } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/page-spinner';
import type { AsyncState } from '@/hooks/use-async';
import { errorMessage } from '@/lib/api-client';

export const NO_LEAGUES_YET = 'No leagues created yet.';

interface WithLeaguesProps {
  leagues: AsyncState<LeagueDetails[]> & { reload: () => void };
  children: (leagues: LeagueDetails[]) => ReactNode;
}

/** The loading, failure and no-league states every league-based admin page shares; children get the leagues. */
export function WithLeagues({ leagues, children }: WithLeaguesProps) {
  if (leagues.status === 'loading') return <PageSpinner label="Loading leagues…" />;
  if (leagues.status === 'error') {
    return (
      <Alert
        variant="danger"
        role="alert"
        className="d-flex flex-wrap justify-content-between align-items-center gap-2"
      >
        <span>{errorMessage(leagues.error, MESSAGES.couldNotLoadLeagues)}</span>
        <Button variant="outline-danger" size="sm" onClick={leagues.reload}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (leagues.data.length === 0) {
    return (
      <Card className="tp-card shadow-sm">
        <Card.Body className="p-4 text-center">
          <p className="mb-3">{NO_LEAGUES_YET}</p>
          <LinkButton to="/admin/create" variant="success">
            Create League
          </LinkButton>
        </Card.Body>
      </Card>
    );
  }
  return children(leagues.data);
}
