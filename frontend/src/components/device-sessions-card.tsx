import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, ListGroup } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { SavingLabel } from '@/components/ui/saving-label';
import type { AsyncState } from '@/hooks/use-async';
import { useSave } from '@/hooks/use-save';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatInZone, viewerTimeZone } from '@/lib/eastern-time';

/** One signed-in device, as both the commissioner's and the person's session lists answer it. */
export interface DeviceSession {
  id: string;
  device?: string | null;
  thisDevice: boolean;
  createdAt: string;
  lastUsedAt: string;
}

/** A button under the list that ends sessions: this device's, or every other one. */
export interface DeviceSessionsAction {
  key: string;
  label: string;
  run: () => Promise<{ message?: string }>;
  /** the action's success leaves this device signed out */
  signsThisDeviceOut?: boolean;
  hidden?: boolean;
}

interface DeviceSessionsCardProps {
  heading: string;
  /** the sentence under the heading: how long a device stays signed in */
  explanation: string;
  sessions: AsyncState<readonly DeviceSession[]> & { reload: () => void };
  endOne: (id: string) => Promise<{ message?: string }>;
  actions: readonly DeviceSessionsAction[];
  texts: { failedToLoad: string; failedToSignOut: string; signOutOne: string; signedOut?: string };
  /** this device's session is over (signed out here, or ended elsewhere: a 401): the page forgets it */
  onSignedOut: () => void;
}

/**
 * The devices signed in as one account (a commissioner's or a person's): a lost or shared one is signed out here.
 * One card for both, so a session that ended elsewhere (401) is handled the same way on every page.
 */
export function DeviceSessionsCard(props: DeviceSessionsCardProps) {
  const { sessions, texts, onSignedOut } = props;
  const { saving, notice, save } = useSave();
  /** which button's sign-out is on its way: a session's id, or an action's key */
  const [ending, setEnding] = useState<string | null>(null);
  const busy = saving ? ending : null;
  const gone = (caught: unknown) => caught instanceof ApiError && caught.status === 401;
  const forgetIfGone = (caught: unknown) => {
    if (!gone(caught)) return false;
    onSignedOut();
    return true;
  };

  async function end(which: string, run: () => Promise<{ message?: string }>, signsThisDeviceOut = false) {
    setEnding(which);
    await save(run, {
      success: (answer) => answer.message || texts.signedOut || '',
      failure: texts.failedToSignOut,
      onSaved: signsThisDeviceOut ? onSignedOut : undefined,
      onFailed: forgetIfGone,
    });
    if (!signsThisDeviceOut) sessions.reload();
  }

  const sessionGone = sessions.status === 'error' && gone(sessions.error);
  useEffect(() => {
    if (sessionGone) onSignedOut();
  }, [sessionGone, onSignedOut]);
  if (sessionGone) return null;
  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-4">
        <h2 className="h5">{props.heading}</h2>
        <p className="text-secondary small">{props.explanation}</p>
        <NoticeAlert notice={notice} />
        {sessions.status === 'loading' && <PageSpinner label="Loading your devices…" />}
        {sessions.status === 'error' && (
          <Alert variant="danger" role="alert">
            {errorMessage(sessions.error, texts.failedToLoad)}
          </Alert>
        )}
        {sessions.data && (
          <ListGroup as="ul" className="mb-3" aria-label="Signed-in devices">
            {sessions.data.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                signOutLabel={texts.signOutOne}
                busy={busy === session.id}
                onEnd={() => void end(session.id, () => props.endOne(session.id))}
              />
            ))}
          </ListGroup>
        )}
        {props.actions
          .filter((action) => !action.hidden)
          .map((action) => (
            <Button
              key={action.key}
              variant="outline-danger"
              disabled={busy !== null}
              onClick={() => void end(action.key, action.run, action.signsThisDeviceOut)}
            >
              <SavingLabel saving={busy === action.key}>{action.label}</SavingLabel>
            </Button>
          ))}
      </Card.Body>
    </Card>
  );
}

function SessionItem(props: { session: DeviceSession; signOutLabel: string; busy: boolean; onEnd: () => void }) {
  const { session, busy } = props;
  // The reader's own clock: "last used 9:14 pm" means their 9:14 pm.
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
        <Button variant="outline-secondary" size="sm" onClick={props.onEnd} disabled={busy}>
          <SavingLabel saving={busy}>{props.signOutLabel}</SavingLabel>
        </Button>
      )}
    </ListGroup.Item>
  );
}
