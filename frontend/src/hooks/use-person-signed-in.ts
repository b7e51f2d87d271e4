import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '@tribal/contracts';
import { useCallback } from 'react';
import { attachEntries } from '@/lib/api/attach-entries';
import { getMe, meQueryKey } from '@/lib/api/get-me';
import { type SavedUser, useSavedUserStore } from '@/stores/saved-user-store';
import { shieldTimeZoneOf, useShieldStore } from '@/stores/spoiler-shield-store';

/** The most entries one attach carries (AttachEntriesRequestSchema). */
const ATTACH_AT_MOST = 20;

/**
 * What a device does once a person signed in here (by an emailed link or a passkey): it remembers who, gives the
 * person the entries it holds with their tokens (issue 29: the seed's saved user is kept, and becomes theirs),
 * and loads their leagues. Answers their account, or null when it could not be loaded (the page loads it again).
 */
export function usePersonSignedIn(): (email: string) => Promise<Me | null> {
  const queryClient = useQueryClient();
  return useCallback(
    async (email: string) => {
      const store = useSavedUserStore.getState();
      store.signedIn(email);
      // An entry joined with the person's own address is theirs already: only the others are attached.
      const withTokens = store.held.filter(
        (entry): entry is SavedUser & { entryToken: string } =>
          Boolean(entry.entryToken) && entry.email.toLowerCase() !== email.toLowerCase(),
      );
      // The attach answers My leagues behind the device's shield, as GET /api/me does: one zone for both.
      const shieldZone = shieldTimeZoneOf(useShieldStore.getState());
      const attached = await attachAll(withTokens, shieldZone);
      const me = attached ?? (await getMe(undefined, shieldZone).catch(() => null));
      if (me) {
        useSavedUserStore.getState().personLoaded(me);
        queryClient.setQueryData(meQueryKey(shieldZone), me);
      }
      return me;
    },
    [queryClient],
  );
}

/**
 * Attaches the entries; when the server refuses the batch (one token was renewed on another device since), each
 * entry is tried alone so the others still attach. Null when nothing answered the person's account.
 */
async function attachAll(
  entries: Array<SavedUser & { entryToken: string }>,
  shieldZone: string | undefined,
): Promise<Me | null> {
  if (entries.length === 0) return null;
  const attach = (list: typeof entries) =>
    attachEntries({ entries: list.map(({ leagueId, entryToken }) => ({ leagueId, entryToken })) }, shieldZone).catch(
      () => null,
    );
  const batch = entries.slice(0, ATTACH_AT_MOST);
  const all = await attach(batch);
  if (all || batch.length === 1) return all;
  let me: Me | null = null;
  for (const entry of batch) me = (await attach([entry])) ?? me;
  return me;
}
