/**
 * Token buckets by key: each key may spend `burst` at once and regains `perSecond` a second. Time is passed in
 * (milliseconds), so a test decides it. Idle full buckets are forgotten, so the map stays as small as the traffic.
 */
export class Throttle {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {}

  /** Spends one token of `key`: false when it has none left (the caller refuses the request). */
  take(key: string, nowMs: number): boolean {
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: nowMs };
    bucket.tokens = Math.min(this.burst, bucket.tokens + (Math.max(0, nowMs - bucket.at) / 1000) * this.perSecond);
    bucket.at = nowMs;
    if (this.buckets.size > 10_000) this.forgetFull(nowMs);
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  private forgetFull(nowMs: number) {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((nowMs - bucket.at) / 1000) * this.perSecond >= this.burst) this.buckets.delete(key);
    }
  }
}
