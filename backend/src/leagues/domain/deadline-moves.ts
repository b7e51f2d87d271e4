import { formatRecordTime } from '@tribal/contracts';

/** One deadline that moved, in words a member reads (Eastern time, no castaways, scores or picks). */
export interface DeadlineMove {
  /** which deadline (`draft`, `cutoff-5`): the moves of one deadline in an hour are weighed together */
  deadline: string;
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
    {
      deadline: 'draft',
      what: 'The draft deadline',
      from: formatRecordTime(before),
      to: after ? formatRecordTime(after) : NO_DEADLINE,
    },
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
      deadline: `cutoff-${episode}`,
      what: `The pick cutoff of episode ${episode}`,
      from: formatRecordTime(before[episode]),
      to: after[episode] ? formatRecordTime(after[episode]) : AIR_TIME,
    }));
}

/**
 * Members hear of deadline moves at most once an hour per league (issue 33, N1: ten moves must not be ten mails
 * to every member): the first move is mailed at once; the moves of the next hour wait, and go out together, in
 * one mail, when the hour since that mail is over.
 */
export const DEADLINE_MAIL_SPACING_MS = 3600_000;

/** A league's deadline mail as it stands: when members were last mailed, and the moves waiting for the next mail. */
export interface DeadlineMailBatch {
  lastMailedAt: string | null;
  pending: DeadlineMove[];
}

export interface DeadlineMailPlan {
  /** the moves to mail now (none: nobody is mailed now) */
  mailNow: DeadlineMove[];
  batch: DeadlineMailBatch;
  /** when the waiting moves go out (null: nothing waits) */
  dueAt: string | null;
}

/**
 * The moves worth a mail: each deadline's moves, unless together they bring it back to where members were last
 * told it was (moved to Thursday and back to Wednesday in one hour is no news).
 */
export function movesWorthTelling(moves: readonly DeadlineMove[]): DeadlineMove[] {
  const back = new Set<string>();
  for (const deadline of new Set(moves.map((move) => move.deadline))) {
    const own = moves.filter((move) => move.deadline === deadline);
    if (own[0].from === own[own.length - 1].to) back.add(deadline);
  }
  return moves.filter((move) => !back.has(move.deadline));
}

/** A change moved deadlines at `now`: mail them now, or keep them for the mail due an hour after the last one. */
export function planDeadlineMail(
  batch: DeadlineMailBatch,
  moves: readonly DeadlineMove[],
  now: Date,
): DeadlineMailPlan {
  const waiting = [...batch.pending, ...moves];
  const last = batch.lastMailedAt === null ? null : Date.parse(batch.lastMailedAt);
  if (last !== null && now.getTime() < last + DEADLINE_MAIL_SPACING_MS) {
    const dueAt = waiting.length ? new Date(last + DEADLINE_MAIL_SPACING_MS).toISOString() : null;
    return { mailNow: [], batch: { lastMailedAt: batch.lastMailedAt, pending: waiting }, dueAt };
  }
  return releaseDeadlineMail({ lastMailedAt: batch.lastMailedAt, pending: waiting }, now);
}

/** The hour is over (or no mail went out within it): the waiting moves worth telling go out in one mail now. */
export function releaseDeadlineMail(batch: DeadlineMailBatch, now: Date): DeadlineMailPlan {
  const mailNow = movesWorthTelling(batch.pending);
  return {
    mailNow,
    batch: { lastMailedAt: mailNow.length ? now.toISOString() : batch.lastMailedAt, pending: [] },
    dueAt: null,
  };
}
