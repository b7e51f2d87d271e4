import type { TeamStint } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

export function getTeamStints(leagueId: string, season: number, signal?: AbortSignal): Promise<TeamStint[]> {
  return apiRequest<TeamStint[]>(`/api/leagues/${encodeURIComponent(leagueId)}/team-stints?season=${season}`, {
    signal,
  });
}
