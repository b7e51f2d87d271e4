import type { Castaway } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** The castaways of the league's season. */
export function getLeagueCastaways(leagueId: string, signal?: AbortSignal): Promise<Castaway[]> {
  return apiRequest<Castaway[]>(`/api/leagues/${encodeURIComponent(leagueId)}/castaways`, { signal });
}
