import { type ConfirmEmailResponse, MEMBER_EMAIL_MESSAGES } from '@tribal/contracts';
import { Alert, Button, Card } from 'react-bootstrap';
import { LinkButton } from '@/components/ui/link-button';
import type { SendOnClickState } from '../hooks/use-send-on-click';

interface ConfirmEmailPanelProps {
  state: SendOnClickState<ConfirmEmailResponse>;
  onConfirm: () => void;
}

/** The mailed confirmation link: says what the click does, confirms on the click, then says how it went. */
export function ConfirmEmailPanel({ state, onConfirm }: ConfirmEmailPanelProps) {
  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-4">
        {(state.status === 'ready' || state.status === 'working') && (
          <>
            <p>{MEMBER_EMAIL_MESSAGES.confirmIntro}</p>
            <Button variant="primary" onClick={onConfirm} disabled={state.status === 'working'}>
              {state.status === 'working' ? 'Confirming…' : MEMBER_EMAIL_MESSAGES.confirmButton}
            </Button>
          </>
        )}
        {state.status === 'failed' && (
          <>
            <Alert variant="warning" role="alert">
              {state.message}
            </Alert>
            <LinkButton to="/join" variant="primary">
              Ask for a sign-in link
            </LinkButton>
          </>
        )}
        {state.status === 'done' && (
          <>
            <Alert variant="success" role="status">
              {state.answer.message}
            </Alert>
            <LinkButton to="/" variant="primary">
              Go to Tribal Pool
            </LinkButton>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
