import { queryOptions } from '@tanstack/react-query';
import { type ChatViewer, chatShieldGroup, type Reactions } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { authKey, type ChatAuth } from './chat-auth';
import { shieldParams } from './get-chat-page';

/** GET /api/leagues/{id}/reactions?season=&tz=&revealedThrough=: each feed line's counts and the caller's own. */
export function getReactions(
  leagueId: string,
  season: number,
  viewer: ChatViewer,
  auth: ChatAuth,
  signal?: AbortSignal,
): Promise<Reactions> {
  const params = shieldParams(viewer);
  params.set('season', String(season));
  return apiRequest<Reactions>(`/api/leagues/${encodeURIComponent(leagueId)}/reactions?${params}`, {
    ...auth,
    signal,
    cache: 'no-cache',
  });
}

export const reactionsQuery = (leagueId: string, season: number, viewer: ChatViewer, auth: ChatAuth) =>
  queryOptions({
    queryKey: ['league', leagueId, 'reactions', season, chatShieldGroup(viewer), authKey(auth)] as const,
    queryFn: ({ signal }) => getReactions(leagueId, season, viewer, auth, signal),
    retry: false,
  });
