import type { SendEmailToAllRequest, SendEmailToAllResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import type { ScopeAuth } from '@/lib/manage-scope';

/** POST /api/leagues/{id}/email (admin or that league's commissioner): one mail per member address of the league. */
export function sendLeagueEmail(
  leagueId: string,
  request: SendEmailToAllRequest,
  idempotencyKey: string,
  auth: ScopeAuth = {},
): Promise<SendEmailToAllResponse> {
  return apiRequest<SendEmailToAllResponse>(`/api/leagues/${encodeURIComponent(leagueId)}/email`, {
    method: 'POST',
    body: request,
    idempotencyKey,
    ...auth,
  });
}
