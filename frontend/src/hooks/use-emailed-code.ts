import { LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage, newIdempotencyKey } from '@/lib/api-client';

export type EmailedCodeState<T> =
  /** the page holds a code and says what it will do; nothing is sent until the reader confirms */
  { status: 'ready' } | { status: 'working' } | { status: 'done'; answer: T } | { status: 'failed'; message: string };

export interface EmailedCode<T> {
  state: EmailedCodeState<T>;
  /** Sends the code (the reader clicked); does nothing unless the state is `ready` or a failure worth another try. */
  confirm: () => void;
}

/**
 * A page opened from an emailed link (`?code=…`). A code works once, so it is sent only when the reader clicks
 * (`confirm`), never on load: a mail scanner that runs the page's JavaScript must not use it up, and a page
 * reloaded or remounted sends nothing twice. On the click the code leaves the address bar and the history
 * (`history.replaceState`). The answer goes to `keep` (the tokens this device stores). Every send of one code
 * carries one Idempotency-Key, so a try again after a lost answer gets the first answer, tokens included.
 * Without a code, or when the code is used or expired, it fails with `goneText` unless the server says more.
 */
export function useEmailedCode<T>(
  send: (code: string, idempotencyKey: string) => Promise<T>,
  keep: (answer: T) => void,
  goneText: string,
  missingText: string = LEAGUE_MANAGER_MESSAGES.missingCode,
): EmailedCode<T> {
  const [params] = useSearchParams();
  // Read once: the address bar loses the code on the click, and the page keeps it in memory until then.
  const [code] = useState(() => params.get('code') ?? '');
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [state, setState] = useState<EmailedCodeState<T>>(
    code ? { status: 'ready' } : { status: 'failed', message: missingText },
  );
  const sending = useRef(false);

  const confirm = useCallback(() => {
    if (!code || sending.current) return;
    sending.current = true;
    forgetCodeInAddressBar();
    setState({ status: 'working' });
    send(code, idempotencyKey).then(
      (answer) => {
        keep(answer);
        setState({ status: 'done', answer });
      },
      (failure: unknown) => {
        sending.current = false;
        setState({ status: 'failed', message: errorMessage(failure, goneText) });
      },
    );
  }, [code, idempotencyKey, send, keep, goneText]);

  return { state, confirm };
}

/** The same page without `code` in its query, in place of the current history entry (no navigation). */
function forgetCodeInAddressBar(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('code')) return;
  url.searchParams.delete('code');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
