import { z } from 'zod';

/** Every failure answers this body (DEVELOPERS.md: a clear 4xx with a `message`). */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

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
