import type { Castaway } from '@tribal/contracts';
import { useMemo } from 'react';
import { seasonCastawaysQuery, useSeasonCastaways } from '@/lib/api/get-season-castaways';
import { useLiveRefetch } from './use-live-refetch';

/** castaway id -> castaway: how pages that hold castaway ids (standings rows) show names and pictures. */
export type CastLookup = ReadonlyMap<number, Castaway>;

const NO_CAST: Castaway[] = [];

/**
 * The season's cast, looked up by id. The browser keeps the answer and revalidates it by ETag, so loading it
 * again is a 304 unless the cast changed. It loads again, debounced with jitter, whenever `changes` moves (a
 * live change touched a team, or named a castaway it has not seen); the cast shown stays while it does.
 * Without the cast, chips show "Castaway #id" until the next load; the standings still show.
 */
export function useSeasonCast(season: number | undefined, changes = 0): CastLookup {
  const cast = useSeasonCastaways(season).data ?? NO_CAST;
  useLiveRefetch(season === undefined ? undefined : seasonCastawaysQuery(season).queryKey, changes);
  return useMemo(() => new Map(cast.map((c) => [c.id, c])), [cast]);
}

/** A castaway's name, or a stand-in while the cast loads (or for one removed from it). */
export const castawayName = (cast: CastLookup, castawayId: number) =>
  cast.get(castawayId)?.name ?? `Castaway #${castawayId}`;
