/**
 * A start-up failure the user can fix: the message is one short paragraph naming the cause and the fix, printed
 * as is (no stack trace: nothing in it would help them) before the process exits with a non-zero code.
 */
export class StartUpError extends Error {
  constructor(cause: string, fix: string) {
    super(`${cause} ${fix}`);
    this.name = 'StartUpError';
  }
}

/** The Node error code (`EACCES`, `ECONNREFUSED`, …) of an unknown error, if any. */
export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Prints the way a start-up failed: a StartUpError's paragraph alone; anything else is a bug, stack and all. */
export function reportStartUpFailure(what: string, error: unknown): void {
  if (error instanceof StartUpError) console.error(`${what} could not start. ${error.message}`);
  else console.error(`${what} failed to start (this is a bug; please report it with the lines below):`, error);
}
