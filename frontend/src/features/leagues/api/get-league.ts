import type { LeagueDetails } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

export function getLeague(leagueId: string, signal?: AbortSignal): Promise<LeagueDetails> {
  return apiRequest<LeagueDetails>(`/api/leagues/${encodeURIComponent(leagueId)}`, { signal });
}
