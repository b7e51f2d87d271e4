import { DRAFT_MESSAGES, LEAGUE_MANAGER_MESSAGES, SWAP_MESSAGES } from '@tribal/contracts';
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
interface SwapOptions {
  now: Date;
  votedOut: Set<number>;
  lastScoredEpisode: number;
  leagueCutoffs: Record<string, string>;
  schedule: Record<string, string>;
  episodes: number;
}
const swap = (team: number[], over: Partial<SwapOptions> = {}) => ({
  type: 'SwapCastaway' as const,
  ...ref,
  team,
  seasonCastawayIds: cast,
  // By default the league's own swap deadline: its episode-10 cutoff.
  leagueCutoffs: over.leagueCutoffs ?? { '10': deadline.toISOString() },
  schedule: over.schedule ?? {},
  episodes: over.episodes ?? 14,
  votedOut: over.votedOut ?? new Set<number>(),
  lastScoredEpisode: over.lastScoredEpisode ?? 3,
  now: over.now ?? new Date('2026-02-25T00:00:00Z'),
});
/** What `swap([1, 3, 4])` emits at `at`, after three scored episodes: 2 out, 4 in, counted from episode 4. */
const swapped = (at: Date) => [
  {
    type: 'CastawaySwapped' as const,
    data: {
      ...ref,
      swappedOut: 2,
      swappedIn: 4,
      team: [1, 3, 4],
      effectiveFromEpisode: 4,
      swappedAt: at.toISOString(),
    },
  },
];

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
      .thenEmits(swapped(new Date('2026-02-25T00:00:00.000Z')));
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
      .thenEmits(swapped(justInTime));
    spec
      .given([locked])
      .when(swap([1, 3, 4], { now: deadline }))
      .thenThrows(403, SWAP_MESSAGES.deadlinePassed(10));
  });

  it('nobody swaps before drafting', () => {
    spec
      .given([])
      .when(swap([1, 3, 4]))
      .thenThrows(409, DRAFT_MESSAGES.notDraftedYet);
  });
});

describe('the swap deadline from the air schedule', () => {
  // Episode 10 of a spring season airs Wednesday 22 April 2026 at 8pm EDT (00:00 UTC on the 23rd).
  const springSchedule = { '10': '2026-04-23T00:00:00.000Z' };

  it('a league without its own deadline closes swaps at 7pm ET on the day episode 10 airs (EDT: 23:00 UTC)', () => {
    const sevenPm = new Date('2026-04-22T23:00:00.000Z');
    const oneSecondBefore = new Date(sevenPm.getTime() - 1000);
    spec
      .given([locked])
      .when(swap([1, 3, 4], { leagueCutoffs: {}, schedule: springSchedule, now: oneSecondBefore }))
      .thenEmits(swapped(oneSecondBefore));
    spec
      .given([locked])
      .when(swap([1, 3, 4], { leagueCutoffs: {}, schedule: springSchedule, now: sevenPm }))
      .thenThrows(403, SWAP_MESSAGES.deadlinePassed(10));
  });

  it('in winter 7pm ET is midnight UTC of the next day (EST), even when episode 10 airs late at night', () => {
    // Episode 10 airs Wednesday 4 February 2026 at 11pm EST = 04:00 UTC on the 5th: still the 4th in Eastern time.
    const winterSchedule = { '10': '2026-02-05T04:00:00.000Z' };
    const sevenPm = new Date('2026-02-05T00:00:00.000Z');
    spec
      .given([locked])
      .when(swap([1, 3, 4], { leagueCutoffs: {}, schedule: winterSchedule, now: new Date(sevenPm.getTime() - 1) }))
      .thenEmits(swapped(new Date(sevenPm.getTime() - 1)));
    spec
      .given([locked])
      .when(swap([1, 3, 4], { leagueCutoffs: {}, schedule: winterSchedule, now: sevenPm }))
      .thenThrows(403, SWAP_MESSAGES.deadlinePassed(10));
  });

  it("the league's own episode-10 cutoff wins over the schedule, later or earlier", () => {
    const afterDefault = new Date('2026-04-23T01:00:00.000Z');
    spec
      .given([locked])
      .when(
        swap([1, 3, 4], {
          leagueCutoffs: { '10': '2026-04-23T02:00:00.000Z' },
          schedule: springSchedule,
          now: afterDefault,
        }),
      )
      .thenEmits(swapped(afterDefault));
    const beforeDefault = new Date('2026-04-20T12:00:00.000Z');
    spec
      .given([locked])
      .when(
        swap([1, 3, 4], {
          leagueCutoffs: { '10': '2026-04-20T00:00:00.000Z' },
          schedule: springSchedule,
          now: beforeDefault,
        }),
      )
      .thenThrows(403, SWAP_MESSAGES.deadlinePassed(10));
  });

  it('a 13-episode season closes swaps on its own swap episode, 9, and the refusal names episode 9', () => {
    // Finale 13, so the swap episode is 13 − 4 = 9: episode 10's air time is no deadline there.
    const schedule = { '9': '2026-04-16T00:00:00.000Z', '10': '2026-04-23T00:00:00.000Z' };
    const afterEpisode9 = new Date('2026-04-16T12:00:00.000Z');
    spec
      .given([locked])
      .when(swap([1, 3, 4], { leagueCutoffs: {}, schedule, episodes: 13, now: afterEpisode9 }))
      .thenThrows(403, 'The swap deadline has passed (7pm ET on the day of episode 9).');
  });

  it('with neither a league deadline nor a scheduled episode 10, the swap stays open', () => {
    const late = new Date('2027-01-01T00:00:00.000Z');
    spec
      .given([locked])
      .when(swap([1, 3, 4], { leagueCutoffs: {}, schedule: { '9': '2026-04-16T00:00:00.000Z' }, now: late }))
      .thenEmits(swapped(late));
  });
});

describe('a correction of the team by a league manager (issue 33, N3)', () => {
  const now = new Date('2026-04-01T00:00:00Z');
  const edit = (by: 'admin' | 'commissioner', commissionersOwnEntry = false) => ({
    type: 'EditDraftAsAdmin' as const,
    ...ref,
    team: [4, 5, 6],
    seasonCastawayIds: cast,
    by,
    commissionersOwnEntry,
    lastScoredEpisode: 2,
    now,
  });
  const edited = (effectiveFromEpisode: number) => ({
    type: 'DraftEditedByAdmin' as const,
    data: { ...ref, team: [4, 5, 6], effectiveFromEpisode, editedAt: now.toISOString() },
  });

  it('the site admin’s counts from episode 1, even on the commissioner’s own entry', () => {
    spec
      .given([locked])
      .when(edit('admin'))
      .thenEmits([edited(1)]);
    spec
      .given([locked])
      .when(edit('admin', true))
      .thenEmits([edited(1)]);
  });

  it('a commissioner’s counts from the next episode not yet scored, like a swap', () => {
    spec
      .given([locked])
      .when(edit('commissioner'))
      .thenEmits([edited(3)]);
  });

  it('a commissioner never corrects their own team', () => {
    spec.given([locked]).when(edit('commissioner', true)).thenThrows(403, LEAGUE_MANAGER_MESSAGES.ownEntry);
  });
});
