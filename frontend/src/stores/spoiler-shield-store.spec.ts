import { describe, expect, it } from 'vitest';
import { parseShieldSettings } from './spoiler-shield-store';

describe('the spoiler shield settings kept on this device', () => {
  it('reads what was saved', () => {
    expect(
      parseShieldSettings(JSON.stringify({ enabled: true, timeZone: 'America/Denver', revealed: { 49: 5 } })),
    ).toEqual({ enabled: true, timeZone: 'America/Denver', revealed: { 49: 5 } });
  });
  it('anything unreadable is the shield off, with the browser’s zone', () => {
    const off = { enabled: false, timeZone: null, revealed: {} };
    expect(parseShieldSettings(null)).toEqual(off);
    expect(parseShieldSettings('{not json')).toEqual(off);
    expect(parseShieldSettings(JSON.stringify({ enabled: 'yes', timeZone: 7, revealed: { 49: 'x' } }))).toEqual(off);
  });
});
