import type { Castaway, CastawayInput } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** An empty imageUrl is kept only for a castaway who has no picture yet (the server refuses it otherwise). */
export function updateCastaway(season: number, castawayId: number, body: CastawayInput): Promise<Castaway> {
  return apiRequest<Castaway>(`/api/seasons/${season}/castaways/${castawayId}`, { method: 'PUT', body });
}
