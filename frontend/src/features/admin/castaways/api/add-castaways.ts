import type { Castaway, CastawayInput } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** One castaway (the Add form) or a list (bulk add); answers the castaways created. */
export function addCastaways(leagueId: string, body: CastawayInput | CastawayInput[]): Promise<Castaway[]> {
  return apiRequest<Castaway[]>(`/api/leagues/${encodeURIComponent(leagueId)}/castaways`, { method: 'POST', body });
}
