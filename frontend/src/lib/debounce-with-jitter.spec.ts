import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounceWithJitter } from './debounce-with-jitter';

describe('re-fetches spread over time', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a burst of score saves makes one re-fetch, after the delay plus this viewer’s jitter', () => {
    const run = vi.fn();
    const debounce = debounceWithJitter(run, { delayMs: 2000, jitterMs: 3000, random: () => 0.5 });
    debounce.trigger();
    vi.advanceTimersByTime(1000);
    debounce.trigger();
    debounce.trigger();
    vi.advanceTimersByTime(2499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a later burst schedules again; leaving the page cancels', () => {
    const run = vi.fn();
    const debounce = debounceWithJitter(run, { delayMs: 100, jitterMs: 0 });
    debounce.trigger();
    vi.advanceTimersByTime(100);
    debounce.trigger();
    debounce.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
