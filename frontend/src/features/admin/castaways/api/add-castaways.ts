import type { Castaway, CastawayInput } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** One castaway (the Add form) or a list (bulk add) into the season; answers the castaways created. */
export function addCastaways(season: number, body: CastawayInput | CastawayInput[]): Promise<Castaway[]> {
  return apiRequest<Castaway[]>(`/api/seasons/${season}/castaways`, { method: 'POST', body });
}
