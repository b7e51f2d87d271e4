import { describe, expect, it } from 'vitest';
import { loginBlockMs } from './admin-login-limit';

describe('admin sign-in backoff', () => {
  it.each([
    [1, 0],
    [5, 0],
    [6, 30_000],
    [7, 60_000],
    [8, 120_000],
    [12, 1_920_000],
    [13, 3_600_000],
    [40, 3_600_000],
  ])('failure %i of the day blocks the address for %i ms', (failures, ms) => {
    expect(loginBlockMs(failures)).toBe(ms);
  });
});
