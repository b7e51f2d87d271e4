import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { ENTRY_TOKEN_HEADER } from '@tribal/contracts';
import { NextFunction, Request, Response } from 'express';
import { digestSecret } from './secrets';

/**
 * The HTTP request a command runs for, so the event store can scope an Idempotency-Key by its caller and bind it
 * to the request without every command passing them on (a command that forgot would leak another's answer).
 */
const currentRequest = new AsyncLocalStorage<Request>();

export function bindRequestScope(request: Request, _response: Response, next: NextFunction): void {
  currentRequest.run(request, next);
}

export interface IdempotencyScope {
  /** who asked: the caller the route resolved, else the entry (its token), else the client address */
  caller: string;
  /** what was asked: method, path, query and body */
  fingerprint: string;
}

/** The caller and request of the command being run; null outside a request (scheduled jobs, the CLI). */
export function idempotencyScope(): IdempotencyScope | null {
  const request = currentRequest.getStore();
  return request ? { caller: callerOf(request), fingerprint: fingerprintOf(request) } : null;
}

/**
 * Runs work that serves many requests at once (a batch of picks) outside any one request's scope: it is nobody's
 * idempotency caller, and its projection time is not one request's.
 */
export function outsideRequestScope<T>(run: () => T): T {
  return currentRequest.exit(run);
}

const projectionMs = new WeakMap<Request, number>();

/**
 * Adds time spent applying projections to the current request's `Server-Timing` header (`projection;dur=…`), so
 * a benchmark or a browser's developer tools can tell the read side's share of a command's answer time.
 */
export function recordProjectionTime(ms: number): void {
  const request = currentRequest.getStore();
  if (!request?.res || request.res.headersSent) return;
  const total = (projectionMs.get(request) ?? 0) + ms;
  projectionMs.set(request, total);
  request.res.setHeader('Server-Timing', `projection;dur=${total.toFixed(1)}`);
}

const callerKeys = new WeakMap<Request, string>();

/**
 * The stable key of the caller a route resolved (`access/caller-resolver.ts`: `admin:…`, `commissioner:…`,
 * `entry:…`), which scopes its Idempotency-Keys; routes that resolve no caller are scoped by entry token or address.
 */
export function rememberCallerKey(request: Request, key: string): void {
  callerKeys.set(request, key);
}

function callerOf(request: Request): string {
  const resolved = callerKeys.get(request);
  if (resolved) return resolved;
  const entryToken = request.header(ENTRY_TOKEN_HEADER);
  if (entryToken) return `entry:${digestSecret(entryToken)}`;
  return `address:${request.ip ?? 'unknown'}`;
}

function fingerprintOf(request: Request): string {
  const files = (request as Request & { file?: { buffer?: Buffer } }).file?.buffer;
  return createHash('sha256')
    .update(`${request.method} ${request.originalUrl}\n`)
    .update(canonicalJson(request.body ?? null))
    .update(files ? createHash('sha256').update(files).digest('hex') : '')
    .digest('hex');
}

/** JSON with object keys sorted, so the same body sent with its keys in another order is the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
