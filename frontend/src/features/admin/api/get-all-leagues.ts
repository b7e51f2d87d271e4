import type { LeagueDetails } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/leagues/all: every league with its commissioner, deadlines, members and tribes. */
export function getAllLeagues(signal?: AbortSignal): Promise<LeagueDetails[]> {
  return apiRequest<LeagueDetails[]>('/api/leagues/all', { signal });
}
