import type { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { PinoLogger } from 'nestjs-pino';
import type { Level, Logger } from 'pino';
import { acceptableRequestId, REQUEST_ID_HEADER, UNLOGGED_PATHS } from './logs/logging';
import type { Metrics } from './metrics/metrics';

/**
 * nestjs-pino's per-request store: its Logger writes a line with the `logger` of the store it runs in. The module is
 * not among the package's exports, so it is loaded by its file (the same instance nestjs-pino itself loaded).
 */
const { storage } = require(join(dirname(require.resolve('nestjs-pino')), 'storage.js')) as {
  storage: AsyncLocalStorage<{ logger: Logger; responseLogger?: Logger }>;
};

/**
 * Request ids: a random head per process and a counter, in the shape of a UUID (36 characters). Unique across
 * processes and restarts like a random UUID, without asking the random generator on every request. An id names
 * a request in a report; it is no secret.
 */
const ID_HEAD = (() => {
  const hex = randomBytes(10).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-`;
})();
let lastId = 0;
export function newRequestId(): string {
  lastId = lastId >= 0xffffffffffff ? 1 : lastId + 1;
  return ID_HEAD + lastId.toString(16).padStart(12, '0');
}

/** The log level of an answer: a failure is worth a line at `warn` / `error`; a success only at `debug`. */
export function answerLevel(statusCode: number): Level {
  return statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'debug';
}

/**
 * What a request's log lines are written with. The child logger that carries `req` (id, method, path) is made
 * only when a line is written: a successful GET at LOG_LEVEL=info writes none, and so costs none.
 */
class RequestLogs {
  private child?: Logger;
  readonly responseLogger = undefined;
  constructor(
    readonly request: Request,
    readonly startedAt: number,
  ) {}

  get logger(): Logger {
    this.child ??= (PinoLogger.root as Logger).child({ req: this.request });
    return this.child;
  }

  /** PinoLogger.assign() adds fields this way. */
  set logger(logger: Logger) {
    this.child = logger;
  }
}

const OBSERVED = Symbol('request observation');
type ObservedResponse = ServerResponse & { [OBSERVED]?: RequestLogs };
type Observer = { observe(seconds: number): void };

/**
 * The histogram's series of one route (the pattern, never the URL: one series per route, not per league), by
 * method and status, made once each: an answer observes its series without building a label object.
 */
class RouteSeries {
  private readonly byMethodAndStatus = new Map<string, Map<number, Observer>>();
  constructor(
    private readonly metrics: Metrics,
    private readonly route: string,
  ) {}

  of(method: string, status: number): Observer {
    let byStatus = this.byMethodAndStatus.get(method);
    if (!byStatus) {
      byStatus = new Map();
      this.byMethodAndStatus.set(method, byStatus);
    }
    let series = byStatus.get(status);
    if (!series) {
      series = this.metrics.httpDuration.labels(method, this.route, String(status));
      byStatus.set(status, series);
    }
    return series;
  }
}

/**
 * First of all middleware: every request gets an id (the caller's X-Request-Id when acceptable, else a new one),
 * echoed in the answer, and every line logged while it runs carries it; when it is answered, its time goes to
 * `tribal_http_request_duration_seconds` by route and status, and a line is logged at `answerLevel` (so at the
 * default LOG_LEVEL=info only failures write one; health, readiness and scrapes never do). One shared listener per
 * answer, no closure and no child logger per request unless a line is written.
 */
export function observeRequests(metrics: Metrics) {
  const unmatched = new RouteSeries(metrics, 'unmatched');
  const routes = new WeakMap<object, RouteSeries>();

  function answered(this: ObservedResponse): void {
    const logs = this[OBSERVED];
    if (!logs) return;
    const request = logs.request;
    const elapsedMs = performance.now() - logs.startedAt;
    const route = request.route as { path?: string } | undefined;
    let series = unmatched;
    if (route?.path) {
      let known = routes.get(route);
      if (!known) {
        known = new RouteSeries(metrics, `${request.baseUrl}${route.path}`);
        routes.set(route, known);
      }
      series = known;
    }
    series.of(request.method, this.statusCode).observe(elapsedMs / 1000);

    const level = answerLevel(this.statusCode);
    const root = PinoLogger.root as Logger | undefined;
    if (!root?.isLevelEnabled(level) || UNLOGGED_PATHS.has(request.originalUrl.split('?')[0])) return;
    const responseTime = Math.round(elapsedMs);
    if (level === 'error') {
      const err = new Error(`failed with status code ${this.statusCode}`);
      logs.logger.error({ res: this, err, responseTime }, 'request errored');
    } else {
      logs.logger[level]({ res: this, responseTime }, 'request completed');
    }
  }

  return (request: Request, response: Response, next: NextFunction): void => {
    const given = request.headers[REQUEST_ID_HEADER];
    const id = typeof given === 'string' && acceptableRequestId(given) ? given : newRequestId();
    (request as Request & { id: string }).id = id;
    response.setHeader('X-Request-Id', id);
    const logs = new RequestLogs(request, performance.now());
    (response as ObservedResponse)[OBSERVED] = logs;
    response.on('finish', answered);
    storage.run(logs, next);
  };
}
