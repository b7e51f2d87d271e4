import type { JoinLeagueRequest, JoinLeagueResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** `idempotencyKey`: the same for a resend of one join, so a lost answer's entry token is answered again. */
export function joinLeague(
  leagueId: string,
  request: JoinLeagueRequest,
  idempotencyKey?: string,
): Promise<JoinLeagueResponse> {
  return apiRequest<JoinLeagueResponse>(`/api/leagues/${encodeURIComponent(leagueId)}/join`, {
    method: 'POST',
    body: request,
    idempotencyKey,
  });
}
