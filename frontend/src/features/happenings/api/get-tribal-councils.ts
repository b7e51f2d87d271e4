import { queryOptions } from '@tanstack/react-query';
import type { TribalCouncilRecord } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFreshQuery } from '@/lib/query-client';

export function getTribalCouncils(season: number, signal?: AbortSignal): Promise<TribalCouncilRecord[]> {
  return apiRequest<TribalCouncilRecord[]>(`/api/tribal-councils/${season}`, { signal });
}

export const tribalCouncilsQuery = (season: number) =>
  queryOptions({
    queryKey: ['season', season, 'tribal-councils'],
    queryFn: ({ signal }) => getTribalCouncils(season, signal),
  });

export function useTribalCouncils(season: number) {
  return useFreshQuery(tribalCouncilsQuery(season));
}
