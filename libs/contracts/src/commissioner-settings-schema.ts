import { z } from 'zod';
import { COMMISSIONER_MESSAGES } from './commissioner';

/*
 * The commissioner's settings on the wire (payment handles, entry fee, payout split), apart from their texts and
 * defaults (commissioner.ts): only the screens that edit the settings, and the server, validate them. In a module of
 * their own they load with those screens, not with every page that shows a fee (issue 30).
 */

// C0 controls, DEL and C1 controls: invisible characters that would garble a link or hide a different handle.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const paymentText = /* @__NO_SIDE_EFFECTS__ */ (max: number, tooLong: string) =>
  z
    .string({ message: COMMISSIONER_MESSAGES.notText })
    .refine((text) => !CONTROL.test(text), COMMISSIONER_MESSAGES.controlCharacters)
    .transform((text) => text.trim())
    .refine((text) => text.length <= max, tooLong)
    .default('');

const hundredths = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

const PaymentHandlesSchema = z.object({
  venmo: paymentText(100, COMMISSIONER_MESSAGES.handleTooLong),
  paypal: paymentText(100, COMMISSIONER_MESSAGES.handleTooLong),
  cashApp: paymentText(100, COMMISSIONER_MESSAGES.handleTooLong),
  /** free text: how else to pay (cash at the watch party, a bank transfer…) */
  other: paymentText(300, COMMISSIONER_MESSAGES.otherTooLong),
});
export type PaymentHandles = z.output<typeof PaymentHandlesSchema>;

/** PUT /api/leagues/{id}/commissioner-settings: the whole set, replaced at once. */
export const CommissionerSettingsSchema = z.object({
  paymentHandles: PaymentHandlesSchema,
  entryFeeDollars: z
    .number({ message: COMMISSIONER_MESSAGES.feeInvalid })
    .min(0, COMMISSIONER_MESSAGES.feeInvalid)
    .max(10_000, COMMISSIONER_MESSAGES.feeInvalid)
    .refine(hundredths, COMMISSIONER_MESSAGES.feeInvalid),
  /** share of the pot per finishing place, 1st first, in percent */
  payoutPercents: z
    .array(
      z
        .number({ message: COMMISSIONER_MESSAGES.payoutInvalid })
        .min(0, COMMISSIONER_MESSAGES.payoutInvalid)
        .max(100, COMMISSIONER_MESSAGES.payoutInvalid)
        .refine(hundredths, COMMISSIONER_MESSAGES.payoutInvalid),
      { message: COMMISSIONER_MESSAGES.payoutPlaces },
    )
    .min(1, COMMISSIONER_MESSAGES.payoutPlaces)
    .max(10, COMMISSIONER_MESSAGES.payoutPlaces)
    // Compared in hundredths of a percent: 33.33 + 33.33 + 33.34 is exactly 100.
    .refine((shares) => shares.reduce((sum, share) => sum + Math.round(share * 100), 0) === 10_000, {
      message: COMMISSIONER_MESSAGES.payoutSum,
    }),
});
export type CommissionerSettings = z.output<typeof CommissionerSettingsSchema>;
