import { Button } from 'react-bootstrap';
import { SavingLabel } from './saving-label';

interface ConfirmEmailedLinkProps {
  /** what the link will do, said before anything is sent */
  text: string;
  /** the button's label: the action itself ("Activate League") */
  action: string;
  working: boolean;
  onConfirm: () => void;
}

/**
 * The step every emailed link's page starts with (review 2026-11-26 N9): the link works once, so the page says
 * what it will do and sends the code only on the reader's click, never on load (a mail scanner opens links too).
 */
export function ConfirmEmailedLink({ text, action, working, onConfirm }: ConfirmEmailedLinkProps) {
  return (
    <>
      <p>{text}</p>
      <Button variant="primary" onClick={onConfirm} disabled={working}>
        <SavingLabel saving={working}>{action}</SavingLabel>
      </Button>
    </>
  );
}
