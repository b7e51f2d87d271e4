import { formatRecordTime } from '@tribal/contracts';

/** One deadline that moved, in words a member reads (Eastern time, no castaways, scores or picks). */
export interface DeadlineMove {
  what: string;
  from: string;
  to: string;
}

const NO_DEADLINE = 'no deadline';
const AIR_TIME = "the episode's air time";

const later = (a: string | null, b: string | null) => Math.max(a ? Date.parse(a) : 0, b ? Date.parse(b) : 0);

/**
 * The deadlines a change moved that still matter to members: an earlier value that changed, where the old or the
 * new time is still ahead (a deadline set for the first time, or both times past, moves nothing a member can act on).
 */
export function draftDeadlineMoves(before: string | null, after: string | null, now: Date): DeadlineMove[] {
  if (before === null || before === after || later(before, after) <= now.getTime()) return [];
  return [
    { what: 'The draft deadline', from: formatRecordTime(before), to: after ? formatRecordTime(after) : NO_DEADLINE },
  ];
}

export function cutoffMoves(
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
  now: Date,
): DeadlineMove[] {
  return Object.keys(before)
    .filter(
      (episode) => before[episode] !== after[episode] && later(before[episode], after[episode] ?? null) > now.getTime(),
    )
    .sort((a, b) => Number(a) - Number(b))
    .map((episode) => ({
      what: `The pick cutoff of episode ${episode}`,
      from: formatRecordTime(before[episode]),
      to: after[episode] ? formatRecordTime(after[episode]) : AIR_TIME,
    }));
}

/** The mail's text: the league, each move, and nothing that could spoil an episode. */
export function deadlineMovedMail(leagueName: string, moves: readonly DeadlineMove[], leagueUrl: string) {
  return {
    subject: `${leagueName}: a deadline moved`,
    text: [
      `A deadline in ${leagueName} has moved:`,
      '',
      ...moves.map((move) => `${move.what}: from ${move.from} to ${move.to} ET.`),
      '',
      `Every change is on the league's record: ${leagueUrl}/record`,
    ].join('\n'),
  };
}
