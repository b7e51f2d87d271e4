import type { SeasonSchedule } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/seasons/{season}/schedule: episode -> ISO air time (the default weekly cutoffs and swap deadline). */
export function getSeasonSchedule(season: number, signal?: AbortSignal): Promise<SeasonSchedule> {
  return apiRequest<SeasonSchedule>(`/api/seasons/${season}/schedule`, { signal });
}
