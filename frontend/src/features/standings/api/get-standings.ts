import { type QueryKey, queryOptions, skipToken } from '@tanstack/react-query';
import type { StandingsSnapshot, StandingsView } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * The compact snapshot (expand it with `standingsView`). The server lets caches keep it for 2 s; `fresh` asks
 * the browser to revalidate (by ETag: an unchanged version costs a 304), for a catch-up after a missed change.
 */
export function getStandings(
  leagueId: string,
  season: number,
  { signal, fresh = false }: { signal?: AbortSignal; fresh?: boolean } = {},
): Promise<StandingsSnapshot> {
  return apiRequest<StandingsSnapshot>(`/api/leagues/${encodeURIComponent(leagueId)}/standings?season=${season}`, {
    signal,
    cache: fresh ? 'no-cache' : 'default',
  });
}

/**
 * Where the live standings of a league-season are held in the query cache: `useLiveStandings` fills it (the first
 * load, socket acks, live changes applied on top) and the page reads it; nothing loads it on its own. null while
 * nothing is held.
 */
export const liveStandingsQuery = (leagueId: string, season: number) =>
  queryOptions<StandingsView | null, Error, StandingsView | null, QueryKey>({
    queryKey: ['league', leagueId, 'standings', season, 'live'],
    queryFn: skipToken,
    // Held as applied: a change applied on top is the object shown, not a copy merged into the last one.
    structuralSharing: false,
  });
