import { z } from 'zod';

/**
 * Sealed picks (issue 14): a member's weekly elimination pick is seen only by that member (with the entry token)
 * and the admin until the episode's pick window closes; then everyone sees everyone's pick and who was right.
 */

/**
 * Whether an episode's pick window is closed, as the pick rule decides it: once the episode's scores record a
 * vote-out (nobody picks the result they already know, even when the league's cutoff is later), and with a cutoff
 * from that moment on (at the cutoff second it is already too late). The picks unseal later, once the episode has
 * also aired (`picksUnsealed`).
 */
export function pickWindowClosed(
  cutoff: string | Date | null | undefined,
  episodeHasVoteOut: boolean,
  now: number,
): boolean {
  if (episodeHasVoteOut) return true;
  if (!cutoff) return false;
  const at = cutoff instanceof Date ? cutoff.getTime() : Date.parse(cutoff);
  return !Number.isNaN(at) && now >= at;
}

/**
 * When an episode's picks unseal (issue 33): at the LATER of the pick cutoff in force (the league's own, or the air
 * time) and the episode's scheduled air time, or once a vote-out is recorded. A league cutoff closes the pick window
 * (`pickWindowClosed`) but never reveals the picks before the episode airs: a commissioner who plays sets cutoffs,
 * and must not be able to read (or change) everyone's open picks by setting one early. Without an air time the
 * cutoff alone decides, as before.
 */
export function picksUnsealAt(cutoff: string | null | undefined, airTime: string | null | undefined): string | null {
  const times = [cutoff, airTime].filter((at): at is string => !!at && !Number.isNaN(Date.parse(at)));
  if (times.length === 0) return null;
  return times.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a));
}

/** Whether everyone may see an episode's picks (and who was right): see `picksUnsealAt`. */
export function picksUnsealed(
  cutoff: string | null | undefined,
  airTime: string | null | undefined,
  episodeHasVoteOut: boolean,
  now: number,
): boolean {
  return pickWindowClosed(picksUnsealAt(cutoff, airTime), episodeHasVoteOut, now);
}

/** Who is looking: decides which picks of an open episode they may see. */
export type PickViewer = { kind: 'admin' } | { kind: 'member'; userName: string } | { kind: 'anonymous' };

const PickBoardPickSchema = z.object({
  userName: z.string(),
  castawayId: z.number(),
  /** null while the episode records no vote-out */
  correct: z.boolean().nullable(),
});

const PickBoardEpisodeSchema = z.object({
  episode: z.number(),
  /** the league's cutoff (ISO), if one is set */
  cutoff: z.string().nullable(),
  /** when the picks unseal without a vote-out (`picksUnsealAt`: the later of the cutoff and the air time), if known */
  unsealsAt: z.string().nullable(),
  /** the picks are unsealed (`picksUnsealed`: the cutoff and the air time have passed, or a vote-out is recorded): everyone's picks are shown */
  closed: z.boolean(),
  /** castaways voted out in this episode (empty while none is recorded, and while the window is open) */
  votedOut: z.array(z.number()),
  /** the picks this viewer may see, in member-name order; while open only the viewer's own (all for the admin) */
  picks: z.array(PickBoardPickSchema),
});
export type PickBoardEpisode = z.infer<typeof PickBoardEpisodeSchema>;

/** GET /api/leagues/{id}/elimination-picks/board?season=N */
export const PickBoardSchema = z.object({
  leagueId: z.string(),
  season: z.number(),
  viewer: z.enum(['admin', 'member', 'anonymous'] satisfies Array<PickViewer['kind']>),
  /** the member the entry token identified */
  viewerUserName: z.string().nullable(),
  episodes: z.array(PickBoardEpisodeSchema),
});
export type PickBoard = z.infer<typeof PickBoardSchema>;

/** Live push to a league-season's room when a pick changes: no pick in it, each viewer re-reads what it may see. */
export interface PicksChangedMessage {
  leagueId: string;
  season: number;
  episode: number;
}
