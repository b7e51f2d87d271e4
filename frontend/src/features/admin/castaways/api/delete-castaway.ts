import { apiRequest } from '@/lib/api-client';

/** Refused with 409 and a message while the castaway is on someone's team. */
export function deleteCastaway(season: number, castawayId: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/seasons/${season}/castaways/${castawayId}`, { method: 'DELETE' });
}
