/**
 * The scoring rubric and the pool's business constants (spec §9). One source of truth: the server scores
 * with these and the /rules and /scoring pages render them.
 */

export const TEAM_SIZE = 3;
export const ENTRY_FEE_DOLLARS = 10;
export const PAYOUT_PERCENT = { first: 75, second: 20, third: 5 } as const;

// Episode ranges (scoring, picks, cutoffs, the swap's episode) depend on the season's length: seasonEpisodeRanges.

export const ELIMINATION_PICK_BONUS = 3;

/** Points per occurrence of each counted category (spec §9). */
export const POINTS_PER_COUNT = {
  tribeImmunityWins: 1,
  tribeRewardWins: 1,
  individualRewardWins: 2,
  rightSideOfVote: 1,
  shotInDarkWin: 4,
  idolObtained: 4,
  advantageObtained: 2,
  playedIdolAdvantage: 2,
  advantageAbandoned: -2,
  idolAbandoned: -3,
  votesAgainst: -0.5,
} as const;
export type CountedCategory = keyof typeof POINTS_PER_COUNT;
export const COUNTED_CATEGORIES = Object.keys(POINTS_PER_COUNT) as CountedCategory[];

/** Final placement 1st/2nd/3rd (spec §9); 0 means not placed. */
export const PLACEMENT_POINTS: Record<number, number> = { 0: 0, 1: 25, 2: 10, 3: 5 };

/** Individual immunity is worth more as fewer players remain (spec §9: players remaining -> points). */
export const INDIVIDUAL_IMMUNITY_POINTS: ReadonlyArray<{ playersRemaining: number; points: number }> = [
  { playersRemaining: 13, points: 3 },
  { playersRemaining: 12, points: 3.5 },
  { playersRemaining: 11, points: 4 },
  { playersRemaining: 10, points: 4.5 },
  { playersRemaining: 9, points: 5 },
  { playersRemaining: 8, points: 5.5 },
  { playersRemaining: 7, points: 6 },
  { playersRemaining: 6, points: 6 },
  { playersRemaining: 5, points: 7 },
  { playersRemaining: 4, points: 7.5 },
];
export const INDIVIDUAL_IMMUNITY_VALUES: readonly number[] = [
  0,
  ...new Set(INDIVIDUAL_IMMUNITY_POINTS.map((row) => row.points)),
];

/** Human labels for the rubric pages. */
export const CATEGORY_LABELS: Record<CountedCategory | 'individualImmunityWins' | 'finalPlacement', string> = {
  tribeImmunityWins: 'Tribe immunity win',
  tribeRewardWins: 'Tribe reward win',
  individualRewardWins: 'Individual reward win',
  rightSideOfVote: 'Right side of the vote',
  shotInDarkWin: 'Shot in the dark win',
  idolObtained: 'Idol obtained',
  advantageObtained: 'Advantage obtained',
  playedIdolAdvantage: 'Played an idol or advantage',
  advantageAbandoned: 'Advantage abandoned',
  idolAbandoned: 'Idol abandoned',
  votesAgainst: 'Vote against (each)',
  individualImmunityWins: 'Individual immunity win',
  finalPlacement: 'Final placement',
};

/** Splits a camelCase key into words: 'tribeImmunityWins' -> 'Tribe Immunity Wins' (spec §2 /survivor-scores). */
export function splitCamelCase(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
