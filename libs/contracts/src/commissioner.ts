import type { CommissionerSettings } from './commissioner-settings-schema';
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

/** A league whose commissioner has set nothing: spec §9's fee and split, and no handles (never a placeholder). */
export const DEFAULT_COMMISSIONER_SETTINGS: CommissionerSettings = {
  paymentHandles: { venmo: '', paypal: '', cashApp: '', other: '' },
  entryFeeDollars: ENTRY_FEE_DOLLARS,
  payoutPercents: [PAYOUT_PERCENT.first, PAYOUT_PERCENT.second, PAYOUT_PERCENT.third],
};

/** '$10' or '$12.50' */
export const formatDollars = (dollars: number) =>
  Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
