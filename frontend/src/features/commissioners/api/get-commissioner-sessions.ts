import type { CommissionerSession } from '@tribal/contracts';
import { useAsync } from '@/hooks/use-async';
import { apiRequest } from '@/lib/api-client';

/** GET /api/commissioner/sessions: the devices signed in as this commissioner's email (401 without a session). */
export function getCommissionerSessions(token: string, signal?: AbortSignal): Promise<CommissionerSession[]> {
  return apiRequest<CommissionerSession[]>('/api/commissioner/sessions', {
    bearerToken: token,
    signal,
    cache: 'no-cache',
  });
}

/** The devices signed in as this commissioner, loaded for the page (reload after signing one out). */
export function useCommissionerSessions(token: string) {
  return useAsync((signal) => getCommissionerSessions(token, signal), [token]);
}
