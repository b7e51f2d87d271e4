import { z } from 'zod';

/** Every failure answers this body (DEVELOPERS.md: a clear 4xx with a `message`). */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const SeasonSchema = z.coerce
  .number({ message: 'season must be 49 or 50' })
  .int()
  .refine((n) => n === 49 || n === 50, 'season must be 49 or 50');

/** A required text field: trimmed, non-empty, bounded so nobody stores a novel in a name. */
export const requiredText = (message: string, max = 200) => z.string({ message }).trim().min(1, message).max(max);

/** Header that carries an entry's secret; every change to an entry must carry it. */
export const ENTRY_TOKEN_HEADER = 'x-entry-token';
/** Header for a client's command id: repeating it returns the first answer and appends nothing. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Text PostgreSQL cannot store (NUL, lone UTF-16 surrogates): refused with this message wherever it appears. */
export const UNSTORABLE_TEXT_MESSAGE = 'The request contains characters that cannot be stored (such as a NUL byte).';
/** 422: the Idempotency-Key was first sent with another request; a retry must repeat the request unchanged. */
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request. Send a new key for a new request.';

/**
 * 503 while the database or Redis cannot be reached: nothing was stored, and the same request (with the same
 * Idempotency-Key) may be sent again after `Retry-After` seconds. The web app does so for the user.
 */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The server cannot reach its database or Redis right now, so your change was not saved. Please try again in a moment.';
/** The web app's save buttons while it re-sends a write that met a 503 or no answer at all. */
export const SAVING_RETRYING_TEXT = 'Saving… (retrying)';
