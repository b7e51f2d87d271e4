import { DRAFT_MESSAGES, SWAP_MESSAGES } from '@tribal/contracts';
import { describe, it } from 'vitest';
import { deciderSpec } from '../../event-store/decider-spec';
import { draftDecider } from './draft.decider';
import { DraftLockedIn } from './draft.events';

const spec = deciderSpec(draftDecider);
const cast = new Set([1, 2, 3, 4, 5, 6]);
const ref = { leagueId: 'L', season: 49, userName: 'Parvati' };
const deadline = new Date('2026-03-01T00:00:00Z');
const locked: DraftLockedIn = {
  type: 'DraftLockedIn',
  data: { ...ref, team: [1, 2, 3], lockedAt: '2026-02-20T00:00:00.000Z' },
};
const lockIn = (team: number[], now = new Date('2026-02-28T23:59:59Z')) => ({
  type: 'LockInDraft' as const,
  ...ref,
  team,
  seasonCastawayIds: cast,
  draftDeadline: deadline,
  now,
});
const swap = (team: number[], over: Partial<{ now: Date; votedOut: Set<number>; lastScoredEpisode: number }> = {}) => ({
  type: 'SwapCastaway' as const,
  ...ref,
  team,
  seasonCastawayIds: cast,
  swapDeadline: deadline,
  votedOut: over.votedOut ?? new Set<number>(),
  lastScoredEpisode: over.lastScoredEpisode ?? 3,
  now: over.now ?? new Date('2026-02-25T00:00:00Z'),
});

describe('drafting', () => {
  it('a participant locks in exactly three castaways before the deadline', () => {
    spec
      .given([])
      .when(lockIn([1, 2, 3]))
      .thenEmits([{ ...locked, data: { ...locked.data, lockedAt: '2026-02-28T23:59:59.000Z' } }]);
  });

  it.each([
    [[1, 2], DRAFT_MESSAGES.exactlyThree],
    [[1, 2, 3, 4], DRAFT_MESSAGES.teamFull],
    [[1, 1, 2], DRAFT_MESSAGES.duplicateCastaway],
    [[1, 2, 99], DRAFT_MESSAGES.unknownCastaway],
  ])('team %j is refused: %s', (team, message) => {
    spec.given([]).when(lockIn(team)).thenThrows(400, message);
  });

  it('at the deadline second it is already too late', () => {
    spec
      .given([])
      .when(lockIn([1, 2, 3], deadline))
      .thenThrows(403, DRAFT_MESSAGES.deadlinePassed);
  });

  it('a locked draft cannot be drafted again', () => {
    spec
      .given([locked])
      .when(lockIn([4, 5, 6]))
      .thenThrows(409, DRAFT_MESSAGES.draftLocked);
  });
});

describe('the one swap', () => {
  it('replaces one castaway, appends the new one, and counts it from the episode after the last scored', () => {
    spec
      .given([locked])
      .when(swap([1, 3, 4]))
      .thenEmits([
        {
          type: 'CastawaySwapped',
          data: {
            ...ref,
            swappedOut: 2,
            swappedIn: 4,
            team: [1, 3, 4],
            effectiveFromEpisode: 4,
            swappedAt: '2026-02-25T00:00:00.000Z',
          },
        },
      ]);
  });

  it.each([[[1, 2, 3]], [[4, 5, 3]], [[4, 1, 3]], [[1, 3]]])('team %j is not one out and one in appended', (team) => {
    spec.given([locked]).when(swap(team)).thenThrows(400, SWAP_MESSAGES.selectBoth);
  });

  it('a voted-out castaway cannot be swapped in', () => {
    spec
      .given([locked])
      .when(swap([1, 3, 4], { votedOut: new Set([4]) }))
      .thenThrows(400, SWAP_MESSAGES.votedOut);
  });

  it('only once per entry', () => {
    const swapped = draftDecider.decide(swap([1, 3, 4]), draftDecider.evolve(draftDecider.initialState(), locked));
    spec
      .given([locked, ...swapped])
      .when(swap([1, 3, 5]))
      .thenThrows(409, SWAP_MESSAGES.alreadyUsed);
  });

  it('a second before the deadline is in time; the deadline second is not', () => {
    const justInTime = new Date(deadline.getTime() - 1000);
    spec
      .given([locked])
      .when(swap([1, 3, 4], { now: justInTime }))
      .thenEmits([
        {
          type: 'CastawaySwapped',
          data: {
            ...ref,
            swappedOut: 2,
            swappedIn: 4,
            team: [1, 3, 4],
            effectiveFromEpisode: 4,
            swappedAt: justInTime.toISOString(),
          },
        },
      ]);
    spec
      .given([locked])
      .when(swap([1, 3, 4], { now: deadline }))
      .thenThrows(403, SWAP_MESSAGES.deadlinePassed);
  });

  it('nobody swaps before drafting', () => {
    spec
      .given([])
      .when(swap([1, 3, 4]))
      .thenThrows(409, DRAFT_MESSAGES.notDraftedYet);
  });
});
