import {
  type CountedCategory,
  type EpisodeScoresRequest,
  INDIVIDUAL_IMMUNITY_POINTS,
  type ScoreRecord,
  ScoreRecordSchema,
} from '@tribal/contracts';

/** The counted categories in the order the grid shows them (the order an episode unfolds). */
export const GRID_CATEGORIES: readonly CountedCategory[] = [
  'tribeImmunityWins',
  'tribeRewardWins',
  'individualRewardWins',
  'rightSideOfVote',
  'votesAgainst',
  'idolObtained',
  'advantageObtained',
  'playedIdolAdvantage',
  'advantageAbandoned',
  'idolAbandoned',
  'shotInDarkWin',
];

/**
 * The individual immunity choices: '0' or the players-remaining count. Two counts are worth the same (7 and 6
 * left: 6 points), so the choice is kept by count and the record stores its points.
 */
export const IMMUNITY_CHOICES: ReadonlyArray<{ key: string; label: string; points: number }> = [
  { key: '0', label: '0', points: 0 },
  ...INDIVIDUAL_IMMUNITY_POINTS.map(({ playersRemaining, points }) => ({
    key: String(playersRemaining),
    label: `${playersRemaining} left: ${points}`,
    points,
  })),
];

export const PLACEMENT_CHOICES: ReadonlyArray<{ value: number; label: string }> = [
  { value: 0, label: '0' },
  { value: 1, label: '1st: 25' },
  { value: 2, label: '2nd: 10' },
  { value: 3, label: '3rd: 5' },
];

/** One grid row as typed: counts are the input's text until saved. */
export interface ScoreFormRow {
  counts: Record<CountedCategory, string>;
  immunity: string;
  finalPlacement: number;
  votedOut: boolean;
}

export function emptyFormRow(): ScoreFormRow {
  return {
    counts: Object.fromEntries(GRID_CATEGORIES.map((c) => [c, '0'])) as Record<CountedCategory, string>,
    immunity: '0',
    finalPlacement: 0,
    votedOut: false,
  };
}

export function formRowFromRecord(record: Partial<ScoreRecord> | undefined): ScoreFormRow {
  const row = emptyFormRow();
  if (!record) return row;
  for (const category of GRID_CATEGORIES) row.counts[category] = String(record[category] ?? 0);
  const immunity = IMMUNITY_CHOICES.find((choice) => choice.points === record.individualImmunityWins);
  row.immunity = immunity?.key ?? '0';
  row.finalPlacement = record.finalPlacement ?? 0;
  row.votedOut = record.votedOut ?? false;
  return row;
}

/** Spec §5: a count is a whole number, empty meaning 0. Anything else stays as typed for the schema to refuse. */
function parseCount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : Number(trimmed);
}

/** The record a row stands for, before validation (the points preview reads it as the admin types). */
export function recordFromFormRow(row: ScoreFormRow): ScoreRecord {
  const counts = Object.fromEntries(GRID_CATEGORIES.map((c) => [c, parseCount(row.counts[c])])) as Record<
    CountedCategory,
    number
  >;
  return {
    ...counts,
    individualImmunityWins: IMMUNITY_CHOICES.find((choice) => choice.key === row.immunity)?.points ?? 0,
    finalPlacement: row.finalPlacement,
    votedOut: row.votedOut,
  };
}

function isEmptyRecord(record: ScoreRecord): boolean {
  return (
    GRID_CATEGORIES.every((c) => record[c] === 0) &&
    record.individualImmunityWins === 0 &&
    record.finalPlacement === 0 &&
    !record.votedOut
  );
}

export type EpisodeBuildResult = { ok: true; records: EpisodeScoresRequest } | { ok: false; message: string };

/**
 * The PUT body for an episode: one validated record per castaway with something to record (all-zero rows are
 * left out; the save replaces the episode, so a row zeroed out is removed). The first invalid count names its
 * castaway.
 */
export function buildEpisodeRecords(
  rows: Readonly<Record<string, ScoreFormRow>>,
  nameOf: (castawayId: string) => string,
): EpisodeBuildResult {
  const records: EpisodeScoresRequest = {};
  for (const [castawayId, row] of Object.entries(rows)) {
    const checked = ScoreRecordSchema.safeParse(recordFromFormRow(row));
    if (!checked.success) {
      return { ok: false, message: `${nameOf(castawayId)}: ${checked.error.issues[0]?.message ?? 'invalid score'}` };
    }
    if (!isEmptyRecord(checked.data)) records[castawayId] = checked.data;
  }
  return { ok: true, records };
}
