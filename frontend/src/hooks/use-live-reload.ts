import { useEffect, useRef } from 'react';
import { debounceWithJitter, type JitteredDebounce, LIVE_REFETCH_SPACING } from '@/lib/debounce-with-jitter';

/**
 * Loads when `deps` change, then again whenever `changes` moves (a live change said the data is stale):
 * debounced with jitter, since every viewer of a league hears of the change at once. `prepare` resets what the
 * page shows and returns the load to repeat, or undefined when there is nothing to load yet. The signal aborts
 * when `deps` change or the page leaves.
 */
export function useLiveReload(
  prepare: (signal: AbortSignal) => (() => void) | undefined,
  deps: ReadonlyArray<unknown>,
  changes: number,
): void {
  const debounce = useRef<JitteredDebounce | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to load afresh
  useEffect(() => {
    const controller = new AbortController();
    const load = prepare(controller.signal);
    if (!load) return;
    load();
    debounce.current = debounceWithJitter(load, LIVE_REFETCH_SPACING);
    return () => {
      debounce.current?.cancel();
      debounce.current = null;
      controller.abort();
    };
  }, [...deps]);

  useEffect(() => {
    if (changes > 0) debounce.current?.trigger();
  }, [changes]);
}
