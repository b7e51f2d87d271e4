import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../support/test-app';

const withClock = setUpTestApp('testing_clock', { env: { TESTING_CLOCK: '1' } });
const withoutClock = setUpTestApp('testing_clock_off');

const HOUR = 3600_000;

describe('the testing clock (browser tests move the server’s time)', () => {
  it('moves the server three hours on, and time keeps running from there; null brings the real time back', async () => {
    const later = new Date(Date.now() + 3 * HOUR);
    const moved = await withClock.request<{ now: string }>('PUT', '/api/testing/clock', {
      body: { at: later.toISOString() },
    });
    expect(moved.status).toBe(200);
    expect(Math.abs(Date.parse(moved.body.now) - later.getTime())).toBeLessThan(2000);
    const first = withClock.clock.now().getTime();
    expect(Math.abs(first - later.getTime())).toBeLessThan(2000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(withClock.clock.now().getTime()).toBeGreaterThan(first);

    const back = await withClock.request<{ now: string }>('PUT', '/api/testing/clock', { body: { at: null } });
    expect(back.status).toBe(200);
    expect(Math.abs(withClock.clock.now().getTime() - Date.now())).toBeLessThan(2000);
  });

  it('refuses a moment it cannot read, and changes nothing', async () => {
    const answer = await withClock.request<{ message: string }>('PUT', '/api/testing/clock', {
      body: { at: 'tomorrow evening' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('at must be an ISO date-time');
    expect(Math.abs(withClock.clock.now().getTime() - Date.now())).toBeLessThan(2000);
  });

  it('does not exist on a server started without TESTING_CLOCK=1', async () => {
    const answer = await withoutClock.request('PUT', '/api/testing/clock', {
      body: { at: new Date(Date.now() + HOUR).toISOString() },
    });
    expect(answer.status).toBe(404);
    expect(Math.abs(withoutClock.clock.now().getTime() - Date.now())).toBeLessThan(2000);
  });
});
