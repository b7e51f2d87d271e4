import type { CreateSeasonRequest, SeasonSummary } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/seasons (admin): 201 with the season; 409 when the number is taken. */
export function createSeason(body: CreateSeasonRequest): Promise<SeasonSummary> {
  return apiRequest<SeasonSummary>('/api/seasons', { method: 'POST', body });
}
