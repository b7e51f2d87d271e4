import { describe, expect, it } from 'vitest';
import { formatRecordTime } from './eastern-time';

describe('the league record names a time in US Eastern time', () => {
  it('a winter deadline reads as its Eastern wall clock, in lower-case am/pm', () => {
    expect(formatRecordTime('2026-03-05T00:00:00.000Z')).toBe('Wed Mar 4, 7:00 pm');
  });

  it('a summer deadline reads in daylight time', () => {
    expect(formatRecordTime('2026-07-01T23:00:00.000Z')).toBe('Wed Jul 1, 7:00 pm');
  });
});
