import { z } from 'zod';
import { nameText } from './common';
import { MESSAGES } from './messages';

/** Problem reports (spec §2 /report-problem, §7): texts shared by the form and the server. */
export const REPORT_MESSAGES = {
  sent: 'Your problem report has been sent successfully!',
  failed: 'Failed to send the report. Please try again later.',
  nameRequired: 'Your Name is required.',
  emailRequired: 'Your Email is required.',
  messageRequired: 'Problem Description is required.',
  invalidEmail: MESSAGES.invalidEmail,
  screenshotType: 'The screenshot must be a PNG, JPEG, GIF or WebP image.',
  screenshotTooLarge: 'The screenshot must be at most 5 MB.',
  tooManyReports: 'Too many reports. Please wait a minute and try again.',
  blocked: 'Reports from this sender are not accepted.',
  automatedClient: 'Reports from automated browsers are not accepted.',
  screenshotNotFound: 'This report has no screenshot.',
  reportNotFound: 'Report not found.',
} as const;

export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
/** Checked by content (magic bytes), not by the name or the type the browser claims. */
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ScreenshotType = (typeof SCREENSHOT_TYPES)[number];
/** Reports one client address may send per minute. */
export const REPORTS_PER_MINUTE = 3;

/**
 * POST /api/reports, multipart/form-data: these text fields plus an optional file field `screenshot`.
 * Answers 201 { message: REPORT_MESSAGES.sent }; refusals: 400 (field or screenshot), 403 blocked, 413 too
 * large, 429 throttled, 451 automated browser — each `{ message }`.
 */
export const ProblemReportFieldsSchema = z.object({
  user_name: nameText(REPORT_MESSAGES.nameRequired, 100),
  user_email: z
    .string({ message: REPORT_MESSAGES.emailRequired })
    .trim()
    .min(1, REPORT_MESSAGES.emailRequired)
    .max(254, REPORT_MESSAGES.invalidEmail)
    .pipe(z.email(REPORT_MESSAGES.invalidEmail)),
  message: z
    .string({ message: REPORT_MESSAGES.messageRequired })
    .trim()
    .min(1, REPORT_MESSAGES.messageRequired)
    .max(5000, 'The problem description must be at most 5000 characters.'),
});
export type ProblemReportFields = z.infer<typeof ProblemReportFieldsSchema>;
export type ProblemReportResponse = { message: string };

/** GET /api/admin/reports (admin): newest first. The image is GET /api/admin/reports/{id}/screenshot. */
export const ProblemReportSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  hasScreenshot: z.boolean(),
});
export type ProblemReportSummary = z.infer<typeof ProblemReportSummarySchema>;
export const ProblemReportsResponseSchema = z.object({ reports: z.array(ProblemReportSummarySchema) });
export type ProblemReportsResponse = z.infer<typeof ProblemReportsResponseSchema>;
