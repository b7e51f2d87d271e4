import type { EditSeasonRequest, SeasonSummary } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** PATCH /api/seasons/{n} (admin). */
export function editSeason(season: number, body: EditSeasonRequest): Promise<SeasonSummary> {
  return apiRequest<SeasonSummary>(`/api/seasons/${season}`, { method: 'PATCH', body });
}
