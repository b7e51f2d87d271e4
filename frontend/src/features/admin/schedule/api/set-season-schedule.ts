import type { SeasonSchedule } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/seasons/{season}/schedule (admin): replaces the season's air times as a whole. */
export function setSeasonSchedule(season: number, schedule: SeasonSchedule): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/seasons/${season}/schedule`, { method: 'PUT', body: schedule });
}
