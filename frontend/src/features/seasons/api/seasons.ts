import type { CreateSeasonRequest, EditSeasonRequest, SeasonSummary } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/seasons: every season, newest first, with its status and cast count. */
export function getSeasons(signal?: AbortSignal): Promise<SeasonSummary[]> {
  return apiRequest<SeasonSummary[]>('/api/seasons', { signal });
}

/** POST /api/seasons (admin): 201 with the season; 409 when the number is taken. */
export function createSeason(body: CreateSeasonRequest): Promise<SeasonSummary> {
  return apiRequest<SeasonSummary>('/api/seasons', { method: 'POST', body });
}

/** PATCH /api/seasons/{n} (admin). */
export function editSeason(season: number, body: EditSeasonRequest): Promise<SeasonSummary> {
  return apiRequest<SeasonSummary>(`/api/seasons/${season}`, { method: 'PATCH', body });
}
