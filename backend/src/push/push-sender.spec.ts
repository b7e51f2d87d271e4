import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './push-sender';

describe('a push service’s Retry-After', () => {
  const now = Date.parse('2026-03-12T01:31:00.000Z');
  it('in seconds', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(['5'], now)).toBe(5000);
  });
  it('as an HTTP date: the time until then, never negative', () => {
    expect(retryAfterMs('Thu, 12 Mar 2026 01:32:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('Thu, 12 Mar 2026 01:00:00 GMT', now)).toBe(0);
  });
  it('absent or unreadable: none', () => {
    expect(retryAfterMs(undefined, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('-3', now)).toBeUndefined();
  });
});
