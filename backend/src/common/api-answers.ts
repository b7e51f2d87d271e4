import { SetMetadata } from '@nestjs/common';
import type { ZodType, z } from 'zod';

export const ANSWERS = 'tribal-pool:answers';
export const API_TAG = 'tribal-pool:api-tag';

/** An answer that is not JSON: text, a page, an image, a script or style sheet of the docs page. */
export type MediaAnswer = 'text/plain' | 'text/html' | 'image/*' | 'text/javascript' | 'text/css';

/** What a route's own decorators and pipes cannot tell the API description. */
export interface AnswerDetails {
  /** the success status when it is certain and not an `@HttpCode()`: a redirect, or a status the handler sets */
  status?: number;
  /** the body's schema when the handler reads it itself instead of through a ZodPipe */
  body?: ZodType;
  /** the body may be left out (its fields are all optional) */
  bodyOptional?: boolean;
  /** the query's schema when the handler reads it as single `@Query('name')` values */
  query?: z.ZodObject;
  /**
   * The body is multipart/form-data carrying a file in `field` (with the `body` fields, if any); with `csv` it may
   * instead be the file itself as a text/csv body.
   */
  file?: { field: string; required: boolean; csv?: boolean };
}

export interface Answer extends AnswerDetails {
  answer: ZodType | MediaAnswer;
  summary: string;
}

/** A handler that answers `T` (or sends it itself through `@Res()`, returning nothing). */
// biome-ignore lint/suspicious/noExplicitAny: a handler's parameters are whatever its decorators inject
type HandlerAnswering<T> = (...args: any[]) => T | Promise<T> | void | Promise<void>;

/**
 * What a route answers on success, and the line that sums it up: the API description (GET /api/openapi.json) is
 * built from these and from the route's own decorators, and the app refuses to start with a route that has none.
 * A JSON answer's schema is checked against the handler's declared return type when it compiles: TypeScript's
 * "Unable to resolve signature of method decorator" on `@Answers` means the two disagree.
 */
export function Answers<S extends ZodType>(
  answer: S,
  summary: string,
  details?: AnswerDetails,
): <H extends HandlerAnswering<z.output<S>>>(
  target: object,
  key: string | symbol,
  handler: TypedPropertyDescriptor<H>,
) => void;
export function Answers(answer: MediaAnswer, summary: string, details?: AnswerDetails): MethodDecorator;
export function Answers(answer: ZodType | MediaAnswer, summary: string, details: AnswerDetails = {}): MethodDecorator {
  return SetMetadata<string, Answer>(ANSWERS, { answer, summary, ...details });
}

/** The heading a controller's routes are listed under in the API description. */
export const ApiTag = (tag: string) => SetMetadata(API_TAG, tag);
