import type { EpisodeScoresRequest } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

export interface SavedEpisodeScores {
  season: number;
  episode: number;
  version: number;
}

/**
 * Replaces an episode's records. `If-Match: <version>` is the version the admin loaded: when someone saved in
 * between, the server answers 409 instead of overwriting their work.
 */
export function saveEpisodeScores(
  season: number,
  episode: number,
  version: number,
  records: EpisodeScoresRequest,
): Promise<SavedEpisodeScores> {
  return apiRequest(`/api/scores/${season}/${episode}`, { method: 'PUT', body: records, ifMatch: version });
}
