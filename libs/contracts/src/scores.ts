import { z } from 'zod';
import {
  COUNTED_CATEGORIES,
  CountedCategory,
  INDIVIDUAL_IMMUNITY_VALUES,
  PLACEMENT_POINTS,
  POINTS_PER_COUNT,
} from './rubric';

const count = /* @__NO_SIDE_EFFECTS__ */ (field: string) =>
  z
    .number({ message: `${field} must be a whole number of 0 or more` })
    .int(`${field} must be a whole number of 0 or more`)
    .min(0, `${field} must be a whole number of 0 or more`)
    .max(99, `${field} must be at most 99`)
    .default(0);

/** One castaway's record for one episode (spec §3). Counts are whole and >= 0; missing fields are 0. */
export const ScoreRecordSchema = z
  .object({
    ...(Object.fromEntries(COUNTED_CATEGORIES.map((c) => [c, count(c)])) as Record<
      CountedCategory,
      ReturnType<typeof count>
    >),
    individualImmunityWins: z
      .number({ message: 'individualImmunityWins must be a value from the immunity table' })
      .refine(
        (v) => INDIVIDUAL_IMMUNITY_VALUES.includes(v),
        'individualImmunityWins must be a value from the immunity table',
      )
      .default(0),
    finalPlacement: z
      .number({ message: 'finalPlacement must be 0, 1, 2 or 3' })
      .int('finalPlacement must be 0, 1, 2 or 3')
      .min(0, 'finalPlacement must be 0, 1, 2 or 3')
      .max(3, 'finalPlacement must be 0, 1, 2 or 3')
      .default(0),
    votedOut: z.boolean({ message: 'votedOut must be true or false' }).default(false),
  })
  .strict();
export type ScoreRecord = z.output<typeof ScoreRecordSchema>;
export type ScoreRecordInput = z.input<typeof ScoreRecordSchema>;

/** PUT /api/scores/{season}/{episode}: castaway id -> record (the episode's records are replaced). */
export const EpisodeScoresRequestSchema = z.record(
  z.string().regex(/^\d{1,9}$/, 'castaway ids are numbers'),
  ScoreRecordSchema,
);
export type EpisodeScoresRequest = z.input<typeof EpisodeScoresRequestSchema>;

/** GET /api/scores/{season}: episode -> castaway id -> record */
export const SeasonScoresSchema = z.record(z.string(), z.record(z.string(), ScoreRecordSchema));
export type SeasonScores = z.infer<typeof SeasonScoresSchema>;

/** GET /api/scores/{season}/{episode}: the records with the version to send back as If-Match when saving. */
export const EpisodeScoresResponseSchema = z.object({
  season: z.number(),
  episode: z.number(),
  version: z.number(),
  records: z.record(z.string(), ScoreRecordSchema),
});
export type EpisodeScoresResponse = z.infer<typeof EpisodeScoresResponseSchema>;

export type ScoredCategory = CountedCategory | 'individualImmunityWins' | 'finalPlacement';

/**
 * The rubric (spec §9) as one pure function: the points a record is worth, by category. The server's standings
 * and every page that shows points use this, so they cannot disagree.
 */
export function scoreRecordPoints(record: Partial<ScoreRecord>): {
  total: number;
  byCategory: Partial<Record<ScoredCategory, number>>;
} {
  const byCategory: Partial<Record<ScoredCategory, number>> = {};
  for (const category of COUNTED_CATEGORIES) {
    const n = record[category] ?? 0;
    if (n) byCategory[category] = n * POINTS_PER_COUNT[category];
  }
  if (record.individualImmunityWins) byCategory.individualImmunityWins = record.individualImmunityWins;
  const placement = PLACEMENT_POINTS[record.finalPlacement ?? 0] ?? 0;
  if (placement) byCategory.finalPlacement = placement;
  const total = Object.values(byCategory).reduce((sum, p) => sum + (p ?? 0), 0);
  return { total, byCategory };
}

export const SCORE_MESSAGES = {
  failedToSave: 'Failed to save scores',
  locked: 'Scores are locked. Click Unlock to Edit to make changes.',
  staleVersion: 'These scores were changed by someone else after you loaded them. Reload to see their changes.',
  unknownCastaway: 'A castaway in these scores is not in this season.',
  cleared: 'All scores cleared.',
  failedToClear: 'Failed to clear scores',
} as const;

/** GET /api/inventory: castaway id -> counts */
export const InventorySchema = z.record(z.string(), z.object({ idols: z.number(), advantages: z.number() }));
export type Inventory = z.infer<typeof InventorySchema>;
export const InventoryAdjustRequestSchema = z.object({
  itemType: z.enum(['idols', 'advantages'], "itemType must be 'idols' or 'advantages'"),
  amount: z.union([z.literal(1), z.literal(-1)], { message: 'amount must be 1 or -1' }),
});
export const INVENTORY_MESSAGES = {
  belowZero: (itemType: string) => `This castaway has no ${itemType} to remove.`,
  failedToUpdate: 'Failed to update inventory',
} as const;
