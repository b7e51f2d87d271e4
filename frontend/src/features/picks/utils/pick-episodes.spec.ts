import type { SeasonScores } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import {
  defaultPickEpisode,
  episodeDeadline,
  episodesWithVoteOut,
  pickableCastaways,
  pickEpisodeList,
} from './pick-episodes';

const NOW = Date.parse('2026-03-11T12:00:00Z');
const PAST = '2026-03-04T00:00:00.000Z';
const FUTURE = '2026-03-12T00:00:00.000Z';

describe('the episodes of the weekly pick', () => {
  it('are 2 to 13', () => {
    expect(pickEpisodeList(14)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(pickEpisodeList(13)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('the episode the pick page opens on', () => {
  it.each<{ story: string; cutoffs: Record<string, string>; expected: number }>([
    { story: 'before the season starts, with no cutoffs set, is episode 2', cutoffs: {}, expected: 2 },
    { story: 'with every cutoff in the future, is episode 2', cutoffs: { 2: FUTURE, 3: FUTURE }, expected: 2 },
    {
      story: 'after two cutoffs have passed, is the first episode still open',
      cutoffs: { 2: PAST, 3: PAST, 4: FUTURE },
      expected: 4,
    },
    { story: 'skips a passed cutoff to an episode without one', cutoffs: { 2: PAST }, expected: 3 },
  ])('$story', ({ cutoffs, expected }) => {
    expect(defaultPickEpisode(cutoffs, NOW)).toBe(expected);
  });

  it('treats an episode without a cutoff whose vote-out is recorded as closed, as the server does', () => {
    const cutoffs = Object.fromEntries([2, 3, 4, 5, 6, 7, 8, 9, 10].map((e) => [e, PAST]));
    expect(defaultPickEpisode(cutoffs, NOW, new Set([11]))).toBe(12);
  });

  it('once every episode is closed, is the last one', () => {
    const cutoffs = Object.fromEntries(pickEpisodeList(14).map((e) => [e, PAST]));
    expect(defaultPickEpisode(cutoffs, NOW)).toBe(13);
  });

  it('closes at the cutoff second itself', () => {
    const own = { at: FUTURE, source: 'league' };
    expect(episodeDeadline({ 5: FUTURE }, 5, Date.parse(FUTURE))).toEqual({
      cutoff: own,
      closed: true,
      closedByVoteOut: false,
    });
    expect(episodeDeadline({ 5: FUTURE }, 5, Date.parse(FUTURE) - 1)).toEqual({
      cutoff: own,
      closed: false,
      closedByVoteOut: false,
    });
  });

  it('closes once the vote-out is recorded, even before a later league cutoff, and says why', () => {
    expect(episodeDeadline({ 5: FUTURE }, 5, NOW, new Set([5]))).toEqual({
      cutoff: { at: FUTURE, source: 'league' },
      closed: true,
      closedByVoteOut: true,
    });
    expect(defaultPickEpisode({ 5: FUTURE }, NOW, new Set([2, 3, 4, 5]))).toBe(6);
  });

  it('without a league cutoff an episode closes when it airs, and opens on the next one', () => {
    const schedule = { 2: PAST, 3: FUTURE };
    expect(episodeDeadline({}, 2, NOW, new Set(), schedule)).toEqual({
      cutoff: { at: PAST, source: 'schedule' },
      closed: true,
      closedByVoteOut: false,
    });
    expect(defaultPickEpisode({}, NOW, new Set(), schedule)).toBe(3);
    // The league's own cutoff wins over the air time.
    expect(defaultPickEpisode({ 2: FUTURE }, NOW, new Set(), schedule)).toBe(2);
  });
});

describe('episodes with a vote-out', () => {
  it('are those whose scores mark someone votedOut', () => {
    const record = { votedOut: false } as SeasonScores[string][string];
    const scores: SeasonScores = {
      2: { 1: { ...record, votedOut: true }, 2: record },
      3: { 1: record },
    };
    expect([...episodesWithVoteOut(scores)]).toEqual([2]);
  });
});

describe('the castaways offered for an episode', () => {
  const cast = [{ id: 1 }, { id: 2 }, { id: 3 }];
  const votedOutIn = new Map([
    [1, 2],
    [2, 4],
  ]);

  it('leave out whoever was voted out in an earlier episode', () => {
    expect(pickableCastaways(cast, votedOutIn, 3).map((c) => c.id)).toEqual([2, 3]);
  });

  it('keep the castaway voted out in the episode itself: the right pick', () => {
    expect(pickableCastaways(cast, votedOutIn, 4).map((c) => c.id)).toEqual([2, 3]);
    expect(pickableCastaways(cast, votedOutIn, 2).map((c) => c.id)).toEqual([1, 2, 3]);
  });
});
