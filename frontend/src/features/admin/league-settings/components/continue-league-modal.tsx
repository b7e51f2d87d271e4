import { CONTINUE_LEAGUE_MESSAGES } from '@tribal/contracts';
import { Button, Modal, Spinner } from 'react-bootstrap';

interface ContinueLeagueModalProps {
  leagueName: string;
  season: number;
  show: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Confirms carrying a league on into the next season: what it keeps, what starts over, who is emailed. */
export function ContinueLeagueModal({ leagueName, season, show, busy, onCancel, onConfirm }: ContinueLeagueModalProps) {
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="continue-league-title">
      <Modal.Header closeButton>
        <Modal.Title id="continue-league-title">{CONTINUE_LEAGUE_MESSAGES.button(season)}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          {leagueName} keeps its name, commissioner, tribes and payment settings and starts season {season} with no
          members and no drafts. Every member of this season gets an email with a link to rejoin in one tap.
        </p>
        <p className="mb-0 small text-secondary">This season&apos;s standings stay readable under the season picker.</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={busy}>
          {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {CONTINUE_LEAGUE_MESSAGES.button(season)}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
