import { z } from 'zod';
import { ENTRY_FEE_DOLLARS, PAYOUT_PERCENT } from './rubric';

export const COMMISSIONER_MESSAGES = {
  handleTooLong: 'A payment handle can be at most 100 characters.',
  otherTooLong: 'The Other payment note can be at most 300 characters.',
  controlCharacters: 'Payment details cannot contain control characters.',
  notText: 'Payment details must be text.',
  feeInvalid: 'The entry fee must be a number of dollars from 0 to 10,000, in whole cents.',
  payoutInvalid: 'Each payout share must be a percentage from 0 to 100, at most two decimals.',
  payoutPlaces: 'Pay out between 1 and 10 places.',
  payoutSum: 'The payout split must add up to 100%.',
  saved: 'Commissioner settings saved successfully!',
  failedToSave: 'Failed to save commissioner settings',
  askCommissioner: 'Ask your commissioner how to pay',
} as const;

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

/** A league whose commissioner has set nothing: spec §9's fee and split, and no handles (never a placeholder). */
export const DEFAULT_COMMISSIONER_SETTINGS: CommissionerSettings = {
  paymentHandles: { venmo: '', paypal: '', cashApp: '', other: '' },
  entryFeeDollars: ENTRY_FEE_DOLLARS,
  payoutPercents: [PAYOUT_PERCENT.first, PAYOUT_PERCENT.second, PAYOUT_PERCENT.third],
};

/** '$10' or '$12.50' */
export const formatDollars = (dollars: number) =>
  Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
