import { ProblemReportFieldsSchema, REPORT_MESSAGES, SCREENSHOT_MAX_BYTES, SCREENSHOT_TYPES } from '@tribal/contracts';

export interface ReportDraft {
  name: string;
  email: string;
  message: string;
  /** the chosen file, if any: only its type and size are checked here */
  screenshot: { type: string; size: number } | null;
}

export type ReportField = 'name' | 'email' | 'message' | 'screenshot';
export type ReportErrors = Partial<Record<ReportField, string>>;

/** The multipart field names of POST /api/reports, and the form field each belongs to. */
const SERVER_FIELDS: Record<string, ReportField> = {
  user_name: 'name',
  user_email: 'email',
  message: 'message',
  screenshot: 'screenshot',
};

/**
 * Spec §5: name, email (of the usual form) and description are required; a screenshot is optional but must be
 * an image the server accepts (it checks the bytes again). No errors: an empty object.
 */
export function validateReport(draft: ReportDraft): ReportErrors {
  const errors: ReportErrors = {};
  const checked = ProblemReportFieldsSchema.safeParse({
    user_name: draft.name,
    user_email: draft.email,
    message: draft.message,
  });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = SERVER_FIELDS[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  const screenshot = screenshotProblem(draft.screenshot);
  if (screenshot) errors.screenshot = screenshot;
  return errors;
}

/** Why a chosen screenshot cannot be sent, if it cannot: not a PNG, JPEG, GIF or WebP, or over 5 MB. */
export function screenshotProblem(file: { type: string; size: number } | null): string | undefined {
  if (!file) return undefined;
  if (!(SCREENSHOT_TYPES as readonly string[]).includes(file.type)) return REPORT_MESSAGES.screenshotType;
  if (file.size > SCREENSHOT_MAX_BYTES) return REPORT_MESSAGES.screenshotTooLarge;
  return undefined;
}

/** Field errors the server sent back (400), placed on the form's fields. */
export function serverFieldErrors(errors: ReadonlyArray<{ field: string; message: string }>): ReportErrors {
  const placed: ReportErrors = {};
  for (const { field, message } of errors) {
    const mine = SERVER_FIELDS[field];
    if (mine && !placed[mine]) placed[mine] = message;
  }
  return placed;
}
