import { z } from 'zod';
import { requiredText } from './common';
import { TEAM_SIZE } from './rubric';

export const DRAFT_MESSAGES = {
  teamFull: `Your team is full! You can only pick ${TEAM_SIZE} castaways.`,
  exactlyThree: `You must select exactly ${TEAM_SIZE} castaways.`,
  deadlinePassed: 'The draft deadline has passed. You cannot lock in your team.',
  leagueDeadlinePassed: 'The draft deadline for this league has passed.',
  draftLocked: 'Your draft is locked.',
  lockInConfirm: 'Are you sure you want to lock in this draft? You cannot make changes after this.',
  mustJoinFirst: 'You must join a league first!',
  notDraftedYet: "You haven't drafted a team yet!",
  unknownCastaway: 'That castaway is not in this season.',
  duplicateCastaway: 'A castaway can be on your team only once.',
  adminTeamSize: `Team must have exactly ${TEAM_SIZE} castaways.`,
  selectLeagueAndUser: 'Please select a league and user.',
  draftDeadlineUpdated: 'Draft deadline updated successfully!',
  castawayOnTeam: 'This castaway is on a team and cannot be deleted. Edit those drafts first.',
} as const;

export const SWAP_MESSAGES = {
  selectBoth: 'Please select a player to swap out and a player to swap in.',
  alreadyUsed: 'You have already used your one swap.',
  votedOut: 'You cannot swap in a castaway who has been voted out.',
  alreadyOnTeam: 'That castaway is already on your team.',
  /** `swapEpisode`: the season's own swap episode (`seasonEpisodeRanges(episodes).swapDeadlineEpisode`, finale − 4). */
  deadlinePassed: (swapEpisode: number) =>
    `The swap deadline has passed (7pm ET on the day of episode ${swapEpisode}).`,
  confirm: (out: string, into: string) =>
    `Are you sure you want to swap ${out} for ${into}? You only get ONE swap per season, and it cannot be undone.`,
  success: 'Swap successful! Your new castaway scores from the next episode on.',
} as const;

const team = z.array(z.number().int().positive(), { message: DRAFT_MESSAGES.exactlyThree }).max(10);

export const SubmitDraftRequestSchema = z.object({
  userName: requiredText('userName is required.', 40),
  team,
});
export type SubmitDraftRequest = z.infer<typeof SubmitDraftRequestSchema>;

export const SwapRequestSchema = z.object({ userName: requiredText('userName is required.', 40), team });
export type SwapRequest = z.infer<typeof SwapRequestSchema>;

export const AdminEditDraftRequestSchema = z.object({ team });

export const SetDraftDeadlineRequestSchema = z.object({
  draftDeadline: z.union([
    z.iso.datetime({ offset: true, message: 'draftDeadline must be an ISO date-time or null' }),
    z.null(),
  ]),
});

export const DraftSchema = z.object({
  team: z.array(z.number()),
  swapUsed: z.boolean(),
  timestamp: z.string(),
});
export type Draft = z.infer<typeof DraftSchema>;
/** GET /api/leagues/{id}/drafts: userName -> draft */
export const DraftsByUserSchema = z.record(z.string(), DraftSchema);
export type DraftsByUser = z.infer<typeof DraftsByUserSchema>;
