import { ScoredCategory, ScoreRecord, ScoreRecordSchema, scoreRecordPoints } from '@tribal/contracts';

/** What a happening adds to one castaway's episode record: numbers are added, `votedOut` is set. */
export type ScoreRecordDelta = Partial<Record<ScoredCategory, number>> & { votedOut?: boolean };

export const emptyScoreRecord = (): ScoreRecord => ScoreRecordSchema.parse({});

export function applyDelta(record: ScoreRecord, delta: ScoreRecordDelta): ScoreRecord {
  const next: ScoreRecord = { ...record };
  for (const [field, value] of Object.entries(delta) as Array<[keyof ScoreRecordDelta, number | boolean]>) {
    if (field === 'votedOut') next.votedOut = value as boolean;
    else next[field] = (next[field] ?? 0) + (value as number);
  }
  return next;
}

/** The delta that takes `delta` back (a vote-out taken back leaves the castaway in the game). */
export function inverseDelta(delta: ScoreRecordDelta): ScoreRecordDelta {
  const inverse: ScoreRecordDelta = {};
  for (const [field, value] of Object.entries(delta) as Array<[keyof ScoreRecordDelta, number | boolean]>) {
    if (field === 'votedOut') inverse.votedOut = false;
    else inverse[field] = -(value as number);
  }
  return inverse;
}

/** True when a record has nothing in it: a happening undone leaves no trace of the castaway in that episode. */
export function isEmptyRecord(record: ScoreRecord): boolean {
  return !record.votedOut && Object.entries(record).every(([field, v]) => field === 'votedOut' || v === 0);
}

export function hasNegativeCount(record: ScoreRecord): boolean {
  return Object.entries(record).some(([field, v]) => field !== 'votedOut' && (v as number) < 0);
}

/** Points a change of records made, per castaway: the rubric total after minus before (0s left out). */
export function pointsBetween(
  before: ReadonlyMap<number, ScoreRecord>,
  after: ReadonlyMap<number, ScoreRecord>,
): Record<string, number> {
  const points: Record<string, number> = {};
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const a = after.get(id);
    const b = before.get(id);
    const diff = (a ? scoreRecordPoints(a).total : 0) - (b ? scoreRecordPoints(b).total : 0);
    if (diff !== 0) points[String(id)] = diff;
  }
  return points;
}
