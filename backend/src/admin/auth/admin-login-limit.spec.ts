import { describe, expect, it } from 'vitest';
import { loginBlockMs } from './admin-login-limit';

describe('admin sign-in backoff', () => {
  it.each([
    [1, 0],
    [4, 0],
    [5, 30_000],
    [6, 60_000],
    [7, 120_000],
    [11, 1_920_000],
    [12, 3_600_000],
    [40, 3_600_000],
  ])('failure %i of the day blocks the address for %i ms', (failures, ms) => {
    expect(loginBlockMs(failures)).toBe(ms);
  });
});
