import { SAVING_RETRYING_TEXT } from '@tribal/contracts';
import { Spinner } from 'react-bootstrap';
import { useWriteRetrying } from '@/stores/write-retry-store';
import './write-retrying-notice.css';

/**
 * On every screen: while a write is being re-sent through an outage, a small bar says so, whichever form sent it
 * (the form's own save button says it too where it uses SavingLabel).
 */
export function WriteRetryingNotice() {
  const retrying = useWriteRetrying();
  if (!retrying) return null;
  return (
    <div className="tp-write-retrying shadow" role="status" aria-live="polite">
      <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      {SAVING_RETRYING_TEXT}
    </div>
  );
}
