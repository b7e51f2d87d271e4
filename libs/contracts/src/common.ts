import { z } from 'zod';

/** Every failure answers this body (DEVELOPERS.md: a clear 4xx with a `message`). */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

/** Most changes answer a sentence for the user (and some say more in other fields). */
export const MessageResponseSchema = z.looseObject({ message: z.string() });

/** A required text field: trimmed, non-empty, bounded so nobody stores a novel in a name. */
export const requiredText = /* @__NO_SIDE_EFFECTS__ */ (message: string, max = 200) =>
  z.string({ message }).trim().min(1, message).max(max);

/**
 * 400 for a name holding a control character: Unicode category Cc (C0 and C1, so also CR, LF and TAB), the line and
 * paragraph separators (Zl, Zp: a line break to many mail readers) and the bidi embedding, override and isolate
 * controls (U+202A-U+202E, U+2066-U+2069), which make a name read backwards or reorder the text after it.
 */
export const NAME_CONTROL_CHARACTERS_MESSAGE = 'Names cannot contain line breaks, tabs or other control characters.';
const CONTROL_CHARACTER = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;

/**
 * Every name field (member, survivor, real, commissioner, league, castaway, tribe, reporter): trimmed, bounded, and
 * free of control characters. Names end up in mail bodies and in lists read line by line: a line break in one
 * would forge a line there ("Eve\r\nClient: 192.0.2.99" above the real Client line of a problem report), and a
 * tab or a C1 control has no business in a name either. `optional`: may be empty (a bulk row's tribe).
 */
export const nameText = /* @__NO_SIDE_EFFECTS__ */ (message: string, max = 200, options: { optional?: boolean } = {}) =>
  (options.optional ? z.string({ message }).trim().max(max, message) : requiredText(message, max)).refine(
    (name) => !CONTROL_CHARACTER.test(name),
    NAME_CONTROL_CHARACTERS_MESSAGE,
  );

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
