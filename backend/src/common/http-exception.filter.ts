import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { Response } from 'express';
import { DomainError } from './domain-error';

/**
 * The one place errors become HTTP answers: always `{ message }` (plus `errors` naming fields), a fitting
 * status, never a stack trace. Unknown errors are logged and answered 500 with a generic text.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    const { status, body } = this.describe(error);
    if (status >= 500) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    response.status(status).json(body);
  }

  private describe(error: unknown): { status: number; body: { message: string; errors?: unknown } } {
    if (error instanceof DomainError) {
      return { status: error.status, body: { message: error.message, ...(error.errors && { errors: error.errors }) } };
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      const raw = error.getResponse();
      const text = typeof raw === 'string' ? raw : (raw as { message?: unknown }).message;
      const message = Array.isArray(text) ? text.join('; ') : typeof text === 'string' ? text : error.message;
      return { status, body: { message } };
    }
    // body-parser errors (bad JSON, too large, bad charset) carry their own 4xx status.
    const e = error as { status?: number; statusCode?: number; type?: string; message?: string };
    const status = e?.status ?? e?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message =
        e.type === 'entity.parse.failed'
          ? 'The request body is not valid JSON.'
          : e.type === 'entity.too.large'
            ? 'The request body is too large.'
            : (e.message ?? 'Bad request');
      return { status, body: { message } };
    }
    return { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } };
  }
}
