import { z } from 'zod';
import { SeasonSchema, WIDEST_EPISODE_RANGES } from './seasons';

/** Any season's episodes: the premiere (1, never scored) to the finale (at most 20). */
const SEASON_EPISODES = WIDEST_EPISODE_RANGES.all;

export const episodeInSeason = /* @__NO_SIDE_EFFECTS__ */ (field: string) => {
  const message = `${field} must be a whole number from ${SEASON_EPISODES.first} to ${SEASON_EPISODES.last}`;
  return z.coerce
    .number({ message })
    .int(message)
    .min(SEASON_EPISODES.first, message)
    .max(SEASON_EPISODES.last, message);
};

/** GET /api/leagues/{id}/standings?season=N&asOfEpisode=E: the standings counting only episodes ≤ E. */
export const StandingsQuerySchema = z.object({
  season: SeasonSchema.optional(),
  asOfEpisode: episodeInSeason('asOfEpisode').optional(),
});
