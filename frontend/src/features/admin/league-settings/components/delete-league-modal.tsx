import { LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
import { useState } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { LEAGUE_SETTINGS_MESSAGES } from '../league-settings-messages';

interface DeleteLeagueModalProps {
  leagueName: string;
  show: boolean;
  deleting: boolean;
  onCancel: () => void;
  /** the typed name, when the caller must type the league's name to confirm (a commissioner) */
  onConfirm: (typedName?: string) => void;
  askForName?: boolean;
}

export function DeleteLeagueModal({
  leagueName,
  show,
  deleting,
  onCancel,
  onConfirm,
  askForName = false,
}: DeleteLeagueModalProps) {
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === leagueName.trim().toLowerCase();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="delete-league-title">
      <Modal.Header closeButton>
        <Modal.Title id="delete-league-title">Delete League</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className={askForName ? undefined : 'mb-0'}>{LEAGUE_SETTINGS_MESSAGES.deleteConfirm(leagueName)}</p>
        {askForName && (
          <Form.Group controlId="delete-league-name">
            <Form.Label>Type the league's name to confirm</Form.Label>
            <Form.Control value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
            <Form.Text>{LEAGUE_MANAGER_MESSAGES.confirmNameToDelete}</Form.Text>
          </Form.Group>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button
          variant="danger"
          onClick={() => onConfirm(askForName ? typed : undefined)}
          disabled={deleting || (askForName && !matches)}
        >
          {deleting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Yes, Delete
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
