import { LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/lib/api-client';

export type EmailedCodeState<T> =
  | { status: 'working' }
  | { status: 'done'; answer: T }
  | { status: 'failed'; message: string };

/**
 * A page opened from an emailed link (`?code=…`): sends the code once (`send` comes from `onceByCode`), hands the
 * answer to `keep` (the tokens this device stores), and says how it went; without a code, or when the code is used
 * or expired, it fails with `goneText` unless the server says more.
 */
export function useEmailedCode<T>(
  send: (code: string) => Promise<T>,
  keep: (answer: T) => void,
  goneText: string,
): EmailedCodeState<T> {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [state, setState] = useState<EmailedCodeState<T>>(
    code ? { status: 'working' } : { status: 'failed', message: LEAGUE_MANAGER_MESSAGES.missingCode },
  );

  useEffect(() => {
    if (!code) return;
    let current = true;
    send(code).then(
      (answer) => {
        keep(answer);
        if (current) setState({ status: 'done', answer });
      },
      (failure: unknown) => {
        if (current) setState({ status: 'failed', message: errorMessage(failure, goneText) });
      },
    );
    return () => {
      current = false;
    };
  }, [code, send, keep, goneText]);

  return state;
}
