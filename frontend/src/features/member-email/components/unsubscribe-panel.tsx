import { MEMBER_EMAIL_MESSAGES, type OneClickUnsubscribeResponse } from '@tribal/contracts';
import { Alert, Button, Card } from 'react-bootstrap';
import { LinkButton } from '@/components/ui/link-button';
import type { SendOnClickState } from '../hooks/use-send-on-click';

interface UnsubscribePanelProps {
  state: SendOnClickState<OneClickUnsubscribeResponse>;
  onUnsubscribe: () => void;
}

/** A league mail's unsubscribe link opened in a browser: one button, then what it stopped. */
export function UnsubscribePanel({ state, onUnsubscribe }: UnsubscribePanelProps) {
  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-4">
        {(state.status === 'ready' || state.status === 'working') && (
          <>
            <p>{MEMBER_EMAIL_MESSAGES.unsubscribeIntro}</p>
            <Button variant="primary" onClick={onUnsubscribe} disabled={state.status === 'working'}>
              {state.status === 'working' ? 'Unsubscribing…' : MEMBER_EMAIL_MESSAGES.unsubscribeButton}
            </Button>
          </>
        )}
        {state.status === 'failed' && (
          <Alert variant="warning" role="alert" className="mb-0">
            {state.message}
          </Alert>
        )}
        {state.status === 'done' && (
          <>
            <Alert variant="success" role="status">
              {state.answer.message}
            </Alert>
            <LinkButton to="/" variant="outline-primary">
              Go to Tribal Pool
            </LinkButton>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
