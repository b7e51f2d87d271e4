import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@/lib/api-client';

/**
 * One Idempotency-Key per request a form sends, kept across the reader's own "try again": `apiRequest` re-sends a
 * write with its key for 30 s, and when even that answer is lost, sending the same form again must carry the same
 * key, so the server answers what it answered the first time (a join's entry token) instead of "name taken".
 * A changed request gets a new key; `done` forgets the key once an answer arrived.
 */
export function useWriteKey(): { keyFor: (request: unknown) => string; done: () => void } {
  const last = useRef<{ request: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown) => {
    const text = JSON.stringify(request);
    if (last.current?.request !== text) last.current = { request: text, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
  const done = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, done };
}
