/**
 * Whether an error means the database or Redis could not be reached (not a bug, not bad input): the request
 * answers 503 with Retry-After, saying the change was not saved, and the client may send it again.
 */

/** Node socket errors that mean the peer is away. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * PostgreSQL SQLSTATEs of a server that is going away or not yet back: class 08 (connection exception),
 * 57P01–57P03 (admin / crash shutdown, cannot connect now), 53300 (too many connections).
 */
const POSTGRES_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;

/** Texts of pg, pg-pool and ioredis for a connection that failed or is gone (they carry no code). */
const CONNECTION_TEXTS = [
  /Connection terminated/i, // pg: the server closed the connection (shutdown, crash)
  /timeout exceeded when trying to connect/i, // pg-pool: no connection within connectionTimeoutMillis
  /Client has encountered a connection error/i, // pg: reuse of a broken client
  /Connection is closed/i, // ioredis
  /Stream isn't writeable/i, // ioredis with enableOfflineQueue: false
  /Reached the max retries per request limit/i, // ioredis MaxRetriesPerRequestError
  /the database system is (shutting down|starting up|in recovery mode)/i,
];

function looksUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; message?: unknown; name?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code)) return true;
  if (e.name === 'MaxRetriesPerRequestError') return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return CONNECTION_TEXTS.some((text) => text.test(message));
}

/** Looks through TypeORM's `driverError`, `cause` chains and AggregateErrors (a pool that tried every address). */
export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || !error || typeof error !== 'object') return false;
  if (looksUnavailable(error)) return true;
  const e = error as { driverError?: unknown; cause?: unknown; errors?: unknown };
  if (isDependencyUnavailable(e.driverError, depth + 1) || isDependencyUnavailable(e.cause, depth + 1)) return true;
  return Array.isArray(e.errors) && e.errors.some((inner) => isDependencyUnavailable(inner, depth + 1));
}

/** Seconds a client should wait before sending the request again. */
export const RETRY_AFTER_SECONDS = 2;
