import { describe, expect, it } from 'vitest';
import { dueNextText } from './due-next';

describe('what is due next, in the reader’s own time', () => {
  it.each([
    ['draft', 'America/New_York', 'Draft due Wed, Mar 4, 7:00 PM EST'],
    ['pick', 'America/Los_Angeles', 'Pick due Wed, Mar 4, 4:00 PM PST'],
    ['swap', 'Europe/Paris', 'Swap closes Thu, Mar 5, 1:00 AM GMT+1'],
  ] as const)('a %s deadline read in %s', (what, zone, text) => {
    expect(dueNextText({ what, at: '2026-03-05T00:00:00.000Z' }, zone)).toBe(text);
  });
});
