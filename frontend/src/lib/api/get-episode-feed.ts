import type { EpisodeFeed } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

export function getEpisodeFeed(season: number, episode: number, signal?: AbortSignal): Promise<EpisodeFeed> {
  return apiRequest<EpisodeFeed>(`/api/scores/${season}/${episode}/happenings`, { signal });
}
