import { z } from 'zod';
import { requiredText } from './common';
import { CUTOFF_EPISODES, PICK_EPISODES } from './rubric';
import { episodeDateTimes } from './schedule';

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
  episodeRange: `episode must be a whole number from ${PICK_EPISODES.first} to ${PICK_EPISODES.last}`,
  cutoffsUpdated: 'Elimination cutoffs updated successfully!',
  cutoffEpisodeRange: `cutoffs are for episodes ${CUTOFF_EPISODES.first} to ${CUTOFF_EPISODES.last}`,
  failedToFetch: 'Failed to fetch elimination picks',
} as const;

const episode = z
  .number({ message: PICK_MESSAGES.episodeRange })
  .int(PICK_MESSAGES.episodeRange)
  .min(PICK_EPISODES.first, PICK_MESSAGES.episodeRange)
  .max(PICK_EPISODES.last, PICK_MESSAGES.episodeRange);
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
  cutoffs: episodeDateTimes(CUTOFF_EPISODES, PICK_MESSAGES.cutoffEpisodeRange, 'each cutoff must be an ISO date-time'),
});

/** GET /api/leagues/{id}/elimination-picks: userName -> episode -> castaway id */
export type EliminationPicks = Record<string, Record<string, number>>;
