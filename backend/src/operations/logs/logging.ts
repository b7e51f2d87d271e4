import type { Params } from 'nestjs-pino';
import type { DestinationStream, LevelWithSilent } from 'pino';

export const REQUEST_ID_HEADER = 'x-request-id';
const MAX_REQUEST_ID_LENGTH = 128;
const isControlCharacter = (code: number) => code < 0x20 || code === 0x7f;

/** A client's X-Request-Id is kept when it is one short line of text; anything else is replaced, never echoed. */
export function acceptableRequestId(value: string | undefined): value is string {
  if (!value || value.length > MAX_REQUEST_ID_LENGTH) return false;
  for (let i = 0; i < value.length; i++) if (isControlCharacter(value.charCodeAt(i))) return false;
  return true;
}

/** Probes and scrapes, every few seconds from every balancer and Prometheus: not worth a line each. */
export const UNLOGGED_PATHS = new Set(['/api/health', '/api/ready', '/metrics']);

/** Nest's lines while it builds the app (a line per module and route): the start-up banner says what matters. */
const NEST_START_UP_CHATTER = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'WebSocketsController',
  'NestApplication',
]);

/**
 * Headers that grant access, should a line ever carry them (the serializers below log no header at all). No
 * wildcard paths: they made every request's logger slower, and no request body is logged.
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-entry-token"]',
  'res.headers["set-cookie"]',
];

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi;
/** Query values can be secrets (reset and unsubscribe links carry `?token=`): a logged URL keeps only the path. */
const pathOnly = (url: string | undefined) => (url ?? '').split('?')[0];

/** Emails inside free text (a mail error naming its recipient, a message quoting a field) are masked too. */
export function maskEmails(text: string): string {
  return text.replace(EMAIL, '[email]');
}

export interface LoggingOptions {
  /** LOG_LEVEL: pino's levels; `silent` for tests that want quiet */
  level: LevelWithSilent;
  /** LOG_FORMAT=pretty: coloured one-line-per-entry text for a terminal; otherwise JSON lines */
  pretty: boolean;
}

/**
 * nestjs-pino's settings: JSON lines on stdout (or pino-pretty), through pino-http's root logger. The line per
 * request and the request id on every line of a request are `observeRequests`' (request-observation.ts): a
 * successful answer logs at `debug` (a pick rush writes thousands; set LOG_LEVEL=debug to see them), a 4xx at
 * `warn`, a 5xx at `error`.
 */
export function loggingParams(options: LoggingOptions): Params {
  const destination: DestinationStream | undefined = options.pretty
    ? // Loaded only when asked for: a terminal's convenience, not the production path.
      (require('pino-pretty') as (o: object) => DestinationStream)({ colorize: true, singleLine: true })
    : undefined;
  const httpOptions = {
    level: options.level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: { id: string; method: string; url: string; remoteAddress?: string }) => ({
        id: request.id,
        method: request.method,
        url: pathOnly(request.url),
      }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        const context = (args[0] as { context?: unknown } | null)?.context;
        if (typeof context === 'string' && NEST_START_UP_CHATTER.has(context)) return;
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? maskEmails(arg) : arg)),
        );
      },
    },
  };
  return {
    pinoHttp: destination ? [httpOptions, destination] : httpOptions,
    // pino-http only builds the root logger: its middleware (a child logger and three listeners per request, made
    // whether or not a line is written) is replaced by `observeRequests` (request-observation.ts).
    forRoutes: [],
    // Nest's context name (`EventStore`, `HttpError`) as `context`, the way operators grep for it.
    renameContext: 'context',
  } as Params;
}
