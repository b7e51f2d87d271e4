import { describe, expect, it } from 'vitest';
import { Throttle } from './live-throttle';

/** What `times` takes of `key` at `atMs` answer, in order. */
const takes = (throttle: Throttle, key: string, atMs: number, times = 1) =>
  Array.from({ length: times }, () => throttle.take(key, atMs));

describe('a flooding live client is throttled', () => {
  it('a burst is allowed, then one a second per token regained', () => {
    const throttle = new Throttle(2, 3);
    expect(takes(throttle, 'a', 0, 4)).toEqual([true, true, true, false]);
    expect(takes(throttle, 'a', 499)).toEqual([false]);
    expect(takes(throttle, 'a', 500, 2)).toEqual([true, false]);
  });

  it('one key running dry leaves the others their whole burst', () => {
    const throttle = new Throttle(1, 2);
    expect(takes(throttle, 'flood', 0, 3)).toEqual([true, true, false]);
    expect(takes(throttle, 'viewer', 0, 2)).toEqual([true, true]);
  });

  it('a quiet key refills to its burst and no further', () => {
    const throttle = new Throttle(10, 2);
    takes(throttle, 'a', 0, 2);
    expect(takes(throttle, 'a', 60_000, 3)).toEqual([true, true, false]);
  });

  it('a clock set back never takes tokens away', () => {
    const throttle = new Throttle(1, 2);
    takes(throttle, 'a', 10_000);
    expect(takes(throttle, 'a', 0, 2)).toEqual([true, false]);
  });
});
