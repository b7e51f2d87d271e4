import { describe, expect, it } from 'vitest';
import { pickCutoffInForce, swapDeadlineInForce, weeklySchedule } from './schedule';

describe('the shipped default schedule: weekly at 8pm ET from the premiere', () => {
  const schedule = weeklySchedule({ year: 2026, month: 2, day: 25 }, 14);

  it('names all 14 episodes, a week apart on the Eastern calendar', () => {
    expect(Object.keys(schedule)).toEqual(Array.from({ length: 14 }, (_, i) => String(i + 1)));
    expect(schedule['14']).toBe('2026-05-28T00:00:00.000Z');
  });

  it('keeps 8pm on the wall clock across the March DST change (01:00 UTC in EST, 00:00 UTC in EDT)', () => {
    expect(schedule['2']).toBe('2026-03-05T01:00:00.000Z');
    expect(schedule['3']).toBe('2026-03-12T00:00:00.000Z');
  });

  it('and across the November change of a fall season', () => {
    const fall = weeklySchedule({ year: 2025, month: 9, day: 24 }, 14);
    expect(fall['6']).toBe('2025-10-30T00:00:00.000Z');
    expect(fall['7']).toBe('2025-11-06T01:00:00.000Z');
  });
});

describe('deadlines in force', () => {
  const schedule = {
    '1': '2026-02-26T01:00:00.000Z',
    '10': '2026-04-30T00:00:00.000Z',
    '14': '2026-05-28T00:00:00.000Z',
  };

  it('only pick episodes (2-13) take their air time as cutoff', () => {
    expect(pickCutoffInForce({}, schedule, 1, 14)).toBeNull();
    expect(pickCutoffInForce({}, schedule, 14, 14)).toBeNull();
    expect(pickCutoffInForce({}, schedule, 10, 14)).toEqual({ at: schedule['10'], source: 'schedule' });
    expect(pickCutoffInForce({ '10': '2026-04-29T22:00:00.000Z' }, schedule, 10, 14)).toEqual({
      at: '2026-04-29T22:00:00.000Z',
      source: 'league',
    });
  });

  it('the swap default is 7pm ET on the Eastern day of episode 10, in EST too', () => {
    expect(swapDeadlineInForce({}, schedule, 14)).toEqual({ at: '2026-04-29T23:00:00.000Z', source: 'schedule' });
    // 10:30pm EST on 4 February is 03:30 UTC on the 5th: still the 4th in Eastern time.
    expect(swapDeadlineInForce({}, { '10': '2026-02-05T03:30:00.000Z' }, 14)?.at).toBe('2026-02-05T00:00:00.000Z');
    expect(swapDeadlineInForce({}, {}, 14)).toBeNull();
  });

  it('a 13-episode season: no pick cutoff on its finale (13), and the swap closes on the day of episode 9', () => {
    const short = weeklySchedule({ year: 2026, month: 2, day: 25 }, 13);
    expect(Object.keys(short)).toHaveLength(13);
    expect(pickCutoffInForce({}, short, 13, 13)).toBeNull();
    expect(pickCutoffInForce({}, short, 12, 13)?.source).toBe('schedule');
    expect(swapDeadlineInForce({ '9': '2026-04-20T22:00:00.000Z' }, short, 13)).toEqual({
      at: '2026-04-20T22:00:00.000Z',
      source: 'league',
    });
    expect(swapDeadlineInForce({ '10': '2026-04-20T22:00:00.000Z' }, short, 13)?.source).toBe('schedule');
  });
});
