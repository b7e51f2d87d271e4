import { type ClaimEntryResponse, ENTRY_LINK_MESSAGES } from '@tribal/contracts';
import { Alert } from 'react-bootstrap';
import { EmailedLinkLanding } from '@/components/emailed-link-landing';
import { LinkButton } from '@/components/ui/link-button';
import type { EmailedCodeState } from '@/hooks/use-emailed-code';

interface ClaimEntryPanelProps {
  state: EmailedCodeState<ClaimEntryResponse>;
  onConfirm: () => void;
}

/** What the emailed link shows: what it will do, then the entry now installed on this device, or why it did not work. */
export function ClaimEntryPanel({ state, onConfirm }: ClaimEntryPanelProps) {
  return (
    <EmailedLinkLanding
      state={state}
      onConfirm={onConfirm}
      confirmText={ENTRY_LINK_MESSAGES.confirmSignIn}
      action="Sign In This Device"
      whenFailed={
        <LinkButton to="/join" variant="primary">
          Ask for a new link
        </LinkButton>
      }
      whenDone={(entry) => (
        <>
          <Alert variant="success" role="status">
            {ENTRY_LINK_MESSAGES.signedIn(entry.userName, entry.leagueName)}
          </Alert>
          <p>Draft, swap and make your weekly pick from here, just like on the device you joined with.</p>
          <div className="d-flex flex-column flex-sm-row gap-2">
            <LinkButton to={`/league/${encodeURIComponent(entry.leagueId)}`} variant="primary">
              View Standings
            </LinkButton>
            <LinkButton
              to={`/leagues/${encodeURIComponent(entry.leagueId)}/elimination-pick`}
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
    />
  );
}
