import { describe, expect, it } from 'vitest';
import { INDIVIDUAL_IMMUNITY_POINTS, splitCamelCase } from './rubric';
import { scoreRecordPoints } from './scores';

describe('the scoring rubric (spec §9)', () => {
  it.each([
    ['tribeImmunityWins', 1, 1],
    ['tribeImmunityWins', 2, 2],
    ['tribeRewardWins', 1, 1],
    ['individualRewardWins', 1, 2],
    ['rightSideOfVote', 1, 1],
    ['shotInDarkWin', 1, 4],
    ['idolObtained', 1, 4],
    ['advantageObtained', 1, 2],
    ['playedIdolAdvantage', 1, 2],
    ['advantageAbandoned', 1, -2],
    ['idolAbandoned', 1, -3],
    ['votesAgainst', 1, -0.5],
    ['votesAgainst', 3, -1.5],
  ] as const)('%s x%d is worth %d', (category, count, points) => {
    expect(scoreRecordPoints({ [category]: count })).toEqual({ total: points, byCategory: { [category]: points } });
  });

  it.each([
    [1, 25],
    [2, 10],
    [3, 5],
    [0, 0],
  ])('final placement %d is worth %d', (finalPlacement, points) => {
    expect(scoreRecordPoints({ finalPlacement }).total).toBe(points);
  });

  it.each(INDIVIDUAL_IMMUNITY_POINTS.map((row) => [row.playersRemaining, row.points]))(
    'individual immunity with %d players remaining is worth %d',
    (_players, points) => {
      expect(scoreRecordPoints({ individualImmunityWins: points }).total).toBe(points);
    },
  );

  it('a whole episode adds up, and voting out alone scores nothing', () => {
    expect(
      scoreRecordPoints({ tribeImmunityWins: 1, rightSideOfVote: 1, votesAgainst: 2, idolObtained: 1, votedOut: true })
        .total,
    ).toBe(1 + 1 - 1 + 4);
    expect(scoreRecordPoints({ votedOut: true }).total).toBe(0);
  });

  it('category names are split from camel case for the scores page', () => {
    expect(splitCamelCase('tribeImmunityWins')).toBe('Tribe Immunity Wins');
    expect(splitCamelCase('shotInDarkWin')).toBe('Shot In Dark Win');
  });
});
