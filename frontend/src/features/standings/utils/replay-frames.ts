import type { ReplayTotals, StandingsReplay, StandingsReplayStep } from '@tribal/contracts';

export interface ReplayRow {
  userName: string;
  total: number;
  rank: number;
  /** points this step gave the member */
  change: number;
  /** places gained (+) or lost (-) in this step */
  movement: number;
}

/** The table at a step (-1: before the episode), in rank then member order. */
export function replayRows(replay: StandingsReplay, stepIndex: number): ReplayRow[] {
  const at: ReplayTotals = stepIndex < 0 ? replay.before : (replay.steps[stepIndex] ?? replay.before);
  const previous: ReplayTotals = stepIndex <= 0 ? replay.before : replay.steps[stepIndex - 1];
  return replay.members
    .map((userName, i) => ({
      userName,
      total: at.totals[i],
      rank: at.ranks[i],
      change: stepIndex < 0 ? 0 : at.totals[i] - previous.totals[i],
      movement: stepIndex < 0 ? 0 : previous.ranks[i] - at.ranks[i],
    }))
    .sort((a, b) => a.rank - b.rank || (a.userName < b.userName ? -1 : a.userName > b.userName ? 1 : 0));
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** What a step did, in words: 'Tribal immunity: Avery Brooks +1' or 'Scores saved: …; Mila Okafor voted out'. */
export function describeStep(step: StandingsReplayStep, nameOf: (castawayId: number) => string): string {
  const name = (id: string | number) => nameOf(Number(id));
  const parts = Object.entries(step.points).map(([id, points]) => `${name(id)} ${signed(points)}`);
  const out = step.votedOut.map((id) => `${name(id)} voted out`);
  const what = [...parts, ...out].join('; ') || 'no change';
  const kind = step.kind === 'grid-save' ? 'Scores saved' : humanKind(step.happeningKind);
  return `${kind}: ${what}`;
}

function humanKind(kind: string | null): string {
  if (!kind) return 'Happening';
  const words = kind.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}
