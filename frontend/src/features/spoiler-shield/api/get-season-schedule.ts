import { apiRequest } from '@/lib/api-client';

/** GET /api/seasons/{season}/schedule: episode -> air time (ISO) of the broadcast. */
export function getSeasonSchedule(season: number, signal?: AbortSignal): Promise<Record<string, string>> {
  return apiRequest<Record<string, string>>(`/api/seasons/${season}/schedule`, { signal });
}
