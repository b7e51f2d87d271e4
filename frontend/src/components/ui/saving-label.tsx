import { SAVING_RETRYING_TEXT } from '@tribal/contracts';
import type { ReactNode } from 'react';
import { Spinner } from 'react-bootstrap';
import { useWriteRetrying } from '@/stores/write-retry-store';

/**
 * A save button's content: its label, a spinner while saving, and 'Saving… (retrying)' while the API client
 * re-sends the write through an outage (the usual success message follows once it is saved).
 */
export function SavingLabel({ saving, children }: { saving: boolean; children: ReactNode }) {
  const retrying = useWriteRetrying();
  return (
    <>
      {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {saving && retrying ? SAVING_RETRYING_TEXT : children}
    </>
  );
}
