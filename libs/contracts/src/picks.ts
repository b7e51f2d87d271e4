import { z } from 'zod';
import { requiredText } from './common';
import { episodeDateTimes } from './schedule';
import { episodeRangeMessage, type SeasonEpisodeRanges, WIDEST_EPISODE_RANGES } from './seasons';

export const PICK_MESSAGES = {
  selectCastaway: 'Please select a castaway to eliminate.',
  mustBeLoggedIn: 'You must be logged in to make a pick.',
  submitted: 'Elimination pick submitted successfully!',
  updated: 'Elimination pick updated successfully!',
  saved: (episode: number) =>
    `Your current pick for Episode ${episode} is saved. You can change it until the deadline.`,
  deadlinePassed: 'The deadline for this episode has passed.',
  failedPrefix: 'Failed to submit elimination pick: ',
  submitError: 'An error occurred while submitting your pick.',
  adminUpdated: 'Pick updated successfully!',
  alreadyVotedOut: 'That castaway has already been voted out.',
  unknownCastaway: 'That castaway is not in this season.',
  /** the pick range of the league's season (2-13 of 14) */
  episodeRange: (ranges: SeasonEpisodeRanges) => episodeRangeMessage('episode', ranges.pick),
  cutoffsUpdated: 'Elimination cutoffs updated successfully!',
  cutoffEpisodeRange: (ranges: SeasonEpisodeRanges) =>
    `cutoffs are for episodes ${ranges.cutoff.first} to ${ranges.cutoff.last}`,
  failedToFetch: 'Failed to fetch elimination picks',
} as const;

/** The shape: an episode of any season. The league's season decides which take picks (the server's check). */
const anyEpisodeMessage = episodeRangeMessage('episode', WIDEST_EPISODE_RANGES.all);
const episode = z
  .number({ message: anyEpisodeMessage })
  .int(anyEpisodeMessage)
  .min(WIDEST_EPISODE_RANGES.all.first, anyEpisodeMessage)
  .max(WIDEST_EPISODE_RANGES.all.last, anyEpisodeMessage);
const castawayId = z
  .number({ message: PICK_MESSAGES.selectCastaway })
  .int(PICK_MESSAGES.selectCastaway)
  .positive(PICK_MESSAGES.selectCastaway);

export const EliminationPickRequestSchema = z.object({
  userName: requiredText(PICK_MESSAGES.mustBeLoggedIn, 40),
  episode,
  castawayId,
});
export type EliminationPickRequest = z.infer<typeof EliminationPickRequestSchema>;

/** PUT /api/leagues/{id}/elimination-cutoff: episode -> ISO date-time (UTC); an episode left out has no cutoff. */
export const EliminationCutoffsRequestSchema = z.object({
  // The shape: episodes of any season; the league's season narrows them (the server's check, with its range).
  cutoffs: episodeDateTimes(
    WIDEST_EPISODE_RANGES.all,
    episodeRangeMessage('each cutoff episode', WIDEST_EPISODE_RANGES.all),
    'each cutoff must be an ISO date-time',
  ),
});

/** GET /api/leagues/{id}/elimination-picks: userName -> episode -> castaway id */
export const EliminationPicksSchema = z.record(z.string(), z.record(z.string(), z.number()));
export type EliminationPicks = z.infer<typeof EliminationPicksSchema>;
