import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@tribal/contracts';
import { Response } from 'express';
import { DomainError } from './domain-error';
import { isDependencyUnavailable, RETRY_AFTER_SECONDS } from './unavailable';

/**
 * The one place errors become HTTP answers: always `{ message }` (plus `errors` naming fields), a fitting
 * status, never a stack trace. The database or Redis being out of reach is no bug: 503 with Retry-After, saying the
 * change was not saved (one warning line, no stack). Unknown errors are logged and answered 500 with a generic text.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    if (isDependencyUnavailable(error)) {
      this.logger.warn(`answered 503: ${error instanceof Error ? error.message : String(error)}`);
      response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      response.status(503).json({ message: SERVICE_UNAVAILABLE_MESSAGE });
      return;
    }
    const { status, body } = this.describe(error);
    if (error instanceof DomainError && error.retryAfterSeconds !== undefined)
      response.setHeader('Retry-After', String(error.retryAfterSeconds));
    if (status >= 500) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    response.status(status).json(body);
  }

  private describe(error: unknown): { status: number; body: { message: string; errors?: unknown } } {
    if (error instanceof DomainError) {
      return {
        status: error.status,
        body: { ...error.details, message: error.message, ...(error.errors && { errors: error.errors }) },
      };
    }
    // Nest wraps body-parser's errors (bad JSON, too large) in an HttpException; their cause says which it was.
    const parserError = (error as { cause?: { type?: string } })?.cause?.type;
    if (error instanceof HttpException && parserError === 'entity.parse.failed') {
      return { status: 400, body: { message: 'The request body is not valid JSON.' } };
    }
    if (error instanceof HttpException && parserError === 'entity.too.large') {
      return { status: 413, body: { message: 'The request body is too large.' } };
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      const raw = error.getResponse();
      const text = typeof raw === 'string' ? raw : (raw as { message?: unknown }).message;
      const message = Array.isArray(text) ? text.join('; ') : typeof text === 'string' ? text : error.message;
      return { status, body: { message } };
    }
    // Any other error that carries a 4xx status (e.g. from Express middleware) keeps it.
    const e = error as { status?: number; statusCode?: number; message?: string };
    const status = e?.status ?? e?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return { status, body: { message: e.message ?? 'Bad request' } };
    }
    return { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } };
  }
}
