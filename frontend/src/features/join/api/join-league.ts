import type { JoinLeagueRequest, JoinLeagueResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

export function joinLeague(leagueId: string, request: JoinLeagueRequest): Promise<JoinLeagueResponse> {
  return apiRequest<JoinLeagueResponse>(`/api/leagues/${encodeURIComponent(leagueId)}/join`, {
    method: 'POST',
    body: request,
  });
}
