import type { ManagedLeague } from '@tribal/contracts';
import { useAsync } from '@/hooks/use-async';
import { apiRequest } from '@/lib/api-client';

/** GET /api/commissioner/leagues: the leagues this device's commissioner session manages (401 without one). */
export function getManagedLeagues(token: string, signal?: AbortSignal): Promise<ManagedLeague[]> {
  return apiRequest<ManagedLeague[]>('/api/commissioner/leagues', { bearerToken: token, signal });
}

/** The leagues this device runs, loaded for the page; no load without a commissioner token (data null). */
export function useManagedLeagues(token: string | null) {
  return useAsync(async (signal) => (token ? getManagedLeagues(token, signal) : null), [token]);
}
