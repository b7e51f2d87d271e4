import { DRAFT_MESSAGES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { addPick, draftOf, lockInProblem, teamAfterSwap } from './draft-rules';

describe('picking a team of three', () => {
  it('adds castaways up to three, then says the team is full', () => {
    expect(addPick([], 4)).toEqual({ team: [4] });
    expect(addPick([4, 5], 6)).toEqual({ team: [4, 5, 6] });
    expect(addPick([4, 5, 6], 7)).toEqual({ error: DRAFT_MESSAGES.teamFull });
  });

  it('picking the same castaway twice changes nothing', () => {
    expect(addPick([4, 5, 6], 5)).toEqual({ team: [4, 5, 6] });
  });

  it('locks in only exactly three', () => {
    expect(lockInProblem([1, 2])).toBe(DRAFT_MESSAGES.exactlyThree);
    expect(lockInProblem([1, 2, 3])).toBeNull();
  });

  it('finds the member’s draft whatever the letter case', () => {
    const draft = { team: [1, 2, 3], swapUsed: false, timestamp: '2026-01-01T00:00:00Z' };
    expect(draftOf({ Boston: draft }, 'boston')).toBe(draft);
    expect(draftOf({ Boston: draft }, 'Amber')).toBeUndefined();
  });

  it('the swap replaces the castaway out and appends the one in', () => {
    expect(teamAfterSwap([1, 2, 3], 1, 9)).toEqual([2, 3, 9]);
  });
});
