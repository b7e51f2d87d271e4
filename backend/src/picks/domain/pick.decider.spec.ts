import { LEAGUE_MANAGER_MESSAGES, PICK_MESSAGES, seasonEpisodeRanges } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../event-store/decider-spec';
import { pickDecider } from './pick.decider';

const spec = deciderSpec(pickDecider);
const cutoff = new Date('2026-03-05T00:00:00Z');
const base = {
  leagueId: 'L',
  season: 49,
  userName: 'Cirie',
  seasonCastawayIds: new Set([1, 2, 3]),
  votedOutIn: new Map([[3, 4]]),
  episodes: 14,
};
const submit = (
  episode: number,
  castawayId: number,
  now: Date,
  extra: { cutoff?: Date | null; schedule?: Record<string, string>; episodeHasVoteOut?: boolean } = {},
) => {
  const leagueCutoff = extra.cutoff === undefined ? cutoff : extra.cutoff;
  return {
    type: 'SubmitEliminationPick' as const,
    ...base,
    episode,
    castawayId,
    now,
    leagueCutoffs: leagueCutoff ? { [String(episode)]: leagueCutoff.toISOString() } : {},
    schedule: extra.schedule ?? {},
    episodeHasVoteOut: extra.episodeHasVoteOut ?? false,
  };
};
const picked = (episode: number, castawayId: number, at: Date) => ({
  type: 'EliminationPickSubmitted' as const,
  data: { leagueId: 'L', season: 49, userName: 'Cirie', episode, castawayId, pickedAt: at.toISOString() },
});

describe('weekly elimination picks', () => {
  const beforeCutoff = new Date(cutoff.getTime() - 1000);

  it('a pick before the cutoff is accepted, and a later one replaces it', () => {
    spec
      .given([])
      .when(submit(5, 1, beforeCutoff))
      .thenEmits([picked(5, 1, beforeCutoff)]);
    spec
      .given([picked(5, 1, beforeCutoff)])
      .when(submit(5, 2, beforeCutoff))
      .thenEmits([picked(5, 2, beforeCutoff)]);
  });

  it('at the cutoff second the episode is closed', () => {
    spec
      .given([])
      .when(submit(5, 1, cutoff))
      .thenThrows(403, PICK_MESSAGES.deadlinePassed);
  });

  it('with no cutoff, the episode closes when its scores record a vote-out', () => {
    spec
      .given([])
      .when(submit(5, 1, cutoff, { cutoff: null }))
      .thenEmits([picked(5, 1, cutoff)]);
    spec
      .given([])
      .when(submit(5, 1, cutoff, { cutoff: null, episodeHasVoteOut: true }))
      .thenThrows(403, PICK_MESSAGES.deadlinePassed);
  });

  it('a recorded vote-out closes the episode even when the league’s cutoff is later (nobody picks the known result)', () => {
    spec
      .given([])
      .when(submit(5, 1, beforeCutoff, { episodeHasVoteOut: true }))
      .thenThrows(403, PICK_MESSAGES.deadlinePassed);
  });

  it('a castaway voted out in an earlier episode cannot be picked; in that same episode it can', () => {
    spec
      .given([])
      .when(submit(5, 3, beforeCutoff))
      .thenThrows(400, PICK_MESSAGES.alreadyVotedOut);
    spec
      .given([])
      .when(submit(4, 3, beforeCutoff))
      .thenEmits([picked(4, 3, beforeCutoff)]);
  });

  it('an admin correction ignores the cutoff but not the cast', () => {
    const correct = {
      ...submit(5, 2, beforeCutoff),
      type: 'CorrectEliminationPick' as const,
      by: 'admin' as const,
      commissionersOwnEntry: false,
    };
    spec
      .given([])
      .when(correct)
      .thenEmits([{ ...picked(5, 2, beforeCutoff), type: 'EliminationPickCorrected' }]);
    spec
      .given([])
      .when({ ...correct, castawayId: 9 })
      .thenThrows(400, PICK_MESSAGES.unknownCastaway);
  });

  it('the site admin corrects even the commissioner’s own entry, before the cutoff', () => {
    spec
      .given([])
      .when({
        ...submit(5, 2, beforeCutoff),
        type: 'CorrectEliminationPick' as const,
        by: 'admin' as const,
        commissionersOwnEntry: true,
      })
      .thenEmits([{ ...picked(5, 2, beforeCutoff), type: 'EliminationPickCorrected' }]);
  });

  describe('a commissioner corrects a pick only once the episode has aired or records its vote-out (issue 33)', () => {
    // The league's cutoff is a day before the episode airs.
    const airs = new Date(cutoff.getTime() + 86_400_000);
    const schedule = { 5: airs.toISOString() };
    const correct = (now: Date, extra = {}, commissionersOwnEntry = false) => ({
      ...submit(5, 2, now, { schedule, ...extra }),
      type: 'CorrectEliminationPick' as const,
      by: 'commissioner' as const,
      commissionersOwnEntry,
    });

    it('never on the league cutoff alone: the commissioner sets cutoffs', () => {
      for (const now of [beforeCutoff, cutoff, new Date(airs.getTime() - 1)]) {
        spec
          .given([picked(5, 1, beforeCutoff)])
          .when(correct(now))
          .thenThrows(403, LEAGUE_MANAGER_MESSAGES.pickStillSealed);
      }
      // Without an air time, no cutoff ever opens a correction.
      spec
        .given([picked(5, 1, beforeCutoff)])
        .when(correct(new Date(airs.getTime() + 86_400_000), { schedule: {} }))
        .thenThrows(403, LEAGUE_MANAGER_MESSAGES.pickStillSealed);
    });

    it('from the air time on (with the cutoff passed too), or once a vote-out is recorded', () => {
      spec
        .given([picked(5, 1, beforeCutoff)])
        .when(correct(airs))
        .thenEmits([{ ...picked(5, 2, airs), type: 'EliminationPickCorrected' }]);
      // A league cutoff later than the air time still holds the picks sealed.
      spec
        .given([])
        .when(correct(airs, { cutoff: new Date(airs.getTime() + 3600_000) }))
        .thenThrows(403, LEAGUE_MANAGER_MESSAGES.pickStillSealed);
      spec
        .given([])
        .when(correct(beforeCutoff, { episodeHasVoteOut: true }))
        .thenEmits([{ ...picked(5, 2, beforeCutoff), type: 'EliminationPickCorrected' }]);
    });

    it('never on their own entry, even after the vote-out', () => {
      spec
        .given([])
        .when(correct(airs, { episodeHasVoteOut: true }, true))
        .thenThrows(403, LEAGUE_MANAGER_MESSAGES.ownEntry);
    });
  });
});

