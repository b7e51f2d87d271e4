import { type ClaimEntryResponse, ENTRY_LINK_MESSAGES } from '@tribal/contracts';
import { Alert, Card } from 'react-bootstrap';
import { LinkButton } from '@/components/ui/link-button';

type ClaimEntryPanelProps =
  | { status: 'claiming' }
  | { status: 'claimed'; entry: ClaimEntryResponse }
  | { status: 'failed'; message: string };

/** What the emailed link shows: the entry now installed on this device, or why the link did not work. */
export function ClaimEntryPanel(props: ClaimEntryPanelProps) {
  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-4">
        {props.status === 'claiming' && (
          <p role="status" className="mb-0">
            Signing this device in…
          </p>
        )}
        {props.status === 'failed' && (
          <>
            <Alert variant="warning" role="alert">
              {props.message}
            </Alert>
            <LinkButton to="/join" variant="primary">
              Ask for a new link
            </LinkButton>
          </>
        )}
        {props.status === 'claimed' && (
          <>
            <Alert variant="success" role="status">
              {ENTRY_LINK_MESSAGES.signedIn(props.entry.userName, props.entry.leagueName)}
            </Alert>
            <p>Draft, swap and make your weekly pick from here, just like on the device you joined with.</p>
            <div className="d-flex flex-column flex-sm-row gap-2">
              <LinkButton to={`/league/${encodeURIComponent(props.entry.leagueId)}`} variant="primary">
                View Standings
              </LinkButton>
              <LinkButton
                to={`/leagues/${encodeURIComponent(props.entry.leagueId)}/elimination-pick`}
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
