import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/lib/api-client';

export type SendOnClickState<T> =
  | { status: 'ready' }
  | { status: 'working' }
  | { status: 'done'; answer: T }
  | { status: 'failed'; message: string };

/**
 * A page opened from a mailed link (`?code=…`, `?token=…`) that does something only when the person clicks: mail
 * scanners open links, some run their scripts, and must not spend a single-use code or unsubscribe anyone. The
 * value is read once when the page opens; with `forget` it leaves the address bar (and the history) once sent, so
 * it is not kept in the browser's history or shown over a shoulder.
 */
export function useSendOnClick<T>(
  param: string,
  send: (value: string) => Promise<T>,
  texts: { missing: string; failed: string },
  options: { forget?: boolean } = {},
): { state: SendOnClickState<T>; click: () => void } {
  const [params] = useSearchParams();
  const [value] = useState(() => params.get(param) ?? '');
  const [state, setState] = useState<SendOnClickState<T>>(
    value ? { status: 'ready' } : { status: 'failed', message: texts.missing },
  );
  const sent = useRef(false);

  const click = useCallback(() => {
    if (!value || sent.current) return;
    sent.current = true;
    setState({ status: 'working' });
    send(value).then(
      (answer) => {
        if (options.forget) forgetParam(param);
        setState({ status: 'done', answer });
      },
      (failure: unknown) => {
        if (options.forget) forgetParam(param);
        setState({ status: 'failed', message: errorMessage(failure, texts.failed) });
      },
    );
  }, [value, send, param, texts.failed, options.forget]);

  return { state, click };
}

/** Drops `?param=` from the address bar, keeping the router's own history state. */
function forgetParam(param: string): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(param);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
