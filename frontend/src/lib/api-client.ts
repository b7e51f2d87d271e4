import { ENTRY_TOKEN_HEADER, IDEMPOTENCY_KEY_HEADER } from '@tribal/contracts';
import { useWriteRetryStore } from '../stores/write-retry-store';

/** A failed call: the HTTP status and, when the server sent one, its `message` (spec §7: shown when present). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly fieldErrors: ReadonlyArray<{ field: string; message: string }> = [],
    /** the server's Retry-After, in seconds (sent with 503) */
    readonly retryAfterSeconds?: number,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData is sent as multipart/form-data (the browser sets the boundary). */
  body?: unknown;
  /** Sent as `Authorization: Bearer`: a commissioner's session on the pages that manage their league. */
  bearerToken?: string;
  /** Sent as X-Entry-Token on calls that change an entry. */
  entryToken?: string;
  /**
   * Sent as Idempotency-Key: a retried command answers its first result instead of running twice. Every write
   * carries one (made here when the caller has none), so it can be re-sent safely.
   */
  idempotencyKey?: string;
  /** Sent as If-Match: the version the caller loaded (the server answers 409 when it has moved on). */
  ifMatch?: string | number;
  signal?: AbortSignal;
  /** The browser's HTTP cache mode: `no-cache` revalidates an answer a server let it keep for a while. */
  cache?: RequestCache;
}

/**
 * A random key for one write. `crypto.randomUUID` exists only on HTTPS or localhost; the app may be opened over
 * plain HTTP on a home network, where `getRandomValues` still works.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** How long a write keeps being re-sent while the server cannot save it. */
export const WRITE_RETRY_WINDOW_MS = 30_000;
const FIRST_RETRY_DELAY_MS = 250;
const MAX_RETRY_DELAY_MS = 4_000;

/**
 * Answers that mean "not saved, send it again": the app's 503 (database or Redis out of reach), a proxy's 502
 * or 504, or no answer at all (status 0). Anything else is the server's decision and is final.
 */
function worthRetrying(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504)
  );
}

/**
 * The one fetch wrapper: same-origin cookies (admin session), JSON in and out, `{message}` errors as ApiError.
 * A write (any method but GET) that meets an outage is re-sent with the same Idempotency-Key, with growing
 * pauses (Retry-After when the server names one), for up to 30 s: the server applies it once however many
 * times it arrives. Meanwhile the write-retry store tells the screens to say 'Saving… (retrying)'.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  if (method === 'GET') return sendOnce<T>(path, options);
  const write = { ...options, idempotencyKey: options.idempotencyKey ?? newIdempotencyKey() };
  const giveUpAt = Date.now() + WRITE_RETRY_WINDOW_MS;
  let delay = FIRST_RETRY_DELAY_MS;
  let retrying = false;
  try {
    for (;;) {
      try {
        return await sendOnce<T>(path, write);
      } catch (error) {
        if (!worthRetrying(error) || Date.now() + delay > giveUpAt || options.signal?.aborted) throw error;
        if (!retrying) {
          retrying = true;
          useWriteRetryStore.getState().begin();
        }
        const retryAfterMs = ((error as ApiError).retryAfterSeconds ?? 0) * 1000;
        const pause = Math.min(Math.max(delay, retryAfterMs), giveUpAt - Date.now());
        await new Promise((resolve) => setTimeout(resolve, pause));
        delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS);
      }
    }
  } finally {
    if (retrying) useWriteRetryStore.getState().end();
  }
}

async function sendOnce<T>(path: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (options.entryToken) headers[ENTRY_TOKEN_HEADER] = options.entryToken;
  if (options.bearerToken) headers.Authorization = `Bearer ${options.bearerToken}`;
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  if (options.ifMatch !== undefined) headers['If-Match'] = String(options.ifMatch);

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: multipart ? (options.body as FormData) : jsonBody(options.body),
      credentials: 'same-origin',
      signal: options.signal,
      cache: options.cache,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Network down or server unreachable: no status, no message, so callers fall back to the spec's text.
    throw new ApiError(0, undefined);
  }

  const body = await readJson(response);
  if (!response.ok) {
    const { message, errors } = asErrorBody(body);
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new ApiError(response.status, message, errors, Number.isFinite(retryAfter) ? retryAfter : undefined);
  }
  return body as T;
}

function jsonBody(body: unknown): string | undefined {
  return body === undefined ? undefined : JSON.stringify(body);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function asErrorBody(body: unknown): { message?: string; errors?: Array<{ field: string; message: string }> } {
  if (typeof body !== 'object' || body === null) return {};
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  return {
    message: typeof message === 'string' && message ? message : undefined,
    errors: Array.isArray(errors) ? errors : undefined,
  };
}

/** The text to show for a failure: the server's message when it sent one, else the spec's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
