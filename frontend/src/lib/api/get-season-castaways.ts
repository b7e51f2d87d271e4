import type { Castaway } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

export function getSeasonCastaways(season: number, signal?: AbortSignal): Promise<Castaway[]> {
  return apiRequest<Castaway[]>(`/api/castaways/${season}`, { signal });
}
