import { type ClaimEntryResponse, ENTRY_LINK_MESSAGES } from '@tribal/contracts';
import { Alert, Card } from 'react-bootstrap';
import { ConfirmEmailedLink } from '@/components/ui/confirm-emailed-link';
import { LinkButton } from '@/components/ui/link-button';
import type { EmailedCodeState } from '@/hooks/use-emailed-code';

interface ClaimEntryPanelProps {
  state: EmailedCodeState<ClaimEntryResponse>;
  onConfirm: () => void;
}

/** What the emailed link shows: what it will do, then the entry now installed on this device, or why it did not work. */
export function ClaimEntryPanel({ state, onConfirm }: ClaimEntryPanelProps) {
  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-4">
        {(state.status === 'ready' || state.status === 'working') && (
          <ConfirmEmailedLink
            text={ENTRY_LINK_MESSAGES.confirmSignIn}
            action="Sign In This Device"
            working={state.status === 'working'}
            onConfirm={onConfirm}
          />
        )}
        {state.status === 'failed' && (
          <>
            <Alert variant="warning" role="alert">
              {state.message}
            </Alert>
            <LinkButton to="/join" variant="primary">
              Ask for a new link
            </LinkButton>
          </>
        )}
        {state.status === 'done' && (
          <>
            <Alert variant="success" role="status">
              {ENTRY_LINK_MESSAGES.signedIn(state.answer.userName, state.answer.leagueName)}
            </Alert>
            <p>Draft, swap and make your weekly pick from here, just like on the device you joined with.</p>
            <div className="d-flex flex-column flex-sm-row gap-2">
              <LinkButton to={`/league/${encodeURIComponent(state.answer.leagueId)}`} variant="primary">
                View Standings
              </LinkButton>
              <LinkButton
                to={`/leagues/${encodeURIComponent(state.answer.leagueId)}/elimination-pick`}
                variant="outline-primary"
              >
                Make Your Pick
              </LinkButton>
              <LinkButton to="/draft" variant="outline-primary">
                Go to Draft
              </LinkButton>
            </div>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
