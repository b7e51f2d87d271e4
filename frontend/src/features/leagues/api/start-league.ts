import type { StartLeagueRequest } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/leagues without the admin's session: 202 `{ message }`, the activation link is emailed. */
export function startLeague(request: StartLeagueRequest, idempotencyKey?: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/leagues', { method: 'POST', body: request, idempotencyKey });
}
