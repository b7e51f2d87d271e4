import {
  CallHandler,
  ExecutionContext,
  HttpException,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { REPORT_MESSAGES, SCREENSHOT_MAX_BYTES } from '@tribal/contracts';
import { memoryStorage } from 'multer';
import { Observable } from 'rxjs';
import { DomainError } from '../../../common/domain-error';

/** The multipart form: one file in memory (at most 5 MB), the three text fields, nothing else of any size. */
const MulterScreenshot = FileInterceptor('screenshot', {
  storage: memoryStorage(),
  limits: {
    fileSize: SCREENSHOT_MAX_BYTES,
    files: 1,
    fields: 10,
    // 5000 characters of description may take up to 20 kB in UTF-8.
    fieldSize: 32 * 1024,
    fieldNameSize: 100,
    parts: 12,
    headerPairs: 100,
  },
});

/**
 * Nest's FileInterceptor with the form's own words for multer's refusals (its default for a large file is
 * 'File too large').
 */
@Injectable()
export class ScreenshotUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterScreenshot();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new DomainError(413, REPORT_MESSAGES.screenshotTooLarge);
      if (error instanceof HttpException && error.getStatus() === 400) {
        throw new DomainError(400, `The report form was not understood: ${error.message}.`);
      }
      throw error;
    }
  }
}
