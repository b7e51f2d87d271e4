import type { CreateLeagueRequest, CreateLeagueResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

export function createLeague(request: CreateLeagueRequest): Promise<CreateLeagueResponse> {
  return apiRequest<CreateLeagueResponse>('/api/leagues', { method: 'POST', body: request });
}
