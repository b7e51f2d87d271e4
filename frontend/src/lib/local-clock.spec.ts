import { describe, expect, it } from 'vitest';
import { formatLocalClockTime } from './local-clock';

describe('formatLocalClockTime', () => {
  it('shows an evening moment as the viewer’s clock reads it, "9:14 pm"', () => {
    // 2026-11-27 02:14 UTC is 9:14 pm the evening before in New York.
    expect(formatLocalClockTime(Date.UTC(2026, 10, 27, 2, 14), 'en-US', 'America/New_York')).toBe('9:14 pm');
  });

  it('shows a morning moment with am', () => {
    expect(formatLocalClockTime(Date.UTC(2026, 10, 27, 14, 5), 'en-US', 'America/New_York')).toBe('9:05 am');
  });
});
