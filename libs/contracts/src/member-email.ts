import { z } from 'zod';
import { requiredText } from './common';

/**
 * Texts of confirming a member's email and of leaving a league's mail (issue 33, N1): league mail goes only to an
 * address whose owner showed they read it, and each league mail can be stopped with one click.
 */
export const MEMBER_EMAIL_MESSAGES = {
  /**
   * The join's success screen: the entry works at once, league mail waits for the confirmation. Worded the same
   * whether or not the address was confirmed before: the answer tells no one whether an address uses the app.
   */
  confirmToGetMail: (email: string) =>
    `To get this league's emails (deadline reminders, news from your commissioner), open the confirmation link we emailed to ${email}. Already confirmed it once? Nothing to do.`,
  confirmIntro: 'Confirm that this email address is yours, so your leagues can send you their emails.',
  confirmButton: 'Confirm my email',
  confirmed: (email: string) => `Thank you: ${email} is confirmed. Your leagues can now email you.`,
  invalidCode:
    'This confirmation link is invalid, already used or expired. Opening a sign-in link from your email confirms your address too.',
  missingCode: 'This page needs the confirmation link from your email.',
  tooManyConfirmations: 'Too many confirmation attempts from this address. Please wait a minute and try again.',
  unsubscribeIntro: 'Stop the emails this link came with? Sign-in links you ask for still arrive.',
  unsubscribeButton: 'Stop these emails',
  unsubscribed: (leagueName: string) => `You will no longer receive emails from ${leagueName}.`,
  unsubscribedEverywhere: 'You will no longer receive reminders or league emails from Tribal Pool.',
  invalidUnsubscribeLink: 'This unsubscribe link is not valid. Please use the link from your email.',
  missingOneClick: 'Send List-Unsubscribe=One-Click to unsubscribe.',
} as const;

/** A mailed confirmation link works once, for this long (a week: league mail can wait; the link should not). */
export const EMAIL_CONFIRMATION_DAYS = 7;

/** POST /api/entries/confirm-email: the code from the mailed link confirms the address it was mailed to. */
export const ConfirmEmailRequestSchema = z.object({
  code: requiredText(MEMBER_EMAIL_MESSAGES.missingCode, 200),
});
export type ConfirmEmailRequest = z.input<typeof ConfirmEmailRequestSchema>;

export const ConfirmEmailResponseSchema = z.object({ message: z.string(), email: z.string() });
export type ConfirmEmailResponse = z.infer<typeof ConfirmEmailResponseSchema>;

/**
 * POST /api/mail/unsubscribe?token=…: RFC 8058's one-click body (form-encoded from a mail provider, JSON from the
 * web page); the signed token in the URL is the only credential.
 */
export const OneClickUnsubscribeRequestSchema = z.object({
  'List-Unsubscribe': z.literal('One-Click', { message: MEMBER_EMAIL_MESSAGES.missingOneClick }),
});
export type OneClickUnsubscribeRequest = z.input<typeof OneClickUnsubscribeRequestSchema>;

export const OneClickUnsubscribeResponseSchema = z.object({ message: z.string() });
export type OneClickUnsubscribeResponse = z.infer<typeof OneClickUnsubscribeResponseSchema>;
