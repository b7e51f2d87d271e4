import { describe, expect, it } from 'vitest';
import { Throttle } from './live-throttle';

describe('a flooding live client is throttled', () => {
  it('a burst is allowed, then one a second per token regained', () => {
    const throttle = new Throttle(2, 3);
    expect([1, 2, 3, 4].map(() => throttle.take('a', 0))).toEqual([true, true, true, false]);
    expect(throttle.take('a', 499)).toBe(false);
    expect(throttle.take('a', 500)).toBe(true);
    expect(throttle.take('a', 500)).toBe(false);
  });

  it('one key running dry leaves the others their whole burst', () => {
    const throttle = new Throttle(1, 2);
    throttle.take('flood', 0);
    throttle.take('flood', 0);
    expect(throttle.take('flood', 0)).toBe(false);
    expect(throttle.take('viewer', 0)).toBe(true);
    expect(throttle.take('viewer', 0)).toBe(true);
  });

  it('a quiet key refills to its burst and no further', () => {
    const throttle = new Throttle(10, 2);
    throttle.take('a', 0);
    throttle.take('a', 0);
    expect([1, 2, 3].map(() => throttle.take('a', 60_000))).toEqual([true, true, false]);
  });

  it('a clock set back never takes tokens away', () => {
    const throttle = new Throttle(1, 2);
    throttle.take('a', 10_000);
    expect(throttle.take('a', 0)).toBe(true);
    expect(throttle.take('a', 0)).toBe(false);
  });
});
