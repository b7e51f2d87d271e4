import { PASSKEY_MESSAGES } from '@tribal/contracts';
import { errorMessage } from '@/lib/api-client';

/**
 * What to tell the person when a passkey ceremony fails: the server's reason (a response it could not verify, a
 * used request), or, when the browser's prompt was dismissed or timed out (`NotAllowedError`), that no passkey was
 * used, which is no fault of theirs.
 */
export function passkeyFailure(caught: unknown, fallback: string): string {
  if (caught instanceof Error && (caught.name === 'NotAllowedError' || caught.name === 'AbortError'))
    return PASSKEY_MESSAGES.cancelled;
  return errorMessage(caught, fallback);
}
