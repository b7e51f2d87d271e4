import type { SeasonScores } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** episode -> castaway id -> score record */
export function getSeasonScores(season: number, signal?: AbortSignal): Promise<SeasonScores> {
  return apiRequest<SeasonScores>(`/api/scores/${season}`, { signal });
}
