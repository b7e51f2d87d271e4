import {
  CLASSIC_SCORING_TABLE,
  INDIVIDUAL_IMMUNITY_VALUES,
  SCORING_PRESET_TABLES,
  ScoreRecord,
  scoreRecordPoints,
} from '@tribal/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsUnderTable } from './points-under-table';
import { drafted, given, picked, predicted, recorded, underTable } from './standings-spec';

const strategy = { ...SCORING_PRESET_TABLES.strategy, solePrediction: 0 };
const challenges = { ...SCORING_PRESET_TABLES.challenges, solePrediction: 0 };

/** Any record the score grid accepts. */
const anyRecord = fc.record({
  tribeImmunityWins: fc.integer({ min: 0, max: 3 }),
  tribeRewardWins: fc.integer({ min: 0, max: 3 }),
  individualRewardWins: fc.integer({ min: 0, max: 2 }),
  rightSideOfVote: fc.integer({ min: 0, max: 2 }),
  shotInDarkWin: fc.integer({ min: 0, max: 1 }),
  idolObtained: fc.integer({ min: 0, max: 2 }),
  advantageObtained: fc.integer({ min: 0, max: 2 }),
  playedIdolAdvantage: fc.integer({ min: 0, max: 2 }),
  advantageAbandoned: fc.integer({ min: 0, max: 1 }),
  idolAbandoned: fc.integer({ min: 0, max: 1 }),
  votesAgainst: fc.integer({ min: 0, max: 9 }),
  individualImmunityWins: fc.constantFrom(...INDIVIDUAL_IMMUNITY_VALUES),
  finalPlacement: fc.integer({ min: 0, max: 3 }),
  votedOut: fc.boolean(),
}) satisfies fc.Arbitrary<ScoreRecord>;

describe('points of a happening under a table', () => {
  it('Given Classic, When any record is scored, Then it is worth exactly what the §9 rubric says (scoreRecordPoints)', () => {
    fc.assert(
      fc.property(anyRecord, (record) => {
        expect(pointsUnderTable(record, CLASSIC_SCORING_TABLE)).toEqual(scoreRecordPoints(record));
      }),
    );
  });

  it('Given Strategy, When a castaway finds an idol and takes two votes, Then 6 - 2 = 4 (Classic: 4 - 1 = 3)', () => {
    const record = { idolObtained: 1, votesAgainst: 2 };
    expect(pointsUnderTable(record, strategy).total).toBe(4);
    expect(pointsUnderTable(record, CLASSIC_SCORING_TABLE).total).toBe(3);
  });

  it('Given a base of 6 for individual immunity, When won with 4 left (Classic 7.5), Then 15; with a base of 2, 5 (rounded to halves)', () => {
    expect(pointsUnderTable({ individualImmunityWins: 7.5 }, challenges).byCategory.individualImmunityWins).toBe(15);
    // 3.5 × 2 / 3 = 2.33…: the nearest half point, so every value stays a multiple of 0.5
    expect(pointsUnderTable({ individualImmunityWins: 3.5 }, strategy).byCategory.individualImmunityWins).toBe(2.5);
    expect(pointsUnderTable({ individualImmunityWins: 7.5 }, strategy).byCategory.individualImmunityWins).toBe(5);
  });

  it('Given any table, When any record is scored, Then every value is a multiple of 0.5 (totals add up exactly)', () => {
    const points = fc.integer({ min: -20, max: 60 }).map((n) => n / 2);
    fc.assert(
      fc.property(anyRecord, points, points, (record, immunity, placement) => {
        const table = {
          ...CLASSIC_SCORING_TABLE,
          points: { ...CLASSIC_SCORING_TABLE.points, individualImmunityWins: immunity },
          finalPlacement: [placement, 10, 5] as [number, number, number],
        };
        expect(Number.isInteger(pointsUnderTable(record, table).total * 2)).toBe(true);
      }),
    );
  });
});

