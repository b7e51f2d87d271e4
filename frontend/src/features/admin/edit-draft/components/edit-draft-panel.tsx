import { DRAFT_MESSAGES, type DraftsByUser, LEAGUE_MANAGER_MESSAGES, type LeagueDetails } from '@tribal/contracts';
import { useState } from 'react';
import { Alert, Badge, Card, Col, Form, Row } from 'react-bootstrap';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAsync } from '@/hooks/use-async';
import { errorMessage } from '@/lib/api-client';
import { can } from '@/lib/authorization';
import { useManageScope } from '@/lib/manage-scope';
import { getLeagueCastaways } from '../../api/get-league-castaways';
import { AdminLeagueSelect } from '../../components/admin-league-select';
import { getLeagueDrafts } from '../api/get-league-drafts';
import { DraftEditor } from './draft-editor';

const COULD_NOT_LOAD_DRAFTS = 'Could not load drafts.';

/** Spec §2 Edit User Draft: choose a league, then a member, then fix that member's team. */
export function EditDraftPanel({ leagues }: { leagues: readonly LeagueDetails[] }) {
  const [leagueId, setLeagueId] = useState('');
  const [userName, setUserName] = useState('');
  const league = leagues.find((l) => l.id === leagueId);
  const scope = useManageScope();

  const data = useAsync(
    async (signal) => {
      if (!leagueId) return null;
      const [castaways, drafts] = await Promise.all([
        getLeagueCastaways(leagueId, signal),
        getLeagueDrafts(leagueId, signal),
      ]);
      return { castaways, drafts };
    },
    [leagueId],
  );
  // Saves made on this page, so switching members and back shows the saved team.
  const [savedDrafts, setSavedDrafts] = useState<DraftsByUser>({});

  function chooseLeague(id: string) {
    setLeagueId(id);
    setUserName('');
    setSavedDrafts({});
  }

  const draft = savedDrafts[userName] ?? data.data?.drafts[userName];

  return (
    <>
      <Card className="tp-card shadow-sm mb-4">
        <Card.Body className="p-3 p-md-4">
          <Row className="g-3">
            <Col md={6}>
              <AdminLeagueSelect
                id="edit-draft-league"
                leagues={leagues}
                value={leagueId}
                onChange={chooseLeague}
                placeholder="Select a league"
              />
            </Col>
            <Col md={6}>
              <Form.Group controlId="edit-draft-member">
                <Form.Label className="fw-semibold">Member</Form.Label>
                <Form.Select value={userName} onChange={(e) => setUserName(e.target.value)} disabled={!league}>
                  <option value="">Select a member</option>
                  {league?.members.map((member) => {
                    // A commissioner does not edit their own team (issue 33): offered, it would only be refused.
                    const own = !can(scope, 'entry:correct', member.userName);
                    return (
                      <option key={member.userName} value={member.userName} disabled={own}>
                        {own ? LEAGUE_MANAGER_MESSAGES.ownEntryOption(member.userName) : member.userName}
                      </option>
                    );
                  })}
                </Form.Select>
                {league && league.members.length === 0 && (
                  <div className="form-text">No one has joined this league yet.</div>
                )}
                {can(scope, 'help:commissioner-limits') && (
                  <div className="form-text">{LEAGUE_MANAGER_MESSAGES.commissionerDraftHelp}</div>
                )}
              </Form.Group>
            </Col>
          </Row>
        </Card.Body>
      </Card>

      {(!league || !userName) && (
        <Alert variant="info" role="status">
          {DRAFT_MESSAGES.selectLeagueAndUser}
        </Alert>
      )}
      {league && data.status === 'loading' && <PageSpinner label="Loading castaways and drafts…" />}
      {league && data.status === 'error' && (
        <Alert variant="danger" role="alert">
          {errorMessage(data.error, COULD_NOT_LOAD_DRAFTS)}
        </Alert>
      )}
      {league && userName && data.status === 'success' && data.data && (
        <>
          {draft && (
            <p className="small text-secondary mb-2">
              Saved draft from {new Date(draft.timestamp).toLocaleString()}{' '}
              {draft.swapUsed && (
                <Badge bg="warning" text="dark">
                  Swap used
                </Badge>
              )}
            </p>
          )}
          <DraftEditor
            key={`${leagueId}/${userName}`}
            leagueId={leagueId}
            userName={userName}
            castaways={data.data.castaways}
            initialTeam={draft?.team ?? []}
            onSaved={(team) =>
              setSavedDrafts((current) => ({
                ...current,
                [userName]: { team, swapUsed: draft?.swapUsed ?? false, timestamp: new Date().toISOString() },
              }))
            }
          />
        </>
      )}
    </>
  );
}
