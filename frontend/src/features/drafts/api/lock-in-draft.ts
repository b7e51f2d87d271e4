import type { SubmitDraftRequest } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * Locks in the member's three castaways; the entry token proves this browser joined as them, or without one the
 * signed-in person's session cookie proves the entry is theirs (issue 29).
 */
export function lockInDraft(leagueId: string, request: SubmitDraftRequest, entryToken: string | undefined) {
  return apiRequest<{ message: string }>(`/api/leagues/${encodeURIComponent(leagueId)}/draft`, {
    method: 'POST',
    body: request,
    entryToken,
  });
}
