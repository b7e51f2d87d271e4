import type { DraftsByUser } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** Spec §7: every member's locked-in draft, by user name. */
export function getLeagueDrafts(leagueId: string, signal?: AbortSignal): Promise<DraftsByUser> {
  return apiRequest<DraftsByUser>(`/api/leagues/${encodeURIComponent(leagueId)}/drafts`, { signal });
}
