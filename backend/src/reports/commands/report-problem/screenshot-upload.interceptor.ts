import { REPORT_MESSAGES, SCREENSHOT_MAX_BYTES } from '@tribal/contracts';
import { DomainError } from '../../../common/domain-error';
import { singleFileUpload } from '../../../common/single-file-upload';

/** The multipart form: one file in memory (at most 5 MB), the three text fields, nothing else of any size. */
export const ScreenshotUploadInterceptor = singleFileUpload({
  field: 'screenshot',
  // 5000 characters of description may take up to 20 kB in UTF-8.
  limits: { fileSize: SCREENSHOT_MAX_BYTES, fields: 10, fieldSize: 32 * 1024, parts: 12 },
  tooLarge: () => new DomainError(413, REPORT_MESSAGES.screenshotTooLarge),
  unreadable: (reason) => new DomainError(400, `The report form was not understood: ${reason}.`),
});
