/**
 * A refusal the user should read: the message is the spec's text where it has one. One exception filter
 * maps it to the HTTP answer `{ message }` with this status.
 */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 451,
    message: string,
    readonly errors?: Array<{ field: string; message: string }>,
    /** more fields of the answer, e.g. the current version with a 409 for a stale If-Match */
    readonly details?: Record<string, unknown>,
    /** a 429's wait, answered as the `Retry-After` header (seconds) */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new DomainError(400, message, field ? [{ field, message }] : undefined);
export const unauthorized = (message: string) => new DomainError(401, message);
export const forbidden = (message: string) => new DomainError(403, message);
export const notFound = (message: string) => new DomainError(404, message);
export const conflict = (message: string) => new DomainError(409, message);
/** 429 with `Retry-After`: the client may try again in this many seconds. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new DomainError(429, message, undefined, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));

/**
 * Runs `decide` and answers its refusal (a DomainError) as a value instead of throwing it: for work that decides many
 * requests at once, where one request's refusal must not fail the others. Any other error still throws.
 */
export function refusalOr<T>(decide: () => T): T | DomainError {
  try {
    return decide();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}
