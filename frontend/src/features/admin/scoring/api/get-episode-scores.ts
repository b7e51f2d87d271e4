import { queryOptions } from '@tanstack/react-query';
import type { EpisodeScoresResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { getLeagueCastaways } from '../../api/get-league-castaways';

/** One episode's records with the version to send back as If-Match when saving. */
export function getEpisodeScores(
  season: number,
  episode: number,
  signal?: AbortSignal,
): Promise<EpisodeScoresResponse> {
  return apiRequest<EpisodeScoresResponse>(`/api/scores/${season}/${episode}`, { signal });
}

/** What the score grid loads: the league's castaways (its rows) and the episode's records with their version. */
export const scoreGridQuery = (leagueId: string, season: number, episode: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'score-grid', season, episode],
    queryFn: async ({ signal }) => {
      const [castaways, scores] = await Promise.all([
        getLeagueCastaways(leagueId, signal),
        getEpisodeScores(season, episode, signal),
      ]);
      return { castaways, scores };
    },
  });
