import { describe, expect, it } from 'vitest';
import { deadlinePassed, formatEastern, formatEasternTime, formatEasternTimeShort, formatInZone } from './eastern-time';

describe('deadlines in US Eastern time', () => {
  it('shows a winter deadline at 7pm EST whatever the viewer zone', () => {
    expect(formatEasternTime('2026-03-05T00:00:00.000Z')).toBe('Wed, Mar 4, 2026, 7:00 PM EST');
  });

  it('shows a summer deadline in daylight time', () => {
    expect(formatEasternTime('2026-07-01T23:00:00.000Z')).toBe('Wed, Jul 1, 2026, 7:00 PM EDT');
  });

  it('tables of one season leave the year out', () => {
    expect(formatEasternTimeShort('2026-03-05T00:00:00.000Z')).toBe('Wed, Mar 4, 7:00 PM EST');
  });

  it('notes beside a deadline input show the Eastern time with its zone', () => {
    expect(formatEastern('2026-02-26T01:00:00.000Z')).toBe('Wed, Feb 25, 2026, 8:00 PM ET');
    expect(formatEastern(null)).toBe('');
  });

  it("the spoiler shield names an air time in the viewer's own zone", () => {
    expect(formatInZone(Date.parse('2026-03-05T04:00:00.000Z'), 'America/Los_Angeles')).toBe('Wed, Mar 4, 8:00 PM PST');
    expect(formatInZone(0, 'Not/A_Zone')).toBe('1970-01-01T00:00:00.000Z');
  });

  it('passes at the deadline itself, never without one', () => {
    const at = Date.parse('2026-03-05T00:00:00.000Z');
    expect(deadlinePassed('2026-03-05T00:00:00.000Z', at - 1)).toBe(false);
    expect(deadlinePassed('2026-03-05T00:00:00.000Z', at)).toBe(true);
    expect(deadlinePassed(null, at)).toBe(false);
  });
});
