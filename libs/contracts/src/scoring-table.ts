import { z } from 'zod';
import {
  CATEGORY_LABELS,
  COUNTED_CATEGORIES,
  type CountedCategory,
  ELIMINATION_PICK_BONUS,
  PLACEMENT_POINTS,
  POINTS_PER_COUNT,
} from './rubric';
import type { ScoringTable } from './scoring-table-schema';

/**
 * A league's own scoring table (issue 32). Every league starts on Classic, the spec's §9 rubric (rubric.ts); its
 * commissioner may choose a preset or set each category from −10 to +30 in steps of 0.5 (0 switches it off). A
 * change is one event: the league's standings are recomputed from the log under the new table.
 *
 * Individual immunity is a sliding table in §9 (3 points with 13 players left, up to 7.5 with 4); the score record
 * holds Classic's value for the win. A league's `individualImmunityWins` is what a win is worth with 13 players left,
 * and later wins grow in the same proportion (`individualImmunityPointsUnder`). Classic's 3 gives §9 exactly.
 */

/** The categories a league sets, named as in the score record; `eliminationPick` is the correct-pick bonus. */
export const TABLE_CATEGORIES = [...COUNTED_CATEGORIES, 'individualImmunityWins', 'eliminationPick'] as const;
export type TableCategory = CountedCategory | 'individualImmunityWins' | 'eliminationPick';

export const TABLE_POINTS_MIN = -10;
export const TABLE_POINTS_MAX = 30;
export const TABLE_POINTS_STEP = 0.5;
/** Classic's individual immunity at 13 players left: the base the sliding table is scaled from. */
export const CLASSIC_INDIVIDUAL_IMMUNITY_BASE = 3;

export const SCORING_PRESETS = ['classic', 'strategy', 'challenges'] as const;
export type ScoringPreset = (typeof SCORING_PRESETS)[number];
export type ScoringTablePreset = ScoringPreset | 'custom';

export interface ScoringTableValues {
  points: Record<TableCategory, number>;
  /** points for 1st, 2nd and 3rd */
  finalPlacement: [number, number, number];
}

const CLASSIC: ScoringTableValues = {
  points: {
    ...POINTS_PER_COUNT,
    individualImmunityWins: CLASSIC_INDIVIDUAL_IMMUNITY_BASE,
    eliminationPick: ELIMINATION_PICK_BONUS,
  },
  finalPlacement: [PLACEMENT_POINTS[1], PLACEMENT_POINTS[2], PLACEMENT_POINTS[3]],
};

/** The presets; /scoring documents each. Strategy rewards the game around the vote, Challenges the beasts. */
export const SCORING_PRESET_TABLES: Record<ScoringPreset, ScoringTableValues> = {
  classic: CLASSIC,
  strategy: {
    points: {
      tribeImmunityWins: 0.5,
      tribeRewardWins: 0.5,
      individualRewardWins: 1,
      rightSideOfVote: 2,
      shotInDarkWin: 5,
      idolObtained: 6,
      advantageObtained: 4,
      playedIdolAdvantage: 4,
      advantageAbandoned: -3,
      idolAbandoned: -4,
      votesAgainst: -1,
      individualImmunityWins: 2,
      eliminationPick: 3,
    },
    finalPlacement: [25, 10, 5],
  },
  challenges: {
    points: {
      tribeImmunityWins: 2,
      tribeRewardWins: 2,
      individualRewardWins: 4,
      rightSideOfVote: 0.5,
      shotInDarkWin: 2,
      idolObtained: 2,
      advantageObtained: 1,
      playedIdolAdvantage: 1,
      advantageAbandoned: -1,
      idolAbandoned: -2,
      votesAgainst: -0.5,
      individualImmunityWins: 6,
      eliminationPick: 3,
    },
    finalPlacement: [25, 10, 5],
  },
};

export const SCORING_PRESET_LABELS: Record<ScoringTablePreset, string> = {
  classic: 'Classic',
  strategy: 'Strategy',
  challenges: 'Challenges',
  custom: 'Custom',
};

/** Default points of a correct Sole Survivor prediction, when a league turns it on. */
export const SOLE_SURVIVOR_PREDICTION_DEFAULT_POINTS = 10;
export const SOLE_SURVIVOR_PREDICTION_LABEL = 'Sole Survivor prediction';
/** The breakdown key (standings rows, member page) of a correct Sole Survivor prediction's points. */
export const SOLE_PREDICTION_KEY = 'solePrediction';

export const SCORING_TABLE_MESSAGES = {
  locked: 'The scoring table is locked after the finale.',
  stale: 'The standings changed since you loaded the scoring table. Reload to see the preview again.',
  saved: 'Scoring table saved. Standings were recomputed and every member was told.',
  outOfRange: (field: string) =>
    `${field} must be from ${TABLE_POINTS_MIN} to ${TABLE_POINTS_MAX}, in steps of ${TABLE_POINTS_STEP}.`,
  unknownCategory: (field: string) => `${field} is not a scoring category.`,
  predictionClosed: 'Sole Survivor predictions are closed.',
  predictionOff: 'This league does not play the Sole Survivor prediction.',
  predictionSealed: 'Predictions are sealed until the prediction deadline.',
  predictionSaved: 'Your Sole Survivor prediction is saved.',
  unknownCastaway: 'castawayId must be the id of a castaway of this season.',
} as const;

/** Every league's table until its commissioner changes it: Classic, without the Sole Survivor prediction. */
export const CLASSIC_SCORING_TABLE: ScoringTable = {
  preset: 'classic',
  points: { ...CLASSIC.points },
  finalPlacement: [...CLASSIC.finalPlacement],
  solePrediction: 0,
  predictionDeadline: null,
};

