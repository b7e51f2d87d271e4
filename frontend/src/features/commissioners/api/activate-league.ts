import type { ActivateLeagueResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** One key for every send of one code: a retry after a lost answer gets the first answer, tokens included. */
export function activateLeague(code: string, idempotencyKey?: string): Promise<ActivateLeagueResponse> {
  return apiRequest<ActivateLeagueResponse>('/api/leagues/activate', {
    method: 'POST',
    body: { code },
    idempotencyKey,
  });
}
