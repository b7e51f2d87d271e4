import type { SeasonSummary } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/seasons: every season, newest first, with its status and cast count. */
export function getSeasons(signal?: AbortSignal): Promise<SeasonSummary[]> {
  return apiRequest<SeasonSummary[]>('/api/seasons', { signal });
}