/**
 * The table is locked after the finale: once the season's last episode (its finale) has scores, or a final
 * placement has been recorded (the Sole Survivor is known). Changing the table then would rewrite a finished season.
 */
export function scoringTableLocked(progress: {
  finaleEpisode: number;
  lastScoredEpisode: number;
  placementRecorded: boolean;
}): boolean {
  return progress.placementRecorded || progress.lastScoredEpisode >= progress.finaleEpisode;
}

/** The Sole Survivor prediction deadline in force: the league's own, else the premiere's air time (episode 1). */
export function predictionDeadlineInForce(
  own: string | null | undefined,
  schedule: Readonly<Record<string, string>>,
): string | null {
  return own ?? schedule['1'] ?? null;
}

/** PUT …/scoring?preview=true: each member before and after, nothing changed. */
export const ScoringPreviewResponseSchema = z.object({
  rows: z.array(
    z.object({
      userName: z.string(),
      before: z.object({ total: z.number(), rank: z.number() }),
      after: z.object({ total: z.number(), rank: z.number() }),
    }),
  ),
});
export type ScoringPreviewResponse = z.infer<typeof ScoringPreviewResponseSchema>;

/** PUT …/scoring (not a preview): saved (or unchanged), with the standings version after the recompute. */
export const ScoringTableSavedSchema = z.object({ message: z.string(), standingsVersion: z.number() });
export type ScoringTableSaved = z.infer<typeof ScoringTableSavedSchema>;
/** PUT …/scoring answers one of the two, by `?preview=true`. */
export const ScoringTablePutResponseSchema = z.union([ScoringPreviewResponseSchema, ScoringTableSavedSchema]);

/** The query of PUT …/scoring. */
export const ScoringTablePutQuerySchema = z.object({
  preview: z.enum(['true', 'false'], { message: 'preview must be true or false.' }).optional(),
});

/** PUT /api/leagues/{id}/prediction (the member): sealed until the deadline, changeable until then. */
export const PredictionRequestSchema = z.object({
  castawayId: z
    .number({ message: 'castawayId must be the id of a castaway of this season.' })
    .int('castawayId must be the id of a castaway of this season.')
    .positive('castawayId must be the id of a castaway of this season.'),
});
export type PredictionRequest = z.infer<typeof PredictionRequestSchema>;
/** GET /api/leagues/{id}/predictions: every member's prediction once the deadline has passed. */
export const PredictionsResponseSchema = z.object({
  deadline: z.string().nullable(),
  sealed: z.boolean(),
  predictions: z.array(z.object({ userName: z.string(), castawayId: z.number(), castawayName: z.string() })),
});
export type PredictionsResponse = z.infer<typeof PredictionsResponseSchema>;

/** Which preset a table's values match, else 'custom'. */
export function presetOf(table: ScoringTableValues): ScoringTablePreset {
  for (const preset of SCORING_PRESETS) {
    const candidate = SCORING_PRESET_TABLES[preset];
    const same =
      TABLE_CATEGORIES.every((c) => candidate.points[c] === table.points[c]) &&
      candidate.finalPlacement.every((p, i) => p === table.finalPlacement[i]);
    if (same) return preset;
  }
  return 'custom';
}

/** The categories where a table differs from Classic, for "where your league differs" on /scoring and /rules. */
export function differencesFromClassic(table: ScoringTableValues): TableCategory[] {
  return TABLE_CATEGORIES.filter((c) => CLASSIC.points[c] !== table.points[c]);
}

/**
 * Individual immunity under a table: Classic's sliding value scaled by the league's base (13 players left), rounded
 * to the nearest half point (halves away from zero), so that every value stays a multiple of 0.5 like every other
 * and totals add up exactly (the SQL mirror, `tribal_points_under_table`, rounds the same way).
 */
export function individualImmunityPointsUnder(classicValue: number, tableBase: number): number {
  const halves = (classicValue * tableBase * 2) / CLASSIC_INDIVIDUAL_IMMUNITY_BASE;
  return (Math.sign(halves) * Math.round(Math.abs(halves))) / 2 || 0;
}

/** A category's label on the table, the record and the mail ("Correct elimination pick" for the bonus). */
export function tableCategoryLabel(category: TableCategory): string {
  return category === 'eliminationPick' ? 'Correct elimination pick' : CATEGORY_LABELS[category];
}

/**
 * What a change of table changed, value by value, with before and after in words: the league's record shows one
 * line each, the members' mail lists them.
 */
export function scoringTableChanges(
  before: Omit<ScoringTable, 'locked' | 'preset'> & { preset?: string },
  after: Omit<ScoringTable, 'locked' | 'preset'> & { preset?: string },
): Array<{ label: string; before: string; after: string }> {
  const changes = TABLE_CATEGORIES.filter((c) => before.points[c] !== after.points[c]).map((c) => ({
    label: tableCategoryLabel(c),
    before: String(before.points[c]),
    after: String(after.points[c]),
  }));
  if (before.finalPlacement.join('/') !== after.finalPlacement.join('/'))
    changes.push({
      label: 'Final placement (1st/2nd/3rd)',
      before: before.finalPlacement.join('/'),
      after: after.finalPlacement.join('/'),
    });
  if (before.solePrediction !== after.solePrediction)
    changes.push({
      label: SOLE_SURVIVOR_PREDICTION_LABEL,
      before: before.solePrediction ? String(before.solePrediction) : 'off',
      after: after.solePrediction ? String(after.solePrediction) : 'off',
    });
  if ((before.predictionDeadline ?? null) !== (after.predictionDeadline ?? null))
    changes.push({
      label: 'Prediction deadline',
      before: before.predictionDeadline ?? 'the premiere',
      after: after.predictionDeadline ?? 'the premiere',
    });
  return changes;
}
