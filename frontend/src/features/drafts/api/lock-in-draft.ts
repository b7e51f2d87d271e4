import type { SubmitDraftRequest } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** Locks in the member's three castaways; the entry token proves this browser joined as them. */
export function lockInDraft(leagueId: string, request: SubmitDraftRequest, entryToken: string) {
  return apiRequest<{ message: string }>(`/api/leagues/${encodeURIComponent(leagueId)}/draft`, {
    method: 'POST',
    body: request,
    entryToken,
  });
}
