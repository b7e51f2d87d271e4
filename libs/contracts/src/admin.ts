import { z } from 'zod';
import { requiredText } from './common';

export const AdminLoginRequestSchema = z.object({ password: requiredText('Password is required.', 200) });
export type AdminLoginRequest = z.infer<typeof AdminLoginRequestSchema>;
export const AdminLoginResponseSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;
/** GET /api/admin/session: answered only to a valid session (else 401). */
export const AdminSessionSchema = z.object({ authenticated: z.literal(true) });
export const ADMIN_SESSION_COOKIE = 'tp_admin';
/** 403: a write the admin's cookie would authenticate came from another site's page (cross-site request forgery). */
export const CROSS_SITE_WRITE_MESSAGE =
  'This request came from another site. Admin changes can only be made from Tribal Pool itself.';

/** Texts of the admin area's email-all and password reset (spec §5, §8 where it has them). */
export const ADMIN_MESSAGES = {
  emailSent: 'Email sent successfully!',
  failedToSendEmail: 'Failed to send email',
  subjectRequired: 'Subject is required.',
  bodyRequired: 'Body is required.',
  forgotPasswordAnswer: 'If an admin email is configured, a reset link has been sent.',
  invalidResetToken: 'Invalid or missing reset token.',
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordTooShort: 'The new password must be at least 8 characters.',
  passwordReset: 'Your admin password has been reset. Please sign in with the new password.',
} as const;

export const ADMIN_PASSWORD_MIN_LENGTH = 8;
/** A reset link works once, for this long. */
export const ADMIN_RESET_LINK_HOURS = 1;

/** POST /api/admin/send-email (admin). */
export const SendEmailToAllRequestSchema = z.object({
  subject: requiredText(ADMIN_MESSAGES.subjectRequired, 200),
  body: requiredText(ADMIN_MESSAGES.bodyRequired, 20_000),
});
export type SendEmailToAllRequest = z.infer<typeof SendEmailToAllRequestSchema>;
/** 202: one mail per distinct member email is queued; follow it with the progress call or socket message. */
export const SendEmailToAllResponseSchema = z.object({
  message: z.string(),
  commandId: z.string(),
  recipients: z.number().int(),
});
export type SendEmailToAllResponse = z.infer<typeof SendEmailToAllResponseSchema>;

/** GET /api/admin/email/{commandId}/progress (admin); also the body of the `email-progress` socket message. */
export const EmailProgressSchema = z.object({
  /** Recorded and not yet delivered (including mail waiting to retry). */
  queued: z.number().int(),
  sent: z.number().int(),
  /** Given up on after the last attempt. */
  failed: z.number().int(),
});
export type EmailProgress = z.infer<typeof EmailProgressSchema>;

/**
 * Socket.io on namespace /live (admin session required: the `tp_admin` cookie, or `auth: { token }` in the
 * handshake). Emit `subscribe-email-progress` with `{ commandId }`; the ack is EmailProgressSubscribeAck, then
 * `email-progress` messages (EmailProgressMessage) arrive whenever the counts change.
 */
export const ADMIN_LIVE_EVENTS = {
  subscribeEmailProgress: 'subscribe-email-progress',
  unsubscribeEmailProgress: 'unsubscribe-email-progress',
  emailProgress: 'email-progress',
} as const;
export const EmailProgressSubscriptionSchema = z.object({ commandId: z.string().min(1).max(200) });
export type EmailProgressMessage = EmailProgress & { commandId: string };
export type EmailProgressSubscribeAck = { ok: true; progress: EmailProgressMessage } | { ok: false; message: string };

/** POST /api/admin/forgot-password (public, no body): always answers ForgotPasswordResponse. */
export type ForgotPasswordResponse = { message: string };

/** POST /api/admin/reset-password (public): the token from the emailed link and the new password. */
export const ResetPasswordRequestSchema = z.object({
  token: z
    .string({ message: ADMIN_MESSAGES.invalidResetToken })
    .trim()
    .min(1, ADMIN_MESSAGES.invalidResetToken)
    .max(200),
  newPassword: z
    .string({ message: ADMIN_MESSAGES.passwordTooShort })
    .min(ADMIN_PASSWORD_MIN_LENGTH, ADMIN_MESSAGES.passwordTooShort)
    .max(200, 'The new password must be at most 200 characters.'),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;
export type ResetPasswordResponse = { message: string };
