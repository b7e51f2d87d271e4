import { type CommissionerSession, LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, ListGroup } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { SavingLabel } from '@/components/ui/saving-label';
import { useSave } from '@/hooks/use-save';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatEasternTimeShort } from '@/lib/eastern-time';
import { endCommissionerSession } from '../api/end-commissioner-session';
import { endOtherCommissionerSessions } from '../api/end-other-commissioner-sessions';
import { useCommissionerSessions } from '../api/get-commissioner-sessions';

interface CommissionerSessionsProps {
  token: string;
  /** the session ended elsewhere (401): the page forgets this device's token */
  onSignedOut: () => void;
}

/**
 * The devices signed in as this commissioner (review 2026-11-26 N9): a lost or shared one is signed out here,
 * one by one or all but this one. A session also ends on its own after 14 days unused.
 */
export function CommissionerSessions({ token, onSignedOut }: CommissionerSessionsProps) {
  const sessions = useCommissionerSessions(token);
  const { saving, notice, save } = useSave();
  /** which button's sign-out is on its way: a session's id, or 'others' */
  const [ending, setEnding] = useState<string | null>(null);
  const busy = saving ? ending : null;

  async function end(which: string, action: () => Promise<{ message: string }>) {
    setEnding(which);
    await save(action, {
      success: (answer) => answer.message,
      failure: LEAGUE_MANAGER_MESSAGES.failedToSignOut,
      onFailed: (caught) => {
        const gone = caught instanceof ApiError && caught.status === 401;
        if (gone) onSignedOut();
        return gone;
      },
    });
    sessions.reload();
  }

  const sessionGone =
    sessions.status === 'error' && sessions.error instanceof ApiError && sessions.error.status === 401;
  useEffect(() => {
    if (sessionGone) onSignedOut();
  }, [sessionGone, onSignedOut]);
  if (sessionGone) return null;
  const others = sessions.data?.filter((session) => !session.thisDevice) ?? [];
  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-4">
        <h2 className="h5">Signed-In Devices</h2>
        <p className="text-secondary small">
          Each device stays signed in until it goes unused for 14 days. Sign out any you do not recognise.
        </p>
        <NoticeAlert notice={notice} />
        {sessions.status === 'loading' && <PageSpinner label="Loading your devices…" />}
        {sessions.status === 'error' && (
          <Alert variant="danger" role="alert">
            {errorMessage(sessions.error, LEAGUE_MANAGER_MESSAGES.failedToLoadSessions)}
          </Alert>
        )}
        {sessions.data && (
          <ListGroup as="ul" className="mb-3" aria-label="Signed-in devices">
            {sessions.data.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                busy={busy === session.id}
                onEnd={() => end(session.id, () => endCommissionerSession(token, session.id))}
              />
            ))}
          </ListGroup>
        )}
        {others.length > 0 && (
          <Button
            variant="outline-danger"
            disabled={busy !== null}
            onClick={() => end('others', () => endOtherCommissionerSessions(token))}
          >
            <SavingLabel saving={busy === 'others'}>Sign Out Every Other Device</SavingLabel>
          </Button>
        )}
      </Card.Body>
    </Card>
  );
}

function SessionItem({ session, busy, onEnd }: { session: CommissionerSession; busy: boolean; onEnd: () => void }) {
  return (
    <ListGroup.Item as="li" className="d-flex flex-wrap justify-content-between align-items-center gap-2">
      <div>
        <div className="fw-semibold">
          {session.device ?? 'Unknown browser'}{' '}
          {session.thisDevice && (
            <Badge bg="success" className="ms-1">
              This device
            </Badge>
          )}
        </div>
        <div className="small text-secondary">
          Signed in {formatEasternTimeShort(session.createdAt)} · last used {formatEasternTimeShort(session.lastUsedAt)}
        </div>
      </div>
      {!session.thisDevice && (
        <Button variant="outline-secondary" size="sm" onClick={onEnd} disabled={busy}>
          <SavingLabel saving={busy}>Sign Out</SavingLabel>
        </Button>
      )}
    </ListGroup.Item>
  );
}
