import { formatRecordTime, LEAGUE_MANAGER_MESSAGES, MESSAGES } from '@tribal/contracts';
import { Alert, Badge, Button, Card, ListGroup } from 'react-bootstrap';
import { useParams } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useLeagueRecord } from '@/features/commissioners/api/get-league-record';
import { useLeague } from '@/lib/api/get-league';
import { errorMessage } from '@/lib/api-client';

/**
 * /league/{id}/record (public): what the commissioner and the site admin changed, newest first. Members read it to
 * see that a cutoff moved or a draft was fixed, and by whom; it never shows emails, real names or sealed picks.
 */
export function LeagueRecordRoute() {
  const { leagueId = '' } = useParams();
  const league = useLeague(leagueId);
  const record = useLeagueRecord(leagueId);
  // The page waits for both, and says the first failure.
  const failed = league.error ?? record.error;
  const name = league.data?.name;

  return (
    <>
      <title>{`${name ? `${name} · ` : ''}League Record · Tribal Pool`}</title>
      <PageHeader
        title={name ? `${name}: the Record` : 'League Record'}
        subtitle="Every change the commissioner or the site admin made to this league, newest first. Times are US Eastern."
        actions={
          <>
            <Button
              variant="outline-secondary"
              size="sm"
              onClick={() => {
                void league.refetch();
                void record.refetch();
              }}
            >
              Refresh
            </Button>
            <LinkButton to={`/league/${encodeURIComponent(leagueId)}`} variant="outline-secondary" size="sm">
              Standings
            </LinkButton>
          </>
        }
      />
      {!failed && (league.isPending || record.isPending) && <PageSpinner label="Loading the record…" />}
      {failed && (
        <Alert variant="danger" role="alert">
          {errorMessage(failed, LEAGUE_MANAGER_MESSAGES.failedToLoadRecord) === MESSAGES.leagueNotFound
            ? MESSAGES.leagueNotFound
            : errorMessage(failed, LEAGUE_MANAGER_MESSAGES.failedToLoadRecord)}
        </Alert>
      )}
      {!failed && league.isSuccess && record.isSuccess && (
        <Card className="tp-card shadow-sm">
          {record.data.length === 0 ? (
            <Card.Body className="text-secondary">{LEAGUE_MANAGER_MESSAGES.noRecordYet}</Card.Body>
          ) : (
            <ListGroup variant="flush" as="ol" aria-label="League record" className="list-unstyled mb-0">
              {record.data.map((line) => (
                <ListGroup.Item as="li" key={`${line.at} ${line.summary}`} className="py-3">
                  <div className="d-flex flex-wrap align-items-center gap-2 mb-1 small text-secondary">
                    <Badge bg={line.actor === 'admin' ? 'secondary' : 'success'}>
                      {line.actor === 'admin' ? 'Site admin' : 'Commissioner'}
                    </Badge>
                    <time dateTime={line.at}>{formatRecordTime(line.at)} ET</time>
                  </div>
                  <div>{line.summary}</div>
                </ListGroup.Item>
              ))}
            </ListGroup>
          )}
        </Card>
      )}
    </>
  );
}
