import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { debounceWithJitter, type JitteredDebounce, LIVE_REFETCH_SPACING } from '@/lib/debounce-with-jitter';

/**
 * Loads the cached answer under `queryKey` again whenever `changes` moves (a live change said it is stale):
 * debounced with jitter, since every viewer of a league hears of the change at once. What is shown stays while
 * it loads. No key (nothing to load yet): nothing happens.
 */
export function useLiveRefetch(queryKey: QueryKey | undefined, changes: number): void {
  const queryClient = useQueryClient();
  const debounce = useRef<JitteredDebounce | null>(null);
  const key = JSON.stringify(queryKey ?? null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query key's contents
  useEffect(() => {
    if (!queryKey) return;
    debounce.current = debounceWithJitter(
      () => void queryClient.invalidateQueries({ queryKey, exact: true }),
      LIVE_REFETCH_SPACING,
    );
    return () => {
      debounce.current?.cancel();
      debounce.current = null;
    };
  }, [key, queryClient]);

  useEffect(() => {
    if (changes > 0) debounce.current?.trigger();
  }, [changes]);
}
