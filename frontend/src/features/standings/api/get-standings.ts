import type { StandingsSnapshot } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

export function getStandings(leagueId: string, season: number, signal?: AbortSignal): Promise<StandingsSnapshot> {
  return apiRequest<StandingsSnapshot>(`/api/leagues/${encodeURIComponent(leagueId)}/standings?season=${season}`, {
    signal,
  });
}
