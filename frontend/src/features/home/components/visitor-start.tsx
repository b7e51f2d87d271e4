import type { LeagueSummary } from '@tribal/contracts';
import { useId, useState } from 'react';
import { Alert, Button, Card, Col, Form, Row } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';

interface VisitorStartProps {
  leagues: LeagueSummary[] | undefined;
  loading: boolean;
  error: string | null;
}

/** A visitor picks a league to watch, or goes to join one. */
export function VisitorStart({ leagues, loading, error }: VisitorStartProps) {
  const navigate = useNavigate();
  const selectId = useId();
  const [leagueId, setLeagueId] = useState('');

  return (
    <Card className="tp-card shadow-sm mb-4">
      <Card.Body className="p-4">
        <Row className="g-4 align-items-end">
          <Col md={7}>
            <h2 className="h4">Follow a league</h2>
            {error && (
              <Alert variant="danger" className="py-2">
                {error}
              </Alert>
            )}
            <Form
              onSubmit={(event) => {
                event.preventDefault();
                if (leagueId) navigate(`/league/${encodeURIComponent(leagueId)}`);
              }}
            >
              <Form.Label htmlFor={selectId}>League</Form.Label>
              <div className="d-flex flex-column flex-sm-row gap-2">
                <Form.Select
                  id={selectId}
                  value={leagueId}
                  onChange={(event) => setLeagueId(event.target.value)}
                  disabled={loading}
                >
                  <option value="">{loading ? 'Loading leagues…' : 'Select a league'}</option>
                  {leagues?.map((league) => (
                    <option key={league.id} value={league.id}>
                      {league.name}
                    </option>
                  ))}
                </Form.Select>
                <Button type="submit" variant="primary" className="text-nowrap" disabled={!leagueId}>
                  View Standings
                </Button>
              </div>
            </Form>
          </Col>
          <Col md={5} className="text-md-end">
            <p className="text-secondary mb-2">New here, or already in a pool?</p>
            <div className="d-flex flex-wrap gap-2 justify-content-md-end">
              <LinkButton to="/join" variant="success">
                Join/View League
              </LinkButton>
              <LinkButton to="/create" variant="outline-success">
                Start a League
              </LinkButton>
            </div>
          </Col>
        </Row>
      </Card.Body>
    </Card>
  );
}
