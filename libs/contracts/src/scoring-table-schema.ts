import { z } from 'zod';
import {
  SCORING_PRESETS,
  SCORING_TABLE_MESSAGES,
  TABLE_CATEGORIES,
  TABLE_POINTS_MAX,
  TABLE_POINTS_MIN,
  TABLE_POINTS_STEP,
  type TableCategory,
} from './scoring-table';

/*
 * The scoring table's shape on the wire, apart from its values and rules (scoring-table.ts): the schema builds a
 * validator per category, and only the screens that edit a table need it. Kept in a module of its own, it loads with
 * them, not with every page that names a category (issue 30).
 */

const tablePoints = /* @__NO_SIDE_EFFECTS__ */ (field: string) =>
  z
    .number({ message: SCORING_TABLE_MESSAGES.outOfRange(field) })
    .min(TABLE_POINTS_MIN, SCORING_TABLE_MESSAGES.outOfRange(field))
    .max(TABLE_POINTS_MAX, SCORING_TABLE_MESSAGES.outOfRange(field))
    .refine((n) => Number.isInteger(n / TABLE_POINTS_STEP), SCORING_TABLE_MESSAGES.outOfRange(field));

/**
 * GET /api/leagues/{id}/scoring answers this; PUT takes it (`locked` ignored). Every category is required in a PUT;
 * `preset` names the preset the values came from ('custom' once any differs). `solePrediction` is the points of a
 * correct Sole Survivor prediction, 0 when the league does not play it; `predictionDeadline` defaults to the
 * premiere's air time.
 */
export const ScoringTableSchema = z.object({
  preset: z.enum([...SCORING_PRESETS, 'custom'], {
    message: 'preset must be classic, strategy, challenges or custom.',
  }),
  points: z.strictObject(
    Object.fromEntries(TABLE_CATEGORIES.map((c) => [c, tablePoints(`points.${c}`)])) as Record<
      TableCategory,
      ReturnType<typeof tablePoints>
    >,
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? SCORING_TABLE_MESSAGES.unknownCategory(`points.${issue.keys[0]}`)
          : 'points must be an object of category → points.',
    },
  ),
  finalPlacement: z.tuple([
    tablePoints('finalPlacement[0]'),
    tablePoints('finalPlacement[1]'),
    tablePoints('finalPlacement[2]'),
  ]),
  solePrediction: tablePoints('solePrediction')
    .refine((n) => n >= 0, 'solePrediction must be 0 (not played) or more.')
    .default(0),
  predictionDeadline: z.iso
    .datetime({ offset: true, message: 'predictionDeadline must be an ISO date and time.' })
    .nullish(),
  locked: z.boolean().optional(),
});
export type ScoringTable = z.output<typeof ScoringTableSchema>;
export type ScoringTableInput = z.input<typeof ScoringTableSchema>;

/**
 * GET /api/leagues/{id}/scoring: the table with `locked` (after the finale), the prediction deadline in force (the
 * league's own, else the premiere's air time; null when neither is known) and `standingsVersion`, the version to
 * send back as `If-Match` with a PUT.
 */
export const ScoringTableResponseSchema = ScoringTableSchema.extend({
  predictionDeadline: z.string().nullable(),
  locked: z.boolean(),
  standingsVersion: z.number(),
});
export type ScoringTableResponse = z.infer<typeof ScoringTableResponseSchema>;
