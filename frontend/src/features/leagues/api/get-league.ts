import type { LeagueDetails } from '@tribal/contracts';
import type { ScopeAuth } from '@/features/admin/manage-scope';
import { apiRequest } from '@/lib/api-client';

export function getLeague(leagueId: string, signal?: AbortSignal, auth: ScopeAuth = {}): Promise<LeagueDetails> {
  return apiRequest<LeagueDetails>(`/api/leagues/${encodeURIComponent(leagueId)}`, { signal, ...auth });
}
