import type { ScoreRecord, SeasonScores } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { castawayEpisodes, castawayTotals } from './castaway-episodes';

const record = (fields: Partial<ScoreRecord>) => fields as ScoreRecord;

const scores: SeasonScores = {
  '3': { '7': record({ tribeImmunityWins: 1, votesAgainst: 3, votedOut: true }), '8': record({ idolObtained: 1 }) },
  '2': { '7': record({ tribeImmunityWins: 1, rightSideOfVote: 1 }), '8': record({}) },
  '4': { '7': record({ votedOut: true }), '9': record({ individualImmunityWins: 4.5 }) },
};

describe('a castaway’s season, episode by episode', () => {
  it('lists scored episodes in order with points by category from the rubric', () => {
    expect(castawayEpisodes(scores, 7)).toEqual([
      {
        episode: 2,
        total: 2,
        categories: [
          { category: 'tribeImmunityWins', points: 1 },
          { category: 'rightSideOfVote', points: 1 },
        ],
        votedOut: false,
      },
      {
        episode: 3,
        total: -0.5,
        categories: [
          { category: 'tribeImmunityWins', points: 1 },
          { category: 'votesAgainst', points: -1.5 },
        ],
        votedOut: true,
      },
      { episode: 4, total: 0, categories: [], votedOut: true },
    ]);
  });

  it('skips episodes where nothing happened to them', () => {
    expect(castawayEpisodes(scores, 8).map((e) => e.episode)).toEqual([3]);
  });

  it('season totals add every episode', () => {
    expect(castawayTotals(scores)).toEqual(
      new Map([
        [7, 1.5],
        [8, 4],
        [9, 4.5],
      ]),
    );
  });
});
