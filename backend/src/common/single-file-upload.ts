import {
  CallHandler,
  ExecutionContext,
  HttpException,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
  Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import { Observable } from 'rxjs';
import { DomainError } from './domain-error';

interface SingleFileUpload {
  /** the multipart field holding the file */
  field: string;
  /** multer's limits; `files` is always 1 */
  limits: { fileSize: number; fields?: number; fieldSize?: number; parts?: number };
  /** the refusal of a file over `limits.fileSize` */
  tooLarge: () => DomainError;
  /** the refusal of a form multer could not read, given multer's reason */
  unreadable: (reason: string) => DomainError;
}

/**
 * Nest's FileInterceptor for one file held in memory, with a form's own words for multer's refusals (its default
 * for a large file is 'File too large' with a 413). A request that is not multipart passes through untouched.
 */
export function singleFileUpload(options: SingleFileUpload): Type<NestInterceptor> {
  const Multer = FileInterceptor(options.field, {
    storage: memoryStorage(),
    limits: {
      fields: 10,
      fieldSize: 32 * 1024,
      fieldNameSize: 100,
      parts: 12,
      headerPairs: 100,
      ...options.limits,
      files: 1,
    },
  });
  @Injectable()
  class SingleFileUploadInterceptor implements NestInterceptor {
    private readonly multer = new Multer();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await this.multer.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException) throw options.tooLarge();
        if (error instanceof HttpException && error.getStatus() === 400) throw options.unreadable(error.message);
        throw error;
      }
    }
  }
  return SingleFileUploadInterceptor;
}
