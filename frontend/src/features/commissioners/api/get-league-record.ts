import type { LeagueRecordEntry } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

export function getLeagueRecord(leagueId: string, signal?: AbortSignal): Promise<LeagueRecordEntry[]> {
  return apiRequest<LeagueRecordEntry[]>(`/api/leagues/${encodeURIComponent(leagueId)}/record`, {
    signal,
    cache: 'no-cache',
  });
}
