import type { StandingsReplay } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { describeStep, replayRows } from './replay-frames';

const replay: StandingsReplay = {
  leagueId: 'l',
  season: 49,
  episode: 3,
  members: ['Ann', 'Bob'],
  before: { totals: [1, 0], ranks: [1, 2] },
  steps: [
    {
      kind: 'happening',
      happeningId: 'h1',
      happeningKind: 'individualReward',
      time: null,
      points: { 2: 4 },
      votedOut: [],
      totals: [1, 4],
      ranks: [2, 1],
    },
  ],
};

describe('replay frames', () => {
  it('before the first step the table is the standings as of the episode before', () => {
    expect(replayRows(replay, -1)).toEqual([
      { userName: 'Ann', total: 1, rank: 1, change: 0, movement: 0 },
      { userName: 'Bob', total: 0, rank: 2, change: 0, movement: 0 },
    ]);
  });
  it('a step moves totals and ranks and says who gained', () => {
    expect(replayRows(replay, 0)).toEqual([
      { userName: 'Bob', total: 4, rank: 1, change: 4, movement: 1 },
      { userName: 'Ann', total: 1, rank: 2, change: 0, movement: -1 },
    ]);
  });
  it('describes a step in words', () => {
    expect(describeStep(replay.steps[0], (id) => (id === 2 ? 'Rosa Delgado' : '?'))).toBe(
      'Individual reward: Rosa Delgado +4',
    );
    expect(
      describeStep({ ...replay.steps[0], kind: 'grid-save', votedOut: [2] }, (id) => (id === 2 ? 'Rosa' : '?')),
    ).toBe('Scores saved: Rosa +4; Rosa voted out');
  });
});
