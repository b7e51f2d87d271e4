import { z } from 'zod';
import { requiredText } from './common';
import { MESSAGES } from './messages';

/** Texts of signing in to an entry on another device (emailed links) and of signing other devices out. */
export const ENTRY_LINK_MESSAGES = {
  /** The same answer whether or not the address joined anything: the form reveals no member. */
  linkSent:
    'If that address joined a league, we have emailed it a sign-in link for each entry. Each link works once, within 24 hours.',
  invalidCode: 'This sign-in link is invalid, already used or expired. Ask for a new one under "Already joined?".',
  missingCode: 'This page needs the sign-in link from your email.',
  tooManyLinkRequests: 'Too many sign-in link requests. Please wait a while and try again.',
  tooManyClaims: 'Too many sign-in attempts from this address. Please wait a minute and try again.',
  signedIn: (userName: string, leagueName: string) =>
    `You are signed in as ${userName} in ${leagueName} on this device.`,
  otherDevicesSignedOut: 'Every other device is signed out of this entry. This one keeps working.',
  /** what the emailed link will do, shown before anything is sent: the link works once (review N9) */
  confirmSignIn:
    'This signs this device in to your entry, with a key of its own; your other devices keep working. The link works once.',
} as const;

/** An emailed sign-in code works once, for this long. */
export const ENTRY_LINK_HOURS = 24;

/** POST /api/entries/email-link: 202 `{ message }`, the same whether or not the address is known. */
export const EmailEntryLinkRequestSchema = z.object({
  email: requiredText(MESSAGES.enterEmailToFind, 254).pipe(z.email(MESSAGES.invalidEmail)),
});
export type EmailEntryLinkRequest = z.input<typeof EmailEntryLinkRequestSchema>;

/** POST /api/entries/claim: the code from the emailed link installs the entry on this device. */
export const ClaimEntryRequestSchema = z.object({
  code: requiredText(ENTRY_LINK_MESSAGES.missingCode, 200),
});

export const ClaimEntryResponseSchema = z.object({
  leagueId: z.string(),
  leagueName: z.string(),
  userName: z.string(),
  entryToken: z.string(),
  /** what the member joined with, so the device can show the entry as the first one does */
  survivorName: z.string(),
  realName: z.string(),
  email: z.string(),
  paymentMethod: z.string(),
});
export type ClaimEntryResponse = z.infer<typeof ClaimEntryResponseSchema>;

/** POST /api/leagues/{id}/members/{userName}/rotate-token (X-Entry-Token): the one token that works from now on. */
export const RotateEntryTokenResponseSchema = z.object({
  message: z.string(),
  /** also in a repeat's answer (same Idempotency-Key), kept sealed under the key: the first may have been lost */
  entryToken: z.string(),
});
export type RotateEntryTokenResponse = z.infer<typeof RotateEntryTokenResponseSchema>;
