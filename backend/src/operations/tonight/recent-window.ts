/**
 * The last minute of this process, second by second: pushes (with their commit-to-emit latency, in buckets so
 * that processes can be added together) and stored picks. Pure: the caller says what time it is.
 */
export const WINDOW_SECONDS = 60;

/** Upper bounds in ms of the latency buckets: 25% apart from 0.5 ms to a minute, then everything above. */
export const LATENCY_BOUNDS_MS: readonly number[] = (() => {
  const bounds: number[] = [];
  for (let ms = 0.5; ms < 60_000; ms *= 1.25) bounds.push(Number(ms.toPrecision(3)));
  return bounds;
})();

export interface WindowFigures {
  pushes: number;
  picks: number;
  /** pushes per latency bucket (LATENCY_BOUNDS_MS, then one for slower) */
  latency: number[];
}

interface Second {
  at: number;
  pushes: number;
  picks: number;
  latency: number[];
}

const emptyLatency = () => new Array<number>(LATENCY_BOUNDS_MS.length + 1).fill(0);

export class RecentWindow {
  private readonly seconds: Second[] = [];

  private second(nowMs: number): Second {
    const at = Math.floor(nowMs / 1000);
    const last = this.seconds[this.seconds.length - 1];
    if (last?.at === at) return last;
    const fresh = { at, pushes: 0, picks: 0, latency: emptyLatency() };
    this.seconds.push(fresh);
    while (this.seconds.length > 0 && this.seconds[0].at <= at - WINDOW_SECONDS) this.seconds.shift();
    return fresh;
  }

  pushed(latencyMs: number, nowMs: number): void {
    const second = this.second(nowMs);
    second.pushes += 1;
    const bucket = LATENCY_BOUNDS_MS.findIndex((bound) => latencyMs <= bound);
    second.latency[bucket === -1 ? LATENCY_BOUNDS_MS.length : bucket] += 1;
  }

  picked(count: number, nowMs: number): void {
    if (count > 0) this.second(nowMs).picks += count;
  }

  /** The last minute's totals. */
  figures(nowMs: number): WindowFigures {
    const from = Math.floor(nowMs / 1000) - WINDOW_SECONDS;
    const total: WindowFigures = { pushes: 0, picks: 0, latency: emptyLatency() };
    for (const second of this.seconds) {
      if (second.at <= from) continue;
      total.pushes += second.pushes;
      total.picks += second.picks;
      second.latency.forEach((n, i) => {
        total.latency[i] += n;
      });
    }
    return total;
  }
}

/** Several processes' minutes as one. */
export function addFigures(all: readonly WindowFigures[]): WindowFigures {
  const total: WindowFigures = { pushes: 0, picks: 0, latency: emptyLatency() };
  for (const figures of all) {
    total.pushes += figures.pushes;
    total.picks += figures.picks;
    figures.latency.forEach((n, i) => {
      total.latency[i] += n;
    });
  }
  return total;
}

/** The latency (ms) that `fraction` of the pushes took at most: the upper bound of its bucket; null if none. */
export function latencyQuantile(latency: readonly number[], fraction: number): number | null {
  const count = latency.reduce((a, b) => a + b, 0);
  if (count === 0) return null;
  const rank = Math.ceil(fraction * count);
  let seen = 0;
  for (let i = 0; i < latency.length; i++) {
    seen += latency[i];
    if (seen >= rank) return LATENCY_BOUNDS_MS[i] ?? Number.POSITIVE_INFINITY;
  }
  return null;
}
