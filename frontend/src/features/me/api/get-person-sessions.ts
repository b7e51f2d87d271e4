import type { PersonSession } from '@tribal/contracts';
import { useAsync } from '@/hooks/use-async';
import { apiRequest } from '@/lib/api-client';

/** GET /api/me/sessions: the devices signed in as this person (401 without a session). */
export function getPersonSessions(signal?: AbortSignal): Promise<PersonSession[]> {
  return apiRequest<PersonSession[]>('/api/me/sessions', { signal, cache: 'no-cache' });
}

/** The person's signed-in devices, loaded for the page (reload after signing one out). */
export function usePersonSessions() {
  return useAsync((signal) => getPersonSessions(signal), []);
}
