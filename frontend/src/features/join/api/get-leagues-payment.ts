import type { LeagueDetails } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/leagues/all: each league with its commissioner's settings (handles, entry fee, payouts). */
export function getLeaguesWithPayment(signal?: AbortSignal): Promise<LeagueDetails[]> {
  return apiRequest<LeagueDetails[]>('/api/leagues/all', { signal });
}
