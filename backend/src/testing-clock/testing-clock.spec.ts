import { describe, expect, it } from 'vitest';
import { Clock } from '../common/clock';
import { StartUpError } from '../start-up/start-up-error';
import { parseTestingClock } from './testing-clock';

describe('the testing clock (browser tests only)', () => {
  it('is off unless TESTING_CLOCK=1', () => {
    expect(parseTestingClock({})).toBe(false);
    expect(parseTestingClock({ TESTING_CLOCK: 'yes' })).toBe(false);
    expect(parseTestingClock({ TESTING_CLOCK: '1', NODE_ENV: 'test' })).toBe(true);
  });

  it('stops a production process from starting, saying why and what to do', () => {
    expect(() => parseTestingClock({ TESTING_CLOCK: '1', NODE_ENV: 'production' })).toThrow(StartUpError);
    expect(() => parseTestingClock({ TESTING_CLOCK: '1', NODE_ENV: 'production' })).toThrow(/remove TESTING_CLOCK/);
  });

  it('moved three hours on, the clock keeps running from there rather than freezing', async () => {
    const clock = new Clock();
    const later = new Date(Date.now() + 3 * 3600_000);
    clock.runFrom(later);
    const first = clock.now().getTime();
    expect(Math.abs(first - later.getTime())).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(clock.now().getTime()).toBeGreaterThan(first);
    clock.runFrom(null);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
