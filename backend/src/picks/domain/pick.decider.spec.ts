import { PICK_MESSAGES } from '@tribal/contracts';
import { describe, it } from 'vitest';
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
};
const submit = (
  episode: number,
  castawayId: number,
  now: Date,
  extra: { cutoff?: Date | null; episodeHasVoteOut?: boolean } = {},
) => ({
  type: 'SubmitEliminationPick' as const,
  ...base,
  episode,
  castawayId,
  now,
  cutoff: extra.cutoff === undefined ? cutoff : extra.cutoff,
  episodeHasVoteOut: extra.episodeHasVoteOut ?? false,
});
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
    const correct = { type: 'CorrectEliminationPick' as const, ...base, episode: 5, castawayId: 2, now: cutoff };
    spec
      .given([])
      .when(correct)
      .thenEmits([{ ...picked(5, 2, cutoff), type: 'EliminationPickCorrected' }]);
    spec
      .given([])
      .when({ ...correct, castawayId: 9 })
      .thenThrows(400, PICK_MESSAGES.unknownCastaway);
  });
});
