import type { StandingsSnapshot } from '@tribal/contracts';
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
