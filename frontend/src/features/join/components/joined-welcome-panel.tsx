import { MEMBER_EMAIL_MESSAGES } from '@tribal/contracts';
import { Alert, Card } from 'react-bootstrap';
import { LinkButton } from '@/components/ui/link-button';
import { canActFor, type SavedUser, useSavedUserStore } from '@/stores/saved-user-store';
import { SignOutOtherDevices } from './sign-out-other-devices';

interface JoinedWelcomePanelProps {
  user: SavedUser;
  /** The server's confirmation right after joining. */
  message?: string | null;
}

export function JoinedWelcomePanel({ user, message }: JoinedWelcomePanelProps) {
  const mayAct = useSavedUserStore((state) => canActFor(state, user));
  return (
    <Card className="tp-card tp-welcome-panel shadow-sm">
      <Card.Body className="p-4">
        {message && (
          <Alert variant="success" role="status">
            {message}
          </Alert>
        )}
        {message && (
          // Issue 33: league mail waits until the member opens the link mailed to the address they gave.
          <Alert variant="info" role="note" className="small" data-testid="confirm-email-notice">
            {MEMBER_EMAIL_MESSAGES.confirmToGetMail(user.email)}
          </Alert>
        )}
        <h2 className="h4">Welcome to the island, {user.userName}!</h2>
        <p className="text-secondary">
          You&apos;re in. Draft your three castaways before the deadline, then follow the standings every week.
        </p>
        {message && user.entryToken && (
          <p className="small">
            Your entry token is <code className="tp-token">{user.entryToken}</code>. Keep it somewhere safe: it lets you
            draft and make picks from another device.
          </p>
        )}
        {!mayAct && (
          <p className="small text-secondary">
            This browser can view this entry but not change it. To draft and pick here, ask for a sign-in link under
            &ldquo;Already joined?&rdquo; and open it on this device.
          </p>
        )}
        <div className="d-flex flex-column flex-sm-row gap-2">
          <LinkButton to={`/league/${encodeURIComponent(user.leagueId)}`} variant="primary">
            View Standings
          </LinkButton>
          <LinkButton to="/draft" variant="outline-primary">
            Go to Draft
          </LinkButton>
        </div>
        {user.entryToken && <SignOutOtherDevices user={{ ...user, entryToken: user.entryToken }} />}
      </Card.Body>
    </Card>
  );
}
