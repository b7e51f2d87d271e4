import type { LeagueDetails } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import type { ScopeAuth } from '@/lib/manage-scope';

export function getLeague(leagueId: string, signal?: AbortSignal, auth: ScopeAuth = {}): Promise<LeagueDetails> {
  return apiRequest<LeagueDetails>(`/api/leagues/${encodeURIComponent(leagueId)}`, { signal, ...auth });
}
