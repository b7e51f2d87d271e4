import { CHAT_MAX_LENGTH, CHAT_MESSAGES, ChatPostSchema } from '@tribal/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { errorMessage } from '@/lib/api-client';

/** The counter shows from here on: room for about a line more. */
const NEAR_THE_LIMIT = CHAT_MAX_LENGTH - 60;
const SEND_FAILED = 'Your message was not sent. Check your connection and try again.';

interface ChatComposerProps {
  send(text: string): Promise<void>;
}

/**
 * Where a message is typed, at the bottom of the chat within the thumb's reach: Enter sends (a message is one
 * line: the server refuses line breaks). The contract's check runs first; a refusal (too fast, muted) shows the
 * server's words and keeps what was typed.
 */
export function ChatComposer({ send }: ChatComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const counterId = useId();
  const left = CHAT_MAX_LENGTH - text.length;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = ChatPostSchema.safeParse({ text });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? CHAT_MESSAGES.empty);
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await send(text);
      setText('');
    } catch (error) {
      setProblem(errorMessage(error, SEND_FAILED));
    } finally {
      setSending(false);
    }
  }

  return (
    <Form className="tp-chat-composer" noValidate onSubmit={submit} aria-label="Send a message">
      {problem && (
        <Alert variant="danger" className="py-2 px-3 small mb-2" role="alert">
          {problem}
        </Alert>
      )}
      <div className="d-flex gap-2">
        <Form.Control
          type="text"
          value={text}
          maxLength={CHAT_MAX_LENGTH}
          placeholder="Message your league"
          aria-label="Message"
          aria-describedby={text.length >= NEAR_THE_LIMIT ? counterId : undefined}
          autoComplete="off"
          enterKeyHint="send"
          onChange={(event) => {
            setText(event.target.value);
            if (problem) setProblem(null);
          }}
        />
        <Button type="submit" variant="primary" disabled={sending} className="px-3">
          {sending ? 'Sending…' : 'Send'}
        </Button>
      </div>
      {text.length >= NEAR_THE_LIMIT && (
        <div id={counterId} className={`tp-chat-counter mt-1${left <= 20 ? ' is-near' : ''}`} aria-live="polite">
          {left === 1 ? '1 character left' : `${left} characters left`}
        </div>
      )}
    </Form>
  );
}
