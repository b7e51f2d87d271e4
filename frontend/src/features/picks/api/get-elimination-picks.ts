import type { EliminationPicks } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/leagues/{id}/elimination-picks: userName -> episode -> castaway id. */
export function getEliminationPicks(leagueId: string, signal?: AbortSignal): Promise<EliminationPicks> {
  return apiRequest<EliminationPicks>(`/api/leagues/${encodeURIComponent(leagueId)}/elimination-picks`, { signal });
}
