import type { CommissionerSettings } from '@tribal/contracts';

const ordinal = (place: number) => {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  return `${place}${{ 1: 'st', 2: 'nd', 3: 'rd' }[place % 10] ?? 'th'}`;
};

/** A league's payout split as places: '1st', 75. */
export const payoutPlaces = (settings: CommissionerSettings) =>
  settings.payoutPercents.map((percent, i) => ({ place: ordinal(i + 1), percent }));

/** '1st 75%, 2nd 20%, 3rd 5%' */
export const payoutSummary = (settings: CommissionerSettings) =>
  payoutPlaces(settings)
    .map(({ place, percent }) => `${place} ${percent}%`)
    .join(', ');
