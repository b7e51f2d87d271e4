export interface JitteredDebounce {
  /** Asks for a run: the first ask of a burst schedules one, later asks before it fires join it. */
  trigger(): void;
  cancel(): void;
}

/**
 * Runs `run` once per burst of triggers, `delayMs` plus a random 0..`jitterMs` after the burst starts. When
 * scores are saved every viewer of a league is told at the same instant; the jitter spreads their re-fetches
 * over a few seconds instead of a spike of thousands of requests.
 */
export function debounceWithJitter(
  run: () => void,
  { delayMs, jitterMs, random = Math.random }: { delayMs: number; jitterMs: number; random?: () => number },
): JitteredDebounce {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    trigger() {
      if (timer !== undefined) return;
      timer = setTimeout(
        () => {
          timer = undefined;
          run();
        },
        delayMs + Math.floor(random() * jitterMs),
      );
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** The spacing live pages use for re-fetches that every viewer makes at once (2 s + 0-3 s). */
export const LIVE_REFETCH_SPACING = { delayMs: 2000, jitterMs: 3000 } as const;
