import { describe, expect, it } from 'vitest';
import { picksUnsealAt, picksUnsealed, pickWindowClosed } from './sealed-picks';

const CUTOFF = '2026-03-11T00:00:00.000Z';
const AIRS = '2026-03-12T01:00:00.000Z';
const at = (iso: string, ms = 0) => Date.parse(iso) + ms;

describe('a pick stays sealed until the later of its cutoff and the air time (issue 33)', () => {
  it.each([
    ['a cutoff before the air time: sealed until it airs', CUTOFF, AIRS, AIRS],
    ['a cutoff after the air time: sealed until the cutoff', AIRS, CUTOFF, AIRS],
    ['no air time: the cutoff alone', CUTOFF, null, CUTOFF],
    ['no cutoff: the air time alone', null, AIRS, AIRS],
    ['neither: until a vote-out', null, null, null],
  ])('%s', (_, cutoff, airTime, unsealsAt) => {
    expect(picksUnsealAt(cutoff, airTime)).toBe(unsealsAt);
  });

  it('a commissioner’s cutoff a minute ago closes the window but does not unseal before the episode airs', () => {
    const now = at(CUTOFF, 60_000);
    expect(pickWindowClosed(CUTOFF, false, now)).toBe(true);
    expect(picksUnsealed(CUTOFF, AIRS, false, now)).toBe(false);
    expect(picksUnsealed(CUTOFF, AIRS, false, at(AIRS, -1))).toBe(false);
    expect(picksUnsealed(CUTOFF, AIRS, false, at(AIRS))).toBe(true);
  });

  it('a recorded vote-out unseals at once, whatever the times', () => {
    expect(picksUnsealed(CUTOFF, AIRS, true, at(CUTOFF, -86_400_000))).toBe(true);
    expect(picksUnsealed(null, null, true, 0)).toBe(true);
  });

  it('without a cutoff or an air time nothing unseals before a vote-out', () => {
    expect(picksUnsealed(null, null, false, at(AIRS, 86_400_000))).toBe(false);
  });
});
