import { PipeTransform } from '@nestjs/common';
import { UNSTORABLE_TEXT_MESSAGE } from '@tribal/contracts';
import { NextFunction, Request, Response } from 'express';
import { badRequest } from './domain-error';

/**
 * PostgreSQL stores neither NUL (text and jsonb refuse it) nor a lone UTF-16 surrogate (jsonb refuses its escape):
 * such text reaching a query was a 500. It is refused at the door with a 400 instead, wherever it appears.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** JSON-like data only: never a request, a socket or another object graph that a handler may also receive. */
function isPlainData(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The first place in a value (object keys included) holding unstorable text, e.g. `body.userName`; null if none. */
export function findUnstorableText(value: unknown, at: string, depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : at;
  if (depth > 32 || !isPlainData(value)) return null;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (!isStorableText(key)) return `${at}.${key.replace(/[^\x20-\x7e]/g, '?')}`;
    const found = findUnstorableText(inner, `${at}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

function refusal(field: string) {
  return badRequest(UNSTORABLE_TEXT_MESSAGE, field);
}

/** The text a URL part stands for; null when its escapes are not UTF-8 (e.g. a lone surrogate's raw bytes). */
function decodedUrlPart(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function urlPartIsStorable(part: string): boolean {
  const text = decodedUrlPart(part);
  return text !== null && isStorableText(text);
}

/** Express middleware after the body parsers: path, query and JSON/form body. Answers the 400 itself. */
export function refuseUnstorableText(request: Request, response: Response, next: NextFunction): void {
  // The query parser would quietly turn bytes that are not UTF-8 into U+FFFD; they are refused like the path's.
  const rawQuery = request.originalUrl.split('?').slice(1).join('?');
  const field = !urlPartIsStorable(request.path)
    ? 'path'
    : !urlPartIsStorable(rawQuery)
      ? 'query'
      : (findUnstorableText(request.query, 'query') ?? findUnstorableText(request.body, 'body'));
  if (!field) {
    next();
    return;
  }
  response
    .status(400)
    .json({ message: UNSTORABLE_TEXT_MESSAGE, errors: [{ field, message: UNSTORABLE_TEXT_MESSAGE }] });
}

/** The same for what handlers receive after interceptors (multipart fields parsed by multer). */
export class StorableTextPipe implements PipeTransform {
  transform(value: unknown, metadata: { type: string; data?: string }): unknown {
    // Only what a client sent; the pipe also sees custom parameters (a request, a socket) of handlers and gateways.
    if (metadata.type !== 'body' && metadata.type !== 'query' && metadata.type !== 'param') return value;
    const field = findUnstorableText(value, metadata.data ? `${metadata.type}.${metadata.data}` : metadata.type);
    if (field) throw refusal(field);
    return value;
  }
}
