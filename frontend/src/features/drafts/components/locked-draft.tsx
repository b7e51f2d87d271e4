import { type Castaway, DRAFT_MESSAGES } from '@tribal/contracts';
import { Alert, Card, Col, Row } from 'react-bootstrap';
import { LinkButton } from '@/components/ui/link-button';
import { PickedTeam } from './picked-team';

interface LockedDraftProps {
  team: Castaway[];
  leagueId: string;
  /** The server's confirmation right after locking in. */
  message?: string | null;
}

/** A locked draft: the team, and no way to change it here (the one swap has its own page). */
export function LockedDraft({ team, leagueId, message }: LockedDraftProps) {
  return (
    <Row className="g-4">
      <Col lg={6}>
        {message && (
          <Alert variant="success" role="status">
            {message}
          </Alert>
        )}
        <Alert variant="info" role="status" className="tp-locked-notice">
          {DRAFT_MESSAGES.draftLocked}
        </Alert>
        <Card className="tp-card shadow-sm">
          <Card.Body className="p-4">
            <PickedTeam team={team} />
            <div className="d-flex flex-column flex-sm-row gap-2">
              <LinkButton to={`/league/${encodeURIComponent(leagueId)}`}>View Standings</LinkButton>
              <LinkButton to="/swaps" variant="outline-primary">
                Player Swaps
              </LinkButton>
            </div>
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}
