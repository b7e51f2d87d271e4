import type { EpisodeScoresResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** One episode's records with the version to send back as If-Match when saving. */
export function getEpisodeScores(
  season: number,
  episode: number,
  signal?: AbortSignal,
): Promise<EpisodeScoresResponse> {
  return apiRequest<EpisodeScoresResponse>(`/api/scores/${season}/${episode}`, { signal });
}