describe('default cutoffs from the air schedule', () => {
  // Episode 12 airs Wednesday 6 May 2026 at 8pm EDT.
  const airs = new Date('2026-05-07T00:00:00.000Z');
  const schedule = { '12': airs.toISOString() };

  it('an episode without a league cutoff closes when it airs: a second before is in time, the air time is not', () => {
    const before = new Date(airs.getTime() - 1000);
    spec
      .given([])
      .when(submit(12, 1, before, { cutoff: null, schedule }))
      .thenEmits([picked(12, 1, before)]);
    spec
      .given([])
      .when(submit(12, 1, airs, { cutoff: null, schedule }))
      .thenThrows(403, PICK_MESSAGES.deadlinePassed);
  });

  it("a league's own cutoff wins over the air time, whether later or earlier", () => {
    const afterAiring = new Date(airs.getTime() + 30 * 60_000);
    spec
      .given([])
      .when(submit(12, 1, afterAiring, { cutoff: new Date(airs.getTime() + 3600_000), schedule }))
      .thenEmits([picked(12, 1, afterAiring)]);
    const dayBefore = new Date(airs.getTime() - 24 * 3600_000);
    spec
      .given([])
      .when(submit(12, 1, dayBefore, { cutoff: new Date(dayBefore.getTime() - 1), schedule }))
      .thenThrows(403, PICK_MESSAGES.deadlinePassed);
  });

  it('another episode of the schedule does not close this one', () => {
    spec
      .given([])
      .when(submit(11, 1, airs, { cutoff: null, schedule }))
      .thenEmits([picked(11, 1, airs)]);
  });
});

describe("the pick episodes follow the season's length", () => {
  const now = new Date('2026-03-01T00:00:00Z');

  it('a 13-episode season takes picks for episodes 2 to 12: its finale and any episode 13 or 14 are refused', () => {
    const short = (episode: number) => ({ ...submit(episode, 1, now, { cutoff: null }), episodes: 13 });
    spec
      .given([])
      .when(short(12))
      .thenEmits([picked(12, 1, now)]);
    spec
      .given([])
      .when(short(13))
      .thenThrows(400, PICK_MESSAGES.episodeRange(seasonEpisodeRanges(13)));
    expect(PICK_MESSAGES.episodeRange(seasonEpisodeRanges(13))).toBe('episode must be a whole number from 2 to 12');
  });
});
