import { ME_MESSAGES, PERSON_SESSION_IDLE_DAYS, type PersonSession } from '@tribal/contracts';
import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, ListGroup } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { SavingLabel } from '@/components/ui/saving-label';
import { useSave } from '@/hooks/use-save';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatInZone } from '@/lib/eastern-time';
import { endPersonSession } from '../api/end-person-session';
import { usePersonSessions } from '../api/get-person-sessions';
import { signOut } from '../api/sign-out';
import { viewerTimeZone } from '../utils/due-next';

const FAILED_TO_LOAD_DEVICES = 'Could not load your signed-in devices.';
const FAILED_TO_SIGN_OUT = 'Could not sign out. Please try again.';

interface PersonSessionsProps {
  /** this device's session is over (signed out here, or ended elsewhere): the page forgets the person */
  onSignedOut: () => void;
}

/**
 * The devices signed in as this person: a lost or shared one is signed out here, and this one too. Signing out
 * changes no entry: what this device joined with its own tokens stays on it.
 */
export function PersonSessions({ onSignedOut }: PersonSessionsProps) {
  const sessions = usePersonSessions();
  const { saving, notice, save } = useSave();
  /** which button's sign-out is on its way: a session's id, or 'this' */
  const [ending, setEnding] = useState<string | null>(null);
  const busy = saving ? ending : null;
  const gone = (caught: unknown) => caught instanceof ApiError && caught.status === 401;
  /** A 401: this device's session was already over on the server, so it forgets it too (no notice). */
  const forgetIfGone = (caught: unknown) => {
    if (!gone(caught)) return false;
    onSignedOut();
    return true;
  };

  async function endOther(id: string) {
    setEnding(id);
    await save(() => endPersonSession(id), {
      success: (answer) => answer.message || ME_MESSAGES.sessionEnded,
      failure: FAILED_TO_SIGN_OUT,
      onFailed: forgetIfGone,
    });
    sessions.reload();
  }

  function endThis() {
    setEnding('this');
    void save(signOut, {
      failure: FAILED_TO_SIGN_OUT,
      onSaved: onSignedOut,
      onFailed: forgetIfGone,
    });
  }

  const sessionGone = sessions.status === 'error' && gone(sessions.error);
  useEffect(() => {
    if (sessionGone) onSignedOut();
  }, [sessionGone, onSignedOut]);
  if (sessionGone) return null;
  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-4">
        <h2 className="h5">Signed-in devices</h2>
        <p className="text-secondary small">
          Each device stays signed in until it goes unused for {PERSON_SESSION_IDLE_DAYS} days. Sign out any you do not
          recognise; your entries stay as they are.
        </p>
        <NoticeAlert notice={notice} />
        {sessions.status === 'loading' && <PageSpinner label="Loading your devices…" />}
        {sessions.status === 'error' && (
          <Alert variant="danger" role="alert">
            {errorMessage(sessions.error, FAILED_TO_LOAD_DEVICES)}
          </Alert>
        )}
        {sessions.data && (
          <ListGroup as="ul" className="mb-3" aria-label="Signed-in devices">
            {sessions.data.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                busy={busy === session.id}
                onEnd={() => void endOther(session.id)}
              />
            ))}
          </ListGroup>
        )}
        <Button variant="outline-danger" onClick={endThis} disabled={busy !== null}>
          <SavingLabel saving={busy === 'this'}>Sign out of this device</SavingLabel>
        </Button>
      </Card.Body>
    </Card>
  );
}

function SessionItem({ session, busy, onEnd }: { session: PersonSession; busy: boolean; onEnd: () => void }) {
  const zone = viewerTimeZone();
  const when = (iso: string) => formatInZone(Date.parse(iso), zone);
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
          Signed in {when(session.createdAt)} · last used {when(session.lastUsedAt)}
        </div>
      </div>
      {!session.thisDevice && (
        <Button variant="outline-secondary" size="sm" onClick={onEnd} disabled={busy}>
          <SavingLabel saving={busy}>Sign out</SavingLabel>
        </Button>
      )}
    </ListGroup.Item>
  );
}
