import {
  CATEGORY_LABELS,
  presetOf,
  SCORING_PRESET_TABLES,
  SCORING_TABLE_MESSAGES,
  type ScoringPreset,
  type ScoringTable,
  type ScoringTableInput,
  type ScoringTablePreset,
  ScoringTableSchema,
  SOLE_SURVIVOR_PREDICTION_DEFAULT_POINTS,
  SOLE_SURVIVOR_PREDICTION_LABEL,
  TABLE_CATEGORIES,
  TABLE_POINTS_MAX,
  TABLE_POINTS_MIN,
  TABLE_POINTS_STEP,
  type TableCategory,
  tableCategoryLabel,
} from '@tribal/contracts';
import { easternInputToUtcIso, utcIsoToEasternInput } from '@/lib/eastern-time-input';

/** A field of the editor: a category, one of the three placements, or the prediction's points. */
export type DraftField =
  | TableCategory
  | 'finalPlacement.0'
  | 'finalPlacement.1'
  | 'finalPlacement.2'
  | 'solePrediction';

/**
 * The scoring table as the editor holds it: the inputs' own text (a number being typed may be '' or '-' for a
 * moment), the prediction switched on or off (its points are kept while off, so switching back restores them), and
 * its deadline as Eastern wall-clock text ('' = the premiere's air time).
 */
export interface ScoringDraft {
  values: Record<DraftField, string>;
  predictionOn: boolean;
  predictionDeadline: string;
}

export const PLACEMENT_FIELDS = ['finalPlacement.0', 'finalPlacement.1', 'finalPlacement.2'] as const;

/**
 * The editor's draft of a loaded table. The answer carries the deadline in force, the premiere's when the league set
 * none: that one shows as empty (the default), so saving does not turn it into a deadline of the league's own.
 */
export function draftOf(table: ScoringTable, premiere?: string): ScoringDraft {
  const values = Object.fromEntries(TABLE_CATEGORIES.map((c) => [c, String(table.points[c])])) as Record<
    DraftField,
    string
  >;
  PLACEMENT_FIELDS.forEach((field, i) => {
    values[field] = String(table.finalPlacement[i]);
  });
  const on = table.solePrediction !== 0;
  values.solePrediction = String(on ? table.solePrediction : SOLE_SURVIVOR_PREDICTION_DEFAULT_POINTS);
  const own = table.predictionDeadline && table.predictionDeadline !== premiere ? table.predictionDeadline : null;
  return { values, predictionOn: on, predictionDeadline: utcIsoToEasternInput(own) };
}

/** The draft with a preset's values; the prediction is the league's own choice and stays as it is. */
export function withPreset(draft: ScoringDraft, preset: ScoringPreset): ScoringDraft {
  const table = SCORING_PRESET_TABLES[preset];
  const values = { ...draft.values };
  for (const c of TABLE_CATEGORIES) values[c] = String(table.points[c]);
  PLACEMENT_FIELDS.forEach((field, i) => {
    values[field] = String(table.finalPlacement[i]);
  });
  return { ...draft, values };
}

/** The text as a number; '' and what is not a number are NaN (so the contract names the field). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** One stepper press: a half point up or down, within the table's range (text that is not a number starts at 0). */
export function stepped(text: string, direction: 1 | -1, min: number = TABLE_POINTS_MIN): string {
  const current = numberOf(text);
  const base = Number.isFinite(current) ? Math.round(current / TABLE_POINTS_STEP) * TABLE_POINTS_STEP : 0;
  return String(Math.min(TABLE_POINTS_MAX, Math.max(min, base + direction * TABLE_POINTS_STEP)));
}

/** Which preset the draft's values are, as the chooser shows it ('custom' once any value differs from all). */
export function draftPreset(draft: ScoringDraft): ScoringTablePreset {
  const points = Object.fromEntries(TABLE_CATEGORIES.map((c) => [c, numberOf(draft.values[c])])) as Record<
    TableCategory,
    number
  >;
  const finalPlacement = PLACEMENT_FIELDS.map((f) => numberOf(draft.values[f])) as [number, number, number];
  return presetOf({ points, finalPlacement });
}

/** "Final placement: 1st", "…: 2nd", "…: 3rd", as /scoring words them. */
export const PLACEMENT_LABELS = ['1st', '2nd', '3rd'].map((place) => `${CATEGORY_LABELS.finalPlacement}: ${place}`);

export const fieldLabel = (field: DraftField): string =>
  field === 'solePrediction'
    ? SOLE_SURVIVOR_PREDICTION_LABEL
    : field.startsWith('finalPlacement.')
      ? (PLACEMENT_LABELS[Number(field.slice('finalPlacement.'.length))] ?? field)
      : tableCategoryLabel(field as TableCategory);

export type DraftCheck =
  | { ok: true; table: ScoringTableInput }
  | { ok: false; errors: Partial<Record<DraftField | 'predictionDeadline', string>> };

/**
 * The draft as the body of PUT …/scoring, checked with the contract the server checks with. A field's problem is
 * the contract's own message, naming the field as the page labels it.
 */
export function checkDraft(draft: ScoringDraft): DraftCheck {
  const errors: Partial<Record<DraftField | 'predictionDeadline', string>> = {};
  const deadline = draft.predictionDeadline.trim() ? easternInputToUtcIso(draft.predictionDeadline) : null;
  if (draft.predictionOn && draft.predictionDeadline.trim() && !deadline) {
    errors.predictionDeadline = 'The prediction deadline must be a date and time.';
  }
  const body: ScoringTableInput = {
    preset: draftPreset(draft),
    points: Object.fromEntries(TABLE_CATEGORIES.map((c) => [c, numberOf(draft.values[c])])) as Record<
      TableCategory,
      number
    >,
    finalPlacement: PLACEMENT_FIELDS.map((f) => numberOf(draft.values[f])) as [number, number, number],
    solePrediction: draft.predictionOn ? numberOf(draft.values.solePrediction) : 0,
    predictionDeadline: draft.predictionOn ? deadline : null,
  };
  const parsed = ScoringTableSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path);
      // The range message names the field as the API does (points.idolObtained): here, as the page labels it.
      if (field && !errors[field]) {
        errors[field] = issue.message.endsWith(SCORING_TABLE_MESSAGES.outOfRange('').trim())
          ? SCORING_TABLE_MESSAGES.outOfRange(fieldLabel(field))
          : issue.message;
      }
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, table: body };
}

function fieldOfPath(path: readonly PropertyKey[]): DraftField | null {
  const [head, key] = path;
  if (head === 'points' && typeof key === 'string' && (TABLE_CATEGORIES as readonly string[]).includes(key)) {
    return key as TableCategory;
  }
  if (head === 'finalPlacement' && typeof key === 'number') return PLACEMENT_FIELDS[key] ?? null;
  if (head === 'solePrediction') return 'solePrediction';
  return null;
}
