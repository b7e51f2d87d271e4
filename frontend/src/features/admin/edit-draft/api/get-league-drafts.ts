import type { DraftsByUser } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/leagues/{id}/drafts: userName -> {team, swapUsed, timestamp}. */
export function getLeagueDrafts(leagueId: string, signal?: AbortSignal): Promise<DraftsByUser> {
  return apiRequest<DraftsByUser>(`/api/leagues/${encodeURIComponent(leagueId)}/drafts`, { signal });
}
