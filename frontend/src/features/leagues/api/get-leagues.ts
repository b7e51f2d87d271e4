import type { LeagueSummary } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

export function getLeagues(signal?: AbortSignal): Promise<LeagueSummary[]> {
  return apiRequest<LeagueSummary[]>('/api/leagues', { signal });
}
