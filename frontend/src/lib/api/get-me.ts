import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@tribal/contracts';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useSavedUserStore } from '@/stores/saved-user-store';
import { shieldTimeZoneOf, useShieldStore } from '@/stores/spoiler-shield-store';

/**
 * GET /api/me: the signed-in person's entries and the leagues they run (401 when this device is not signed in).
 * `shieldZone`: the device's spoiler shield, when on (the default: as it is set now). The unread chat counts then
 * leave out what the chat still holds back in that zone (issue 31). One season's reveal cannot speak for every league,
 * so only the zone is sent: a held message counts once the episode has aired that far there.
 */
export function getMe(
  signal?: AbortSignal,
  shieldZone: string | undefined = shieldTimeZoneOf(useShieldStore.getState()),
): Promise<Me> {
  return apiRequest<Me>(shieldedMePath('/api/me', shieldZone), { signal, cache: 'no-cache' });
}

/**
 * A path that answers My leagues (GET /api/me, POST /api/me/entries) with the shield's zone (`MeQuerySchema`), so
 * its unread counts leave out what the chat still holds back on this device.
 */
export const shieldedMePath = (path: string, shieldZone: string | undefined): string =>
  shieldZone === undefined ? path : `${path}?${new URLSearchParams({ tz: shieldZone })}`;

/**
 * The person's account, kept in the device's store as it loads: their entries join the device's own, and a 401
 * (signed out elsewhere, or 90 days unused) leaves the device with only what it holds itself.
 */
async function loadMe(shieldZone: string | undefined, signal?: AbortSignal): Promise<Me> {
  try {
    const me = await getMe(signal, shieldZone);
    useSavedUserStore.getState().personLoaded(me);
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) useSavedUserStore.getState().signedOut();
    throw error;
  }
}

/** Every answer of the person's account, whatever the shield (to invalidate or forget them all). */
export const ME_QUERY_KEY = ['me'] as const;

/** The account as a shield in this zone (undefined: off) is answered: another zone's unread counts differ. */
export const meQueryKey = (shieldZone: string | undefined) => [...ME_QUERY_KEY, shieldZone ?? 'open'] as const;

export const meQuery = (shieldZone: string | undefined) =>
  queryOptions({ queryKey: meQueryKey(shieldZone), queryFn: ({ signal }) => loadMe(shieldZone, signal) });

/**
 * The signed-in person's account; asked only on a device where someone signed in (visitors never ask). Screens
 * shown together share one load; a screen opened later loads it afresh, and so does turning the shield on or off.
 */
export function useMe() {
  const signedIn = useSavedUserStore((state) => state.signedInAs !== null);
  const shieldZone = useShieldStore(shieldTimeZoneOf);
  return useQuery({ ...meQuery(shieldZone), enabled: signedIn });
}