describe('a league under a custom table', () => {
  it('Given Strategy, When idols and challenge wins are scored, Then the idol finder leads (under Classic, a tie)', () => {
    const story = [
      drafted('Ann', [1, 2, 3]),
      drafted('Bob', [4, 5, 6]),
      recorded(2, {
        1: { idolObtained: 1 },
        4: { tribeImmunityWins: 1, individualRewardWins: 1 },
        5: { tribeImmunityWins: 1 },
      }),
    ];
    given(...story)
      .whenStandingsAsOf()
      .thenTotals({ Ann: 4, Bob: 4 });
    given(...story, underTable(strategy))
      .whenStandingsAsOf()
      .thenRows([
        { userName: 'Ann', total: 6, rank: 1, breakdown: { 1: 6, 2: 0, 3: 0, eliminationPick: 0 } },
        { userName: 'Bob', total: 2, rank: 2, breakdown: { 4: 1.5, 5: 0.5, 6: 0, eliminationPick: 0 } },
      ]);
  });

  it('Given a table whose correct pick is worth 5, When a pick is right, Then +5 under eliminationPick', () => {
    given(
      drafted('Ann', [1, 2, 3]),
      picked('Ann', 2, 9),
      recorded(2, { 9: { votedOut: true, votesAgainst: 6 } }),
      underTable({ ...strategy, points: { ...strategy.points, eliminationPick: 5 } }),
    )
      .whenStandingsAsOf()
      .thenBreakdownOf('Ann', { 1: 0, 2: 0, 3: 0, eliminationPick: 5 });
  });

  it('Given a category set to 0, When it happens, Then it is worth nothing (switched off)', () => {
    given(
      drafted('Ann', [1, 2, 3]),
      recorded(2, { 1: { votesAgainst: 4, tribeImmunityWins: 1 } }),
      underTable({ ...CLASSIC_SCORING_TABLE, points: { ...CLASSIC_SCORING_TABLE.points, votesAgainst: 0 } }),
    )
      .whenStandingsAsOf()
      .thenTotals({ Ann: 1 });
  });
});

describe('a change mid-season (recomputed from the log)', () => {
  const season = [
    drafted('Ann', [1, 2, 3]),
    drafted('Bob', [4, 5, 6]),
    recorded(2, { 1: { tribeImmunityWins: 1 }, 4: { tribeImmunityWins: 1 } }),
    recorded(3, { 1: { idolObtained: 1 }, 4: { individualRewardWins: 2, tribeRewardWins: 1 } }),
  ];

  it('Given two scored episodes, When the table changes to Challenges, Then the history is the whole season under it', () => {
    given(...season)
      .whenHistory()
      .thenHistory({
        episodes: [2, 3],
        series: [
          { userName: 'Ann', totals: [1, 5] },
          { userName: 'Bob', totals: [1, 6] },
        ],
      });
    given(...season, underTable(challenges))
      .whenHistory()
      .thenHistory({
        episodes: [2, 3],
        series: [
          { userName: 'Ann', totals: [2, 4] },
          { userName: 'Bob', totals: [2, 12] },
        ],
      });
  });

  it('Given the change, When ranked, Then movement compares with the ranks under the same table before the last episode', () => {
    given(...season, underTable(strategy))
      .whenStandingsAsOf()
      .thenRows([
        // Strategy: Ann 0.5 + 6 = 6.5, Bob 0.5 + 2 + 0.5 = 3; before episode 3 both had 0.5 (rank 1)
        { userName: 'Ann', total: 6.5, rank: 1, movement: 0 },
        { userName: 'Bob', total: 3, rank: 2, movement: -1 },
      ]);
  });
});

describe('the Sole Survivor prediction', () => {
  const finale = recorded(13, { 7: { finalPlacement: 1 }, 8: { finalPlacement: 2 } });
  const withPrediction = { ...CLASSIC_SCORING_TABLE, solePrediction: 10 };

  it('Given a prediction of the winner, When the finale crowns them, Then +10 under "solePrediction" at the finale', () => {
    given(
      drafted('Ann', [1, 2, 3]),
      drafted('Bob', [4, 5, 6]),
      predicted('Ann', 7),
      predicted('Bob', 8),
      finale,
      underTable(withPrediction),
    )
      .whenStandingsAsOf()
      .thenRows([
        { userName: 'Ann', total: 10, breakdown: { 1: 0, 2: 0, 3: 0, eliminationPick: 0, solePrediction: 10 } },
        { userName: 'Bob', total: 0, breakdown: { 4: 0, 5: 0, 6: 0, eliminationPick: 0 } },
      ]);
  });

  it('Given the prediction, When standings are read before the finale, Then it counts nothing yet', () => {
    given(
      drafted('Ann', [1, 2, 3]),
      predicted('Ann', 7),
      recorded(12, { 1: { tribeImmunityWins: 2 } }),
      finale,
      underTable(withPrediction),
    )
      .whenStandingsAsOf(12)
      .thenTotals({ Ann: 2 });
  });

  it('Given a league that does not play it (0), When the predicted castaway wins, Then nothing', () => {
    given(drafted('Ann', [1, 2, 3]), predicted('Ann', 7), finale, underTable(CLASSIC_SCORING_TABLE))
      .whenStandingsAsOf()
      .thenBreakdownOf('Ann', { 1: 0, 2: 0, 3: 0, eliminationPick: 0 });
  });

  it('Given a member with no team, When their prediction wins, Then only the prediction shows in the breakdown', () => {
    given(predicted('Sandra', 7), finale, underTable(withPrediction))
      .whenStandingsAsOf()
      .thenRows([{ userName: 'Sandra', total: 10, breakdown: { solePrediction: 10 } }]);
  });
});
