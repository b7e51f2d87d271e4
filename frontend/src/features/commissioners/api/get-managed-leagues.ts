import type { ManagedLeague } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/commissioner/leagues: the leagues this device's commissioner session manages (401 without one). */
export function getManagedLeagues(token: string, signal?: AbortSignal): Promise<ManagedLeague[]> {
  return apiRequest<ManagedLeague[]>('/api/commissioner/leagues', { bearerToken: token, signal });
}
