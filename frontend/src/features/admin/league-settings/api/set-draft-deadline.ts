import { apiRequest } from '@/lib/api-client';
import type { ScopeAuth } from '@/lib/manage-scope';

/** draftDeadline: a UTC ISO instant, or null to clear the deadline (spec §5: an empty input sends null). */
export function setDraftDeadline(
  leagueId: string,
  draftDeadline: string | null,
  auth: ScopeAuth = {},
): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/leagues/${encodeURIComponent(leagueId)}/deadline`, {
    method: 'POST',
    body: { draftDeadline },
    ...auth,
  });
}
