import { HAPPENING_LABELS, type HappeningRequest } from '@tribal/contracts';

/*
 * Stand-in for contracts' CASTAWAY_TAP_CHOICES and tapChoiceRequest (same names, same shape), which are landing in
 * libs/contracts/src/happenings.ts on a parallel branch: once they are here, import them from '@tribal/contracts'
 * and delete this file. The happening labels already come from contracts' HAPPENING_LABELS.
 */

/** The castaway happenings the admin can tap, in the order the live screen offers them. */
const CASTAWAY_TAP_KINDS = [
  'individualImmunityWin',
  'individualRewardWin',
  'idolObtained',
  'advantageObtained',
  'playedIdolAdvantage',
  'shotInDarkWin',
  'advantageAbandoned',
  'idolAbandoned',
] as const;

/** A final placement is tapped like any other castaway happening, one choice per place (spec §9 final three). */
const FINAL_PLACE_CHOICES = { place1: 1, place2: 2, place3: 3 } as const;
const FINAL_PLACE_LABELS = { place1: '1st place', place2: '2nd place', place3: '3rd place' } as const;

export type CastawayTapChoiceId = (typeof CASTAWAY_TAP_KINDS)[number] | keyof typeof FINAL_PLACE_CHOICES;
export interface CastawayTapChoice {
  id: CastawayTapChoiceId;
  label: string;
}

/** What a tap on a castaway can record: one choice is picked, then every tap is one happening. */
export const CASTAWAY_TAP_CHOICES: readonly CastawayTapChoice[] = [
  ...CASTAWAY_TAP_KINDS.map((kind) => ({ id: kind, label: HAPPENING_LABELS[kind] })),
  ...(Object.keys(FINAL_PLACE_LABELS) as (keyof typeof FINAL_PLACE_LABELS)[]).map((id) => ({
    id,
    label: FINAL_PLACE_LABELS[id],
  })),
];

/** The happening a tap records: the chosen choice, about the tapped castaway. */
export function tapChoiceRequest(choiceId: CastawayTapChoiceId, castawayId: number): HappeningRequest {
  switch (choiceId) {
    case 'place1':
    case 'place2':
    case 'place3':
      return { kind: 'finalPlacement', castawayId, place: FINAL_PLACE_CHOICES[choiceId] };
    default:
      return { kind: choiceId, castawayId };
  }
}
