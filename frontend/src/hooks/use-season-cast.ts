import type { Castaway } from '@tribal/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { getSeasonCastaways } from '@/lib/api/get-season-castaways';
import { debounceWithJitter, type JitteredDebounce, LIVE_REFETCH_SPACING } from '@/lib/debounce-with-jitter';

/** castaway id -> castaway: how pages that hold castaway ids (standings rows) show names and pictures. */
export type CastLookup = ReadonlyMap<number, Castaway>;

/**
 * The season's cast, looked up by id. The browser keeps the answer and revalidates it by ETag, so loading it
 * again is a 304 unless the cast changed. It loads again, debounced with jitter, whenever `changes` moves (a
 * live change touched a team, or named a castaway it has not seen); the cast shown stays while it does.
 */
export function useSeasonCast(season: number | undefined, changes = 0): CastLookup {
  const [cast, setCast] = useState<Castaway[]>([]);
  const debounce = useRef<JitteredDebounce | null>(null);

  useEffect(() => {
    setCast([]);
    if (season === undefined) return;
    const controller = new AbortController();
    const load = () => {
      getSeasonCastaways(season, controller.signal).then(
        (castaways) => {
          if (!controller.signal.aborted) setCast(castaways);
        },
        // Without the cast, chips show "Castaway #id" until the next load; the standings still show.
        () => {},
      );
    };
    load();
    debounce.current = debounceWithJitter(load, LIVE_REFETCH_SPACING);
    return () => {
      debounce.current?.cancel();
      debounce.current = null;
      controller.abort();
    };
  }, [season]);

  useEffect(() => {
    if (changes > 0) debounce.current?.trigger();
  }, [changes]);

  return useMemo(() => new Map(cast.map((c) => [c.id, c])), [cast]);
}

/** A castaway's name, or a stand-in while the cast loads (or for one removed from it). */
export const castawayName = (cast: CastLookup, castawayId: number) =>
  cast.get(castawayId)?.name ?? `Castaway #${castawayId}`;
