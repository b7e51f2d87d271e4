import type { ActivateLeagueResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

export function activateLeague(code: string): Promise<ActivateLeagueResponse> {
  return apiRequest<ActivateLeagueResponse>('/api/leagues/activate', { method: 'POST', body: { code } });
}
