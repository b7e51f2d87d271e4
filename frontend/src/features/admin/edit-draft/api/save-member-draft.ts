import { apiRequest } from '@/lib/api-client';
import type { ScopeAuth } from '@/lib/manage-scope';

/** Answers 'Draft for {user} in {league} updated successfully!'. */
export function saveMemberDraft(
  leagueId: string,
  userName: string,
  team: number[],
  auth: ScopeAuth = {},
): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(
    `/api/admin/leagues/${encodeURIComponent(leagueId)}/drafts/${encodeURIComponent(userName)}`,
    { method: 'PUT', body: { team }, ...auth },
  );
}
