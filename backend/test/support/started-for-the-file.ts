import { afterAll, beforeAll } from 'vitest';

/**
 * Something a test file starts in `beforeAll` and closes in `afterAll` (a test app, an SMTP server). The answer
 * reads it in tests, hooks registered later, and option functions; read earlier, it says so.
 */
export function startedForTheFile<T extends { close(): Promise<void> }>(
  what: string,
  start: () => Promise<T>,
): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(() => started?.close());
  return () => {
    if (!started) throw new Error(`${what} is read before its beforeAll started it`);
    return started;
  };
}
