import { describe, expect, it } from 'vitest';
import { easternInputToUtcIso, utcIsoToEasternInput } from './eastern-time-input';

describe('an admin enters deadlines in US Eastern time', () => {
  it.each([
    ['a winter evening is EST, five hours behind UTC', '2026-02-25T20:00', '2026-02-26T01:00:00.000Z'],
    ['a summer evening is EDT, four hours behind UTC', '2025-09-24T20:00', '2025-09-25T00:00:00.000Z'],
    ['the swap deadline, 7pm ET on an episode day in spring', '2026-04-22T19:00', '2026-04-22T23:00:00.000Z'],
    ['midnight rolls the UTC date forward', '2026-01-01T00:00', '2026-01-01T05:00:00.000Z'],
    ['seconds from a browser that shows them are kept', '2026-01-01T00:00:30', '2026-01-01T05:00:30.000Z'],
  ])('%s', (_story, input, iso) => {
    expect(easternInputToUtcIso(input)).toBe(iso);
    expect(utcIsoToEasternInput(iso)).toBe(input.slice(0, 16));
  });

  describe('DST starts (second Sunday of March: 2am jumps to 3am)', () => {
    it('the last minute before the jump is still EST', () => {
      expect(easternInputToUtcIso('2025-03-09T01:59')).toBe('2025-03-09T06:59:00.000Z');
    });
    it('3am after the jump is EDT', () => {
      expect(easternInputToUtcIso('2025-03-09T03:00')).toBe('2025-03-09T07:00:00.000Z');
    });
    it('a time the clock skips (2:30am) is read one hour later, as 3:30am EDT', () => {
      expect(easternInputToUtcIso('2025-03-09T02:30')).toBe('2025-03-09T07:30:00.000Z');
      expect(utcIsoToEasternInput('2025-03-09T07:30:00.000Z')).toBe('2025-03-09T03:30');
    });
    it('the instants either side of the jump show as 1:59 and 3:00', () => {
      expect(utcIsoToEasternInput('2025-03-09T06:59:00Z')).toBe('2025-03-09T01:59');
      expect(utcIsoToEasternInput('2025-03-09T07:00:00Z')).toBe('2025-03-09T03:00');
    });
  });

  describe('DST ends (first Sunday of November: 2am falls back to 1am)', () => {
    it('the repeated hour (1:30am) means the first, EDT, one', () => {
      expect(easternInputToUtcIso('2025-11-02T01:30')).toBe('2025-11-02T05:30:00.000Z');
    });
    it('both 1:30am instants show as 1:30', () => {
      expect(utcIsoToEasternInput('2025-11-02T05:30:00Z')).toBe('2025-11-02T01:30');
      expect(utcIsoToEasternInput('2025-11-02T06:30:00Z')).toBe('2025-11-02T01:30');
    });
    it('2am after falling back is EST', () => {
      expect(easternInputToUtcIso('2025-11-02T02:00')).toBe('2025-11-02T07:00:00.000Z');
      expect(utcIsoToEasternInput('2025-11-02T07:00:00.000Z')).toBe('2025-11-02T02:00');
    });
  });

  it('an empty or unreadable input means no deadline', () => {
    expect(easternInputToUtcIso('')).toBeNull();
    expect(easternInputToUtcIso('tomorrow')).toBeNull();
    expect(easternInputToUtcIso('2026-13-01T10:00')).toBeNull();
    expect(utcIsoToEasternInput(null)).toBe('');
    expect(utcIsoToEasternInput('')).toBe('');
    expect(utcIsoToEasternInput('not a date')).toBe('');
  });

  it('a stored instant with an offset reads the same as its UTC form', () => {
    expect(utcIsoToEasternInput('2026-02-25T20:00:00-05:00')).toBe('2026-02-25T20:00');
  });
});
