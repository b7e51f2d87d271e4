import { useId, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';

interface EntryTokenNoticeProps {
  /** What the member wants to do: 'draft', 'swap'. */
  action: string;
  onToken: (token: string) => void;
}

/**
 * Shown when this browser found the entry by email: it can view the entry, but changes need the entry token
 * that joining gave to the browser that joined. The member can paste it here.
 */
export function EntryTokenNotice({ action, onToken }: EntryTokenNoticeProps) {
  const inputId = useId();
  const [token, setToken] = useState('');
  return (
    <Alert variant="warning" className="tp-token-notice">
      <p className="fw-semibold mb-1">This browser can view your entry but not change it.</p>
      <p className="small mb-2">
        You found this entry by email. To {action}, use the browser you joined with, or paste the entry token you were
        shown when you joined.
      </p>
      <Form
        className="d-flex flex-column flex-sm-row gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (token.trim()) onToken(token.trim());
        }}
      >
        <Form.Label htmlFor={inputId} className="visually-hidden">
          Entry token
        </Form.Label>
        <Form.Control
          id={inputId}
          size="sm"
          placeholder="Entry token"
          value={token}
          onChange={(event) => setToken(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" size="sm" variant="dark" disabled={!token.trim()}>
          Use token
        </Button>
      </Form>
    </Alert>
  );
}
