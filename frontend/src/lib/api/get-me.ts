import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@tribal/contracts';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useSavedUserStore } from '@/stores/saved-user-store';

/** GET /api/me: the signed-in person's entries and the leagues they run (401 when this device is not signed in). */
export function getMe(signal?: AbortSignal): Promise<Me> {
  return apiRequest<Me>('/api/me', { signal, cache: 'no-cache' });
}

/**
 * The person's account, kept in the device's store as it loads: their entries join the device's own, and a 401
 * (signed out elsewhere, or 90 days unused) leaves the device with only what it holds itself.
 */
async function loadMe(signal?: AbortSignal): Promise<Me> {
  try {
    const me = await getMe(signal);
    useSavedUserStore.getState().personLoaded(me);
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) useSavedUserStore.getState().signedOut();
    throw error;
  }
}

export const ME_QUERY_KEY = ['me'] as const;

export const meQuery = () => queryOptions({ queryKey: ME_QUERY_KEY, queryFn: ({ signal }) => loadMe(signal) });

/**
 * The signed-in person's account; asked only on a device where someone signed in (visitors never ask). Screens
 * shown together share one load; a screen opened later loads it afresh.
 */
export function useMe() {
  const signedIn = useSavedUserStore((state) => state.signedInAs !== null);
  return useQuery({ ...meQuery(), enabled: signedIn });
}
