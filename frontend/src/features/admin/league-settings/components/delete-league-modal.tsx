import { Button, Modal, Spinner } from 'react-bootstrap';
import { LEAGUE_SETTINGS_MESSAGES } from '../league-settings-messages';

interface DeleteLeagueModalProps {
  leagueName: string;
  show: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteLeagueModal({ leagueName, show, deleting, onCancel, onConfirm }: DeleteLeagueModalProps) {
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="delete-league-title">
      <Modal.Header closeButton>
        <Modal.Title id="delete-league-title">Delete League</Modal.Title>
      </Modal.Header>
      <Modal.Body>{LEAGUE_SETTINGS_MESSAGES.deleteConfirm(leagueName)}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={deleting}>
          {deleting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Yes, Delete
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
