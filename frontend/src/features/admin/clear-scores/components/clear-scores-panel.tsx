import { listSeasonNumbers, SCORE_MESSAGES } from '@tribal/contracts';
import { useState } from 'react';
import { Button, Card, Modal, Spinner } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { useSave } from '@/hooks/use-save';
import { useSeasons } from '@/hooks/use-seasons';
import { clearScores } from '../api/clear-scores';

const CLEAR_CONFIRM = 'Are you sure you want to clear ALL scores? Standings return to zero.';

export function ClearScoresPanel() {
  const [confirming, setConfirming] = useState(false);
  const { saving: clearing, notice, save } = useSave();
  const numbers = (useSeasons().seasons ?? []).map((s) => s.number).sort((a, b) => a - b);
  const seasonList =
    numbers.length > 0 ? ` (${numbers.length === 1 ? 'season' : 'seasons'} ${listSeasonNumbers(numbers)})` : '';

  async function clear() {
    await save(clearScores, {
      success: (answer) => answer?.message || SCORE_MESSAGES.cleared,
      failure: SCORE_MESSAGES.failedToClear,
    });
    setConfirming(false);
  }

  return (
    <Card className="tp-card shadow-sm tp-narrow">
      <Card.Body className="p-4">
        <NoticeAlert notice={notice} />
        <h2 className="h5">Start the scoring over</h2>
        <p>
          This clears every episode&apos;s scores of every season{seasonList}. Every league&apos;s standings return to
          zero; drafts, swaps, elimination picks and castaway inventories stay as they are.
        </p>
        <p className="small text-secondary">
          Use it before a season starts or after test entries. The change is recorded, but it cannot be undone from this
          page: you would have to enter the scores again.
        </p>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Clear All Scores
        </Button>
      </Card.Body>
      <Modal show={confirming} onHide={() => setConfirming(false)} centered aria-labelledby="clear-scores-title">
        <Modal.Header closeButton>
          <Modal.Title id="clear-scores-title">Clear Scores</Modal.Title>
        </Modal.Header>
        <Modal.Body>{CLEAR_CONFIRM}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setConfirming(false)} disabled={clearing}>
            Cancel
          </Button>
          <Button variant="danger" onClick={clear} disabled={clearing}>
            {clearing && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Yes, Clear Scores
          </Button>
        </Modal.Footer>
      </Modal>
    </Card>
  );
}
