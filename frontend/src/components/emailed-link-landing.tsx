import type { ReactNode } from 'react';
import { Alert, Card } from 'react-bootstrap';
import type { EmailedCodeState } from '@/hooks/use-emailed-code';
import { ConfirmEmailedLink } from './ui/confirm-emailed-link';

interface EmailedLinkLandingProps<T> {
  state: EmailedCodeState<T>;
  onConfirm: () => void;
  /** what the link will do, said before anything is sent */
  confirmText: string;
  /** the button's label: the action itself ("Activate League") */
  action: string;
  /** where to go when the link did not work (under the reason): ask for a new link */
  whenFailed: ReactNode;
  /** what the reader sees once it worked: the success status and where to go next */
  whenDone: (answer: T) => ReactNode;
}

/**
 * The page an emailed link opens (a member's sign-in, the commissioner's sign-in, a league's activation): it says
 * what it will do and waits for the reader's click (a mail scanner opens links too), then shows what happened.
 */
export function EmailedLinkLanding<T>(props: EmailedLinkLandingProps<T>) {
  const { state, onConfirm, confirmText, action, whenFailed, whenDone } = props;
  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-4">
        {(state.status === 'ready' || state.status === 'working') && (
          <ConfirmEmailedLink
            text={confirmText}
            action={action}
            working={state.status === 'working'}
            onConfirm={onConfirm}
          />
        )}
        {state.status === 'failed' && (
          <>
            <Alert variant="warning" role="alert">
              {state.message}
            </Alert>
            {whenFailed}
          </>
        )}
        {state.status === 'done' && whenDone(state.answer)}
      </Card.Body>
    </Card>
  );
}
