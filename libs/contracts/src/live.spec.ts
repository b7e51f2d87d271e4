import { describe, expect, it } from 'vitest';
import { moveDelayMs } from './live';

describe('a viewer told to move by a stopping process', () => {
  it('reconnects at a random moment within the window it was given, so viewers do not all arrive at once', () => {
    expect(moveDelayMs({ withinMs: 2000 }, () => 0)).toBe(0);
    expect(moveDelayMs({ withinMs: 2000 }, () => 0.5)).toBe(1000);
    expect(moveDelayMs({ withinMs: 2000 }, () => 0.9999)).toBeLessThan(2000);
  });

  it('reconnects at once when the message makes no sense, rather than staying on a process that is going away', () => {
    expect(moveDelayMs(undefined, () => 0.5)).toBe(0);
    expect(moveDelayMs({ withinMs: -5 }, () => 0.5)).toBe(0);
    expect(moveDelayMs({ withinMs: 10 * 60_000 }, () => 0.5)).toBe(0);
  });
});
