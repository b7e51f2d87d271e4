import type { Castaway, CastawayInput } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

export function updateCastaway(leagueId: string, castawayId: number, body: CastawayInput): Promise<Castaway> {
  return apiRequest<Castaway>(`/api/leagues/${encodeURIComponent(leagueId)}/castaways/${castawayId}`, {
    method: 'PUT',
    body,
  });
}
