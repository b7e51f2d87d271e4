import type { TribalCouncilRecord } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

export function getTribalCouncils(season: number, signal?: AbortSignal): Promise<TribalCouncilRecord[]> {
  return apiRequest<TribalCouncilRecord[]>(`/api/tribal-councils/${season}`, { signal });
}
