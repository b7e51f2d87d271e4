import { ENTRY_TOKEN_HEADER, IDEMPOTENCY_KEY_HEADER } from '@tribal/contracts';

/** A failed call: the HTTP status and, when the server sent one, its `message` (spec §7: shown when present). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly fieldErrors: ReadonlyArray<{ field: string; message: string }> = [],
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
  /** Sent as Idempotency-Key: a retried command answers its first result instead of running twice. */
  idempotencyKey?: string;
  /** Sent as If-Match: the version the caller loaded (the server answers 409 when it has moved on). */
  ifMatch?: string | number;
  signal?: AbortSignal;
  /** The browser's HTTP cache mode: `no-cache` revalidates an answer a server let it keep for a while. */
  cache?: RequestCache;
}

/** The one fetch wrapper: same-origin cookies (admin session), JSON in and out, `{message}` errors as ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
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
    throw new ApiError(response.status, message, errors);
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
