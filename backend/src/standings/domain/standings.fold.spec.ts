import { describe, it } from 'vitest';
import { drafted, given, joined, picked, scored, swapped } from './standings-spec';

describe('totals', () => {
  it('Given a team of three, When its castaways score, Then the total is their sum, halves and penalties included', () => {
    // votes against are -0.5 each, an abandoned idol -3 (spec §9)
    given(drafted('Ann', [1, 2, 3]), scored(2, { 1: 1, 2: -1.5 }), scored(3, { 3: -3, 1: 4 }))
      .whenStandingsAsOf()
      .thenRows([{ userName: 'Ann', total: 0.5, breakdown: { 1: 5, 2: -1.5, 3: -3, eliminationPick: 0 } }]);
  });

  it('Given a member who joined without a team, When episodes are scored, Then their total is 0 and their breakdown empty', () => {
    given(joined('Sandra'), drafted('Ann', [1, 2, 3]), scored(2, { 1: 1 }))
      .whenStandingsAsOf()
      .thenRows([
        { userName: 'Ann', total: 1 },
        { userName: 'Sandra', total: 0, breakdown: {} },
      ]);
  });
});

describe('ranks (spec §9: by total descending; equal totals share a rank and the next one skips)', () => {
  it('Given totals 10, 7, 7 and 3, When ranked, Then 1, 2, 2, 4, in rank then member-name order', () => {
    given(
      drafted('Dan', [4, 5, 6]),
      drafted('Bob', [7, 8, 9]),
      drafted('Ann', [10, 11, 12]),
      drafted('Cat', [1, 2, 3]),
      scored(2, { 1: 10, 4: 7, 7: 7, 10: 3 }),
    )
      .whenStandingsAsOf()
      .thenRows([
        { userName: 'Cat', total: 10, rank: 1 },
        { userName: 'Bob', total: 7, rank: 2 },
        { userName: 'Dan', total: 7, rank: 2 },
        { userName: 'Ann', total: 3, rank: 4 },
      ]);
  });

  it('Given no episode scored yet, When ranked, Then everyone shares rank 1', () => {
    given(drafted('Bob', [1, 2, 3]), drafted('Ann', [4, 5, 6]), joined('Cat'))
      .whenStandingsAsOf()
      .thenRows([
        { userName: 'Ann', rank: 1, movement: 0 },
        { userName: 'Bob', rank: 1, movement: 0 },
        { userName: 'Cat', rank: 1, movement: 0 },
      ]);
  });

  it('Given a pick bonus, When ranked, Then it counts in the total that ranks', () => {
    given(drafted('Ann', [1, 2, 3]), drafted('Bob', [4, 5, 6]), picked('Bob', 2, 9), scored(2, { 1: 2 }, [9]))
      .whenStandingsAsOf()
      .thenRows([
        { userName: 'Bob', total: 3, rank: 1 },
        { userName: 'Ann', total: 2, rank: 2 },
      ]);
  });
});

describe('movement: places gained in the last scored episode', () => {
  it('Given Ann led after episode 2, When Bob overtakes her in episode 3, Then Bob moves up one and Ann down one', () => {
    given(drafted('Ann', [1, 2, 3]), drafted('Bob', [4, 5, 6]), scored(2, { 1: 2 }), scored(3, { 4: 5 }))
      .whenStandingsAsOf()
      .thenRows([
        { userName: 'Bob', rank: 1, movement: 1 },
        { userName: 'Ann', rank: 2, movement: -1 },
      ]);
  });

  it('Given a member who scores nothing in the last episode, When read, Then their total before it is their total', () => {
    given(drafted('Ann', [1, 2, 3]), drafted('Bob', [4, 5, 6]), scored(2, { 1: 2, 4: 1 }), scored(3, { 4: 1 }))
      .whenStandingsAsOf()
      .thenRows([
        { userName: 'Ann', total: 2, previous: 2, rank: 1, movement: 0 },
        { userName: 'Bob', total: 2, previous: 1, rank: 1, movement: 1 },
      ]);
  });

  it('Given a pick bonus in the last episode, When read, Then it moves the member like any points', () => {
    given(
      drafted('Ann', [1, 2, 3]),
      drafted('Bob', [4, 5, 6]),
      scored(2, { 1: 1 }),
      picked('Bob', 3, 9),
      scored(3, {}, [9]),
    )
      .whenStandingsAsOf()
      .thenRows([
        { userName: 'Bob', total: 3, previous: 0, movement: 1 },
        { userName: 'Ann', total: 1, previous: 1, movement: -1 },
      ]);
  });
});

describe('standings as of an episode (the spoiler shield)', () => {
  const season = [
    drafted('Ann', [1, 2, 3]),
    drafted('Bob', [4, 5, 6]),
    picked('Ann', 4, 5),
    scored(2, { 1: 2 }),
    scored(3, { 4: 3 }),
    scored(4, { 1: 1 }, [5]),
  ];

  it('Given four episodes scored, When read as of episode 3, Then only episodes up to 3 count and movement is episode 3’s', () => {
    given(...season)
      .whenStandingsAsOf(3)
      .thenRows([
        { userName: 'Bob', total: 3, rank: 1, movement: 1 },
        { userName: 'Ann', total: 2, rank: 2, movement: -1 },
      ]);
  });

  it('Given four episodes scored, When read as of episode 4, Then the pick bonus of episode 4 counts', () => {
    given(...season)
      .whenStandingsAsOf(4)
      .thenRows([
        { userName: 'Ann', total: 6, rank: 1, movement: 1, breakdown: { 1: 3, 2: 0, 3: 0, eliminationPick: 3 } },
        { userName: 'Bob', total: 3, rank: 2, movement: -1 },
      ]);
  });

  it('Given four episodes scored, When read as of episode 1, Then nothing counts yet', () => {
    given(...season)
      .whenStandingsAsOf(1)
      .thenTotals({ Ann: 0, Bob: 0 });
  });
});

describe('history (the standings chart)', () => {
  it('Given scored episodes 2, 3 and 5, When the history is read, Then each member’s cumulative total after each, in member-name order, swap and pick bonus included', () => {
    given(
      drafted('Bob', [4, 5, 6]),
      drafted('Ann', [1, 2, 3]),
      joined('Cat'),
      picked('Bob', 3, 1),
      scored(2, { 1: 2, 4: 1, 7: 4 }),
      scored(3, { 1: 1, 7: 1 }, [1]),
      swapped('Ann', { out: 1, in: 7, fromEpisode: 4 }),
      scored(5, { 7: 2, 2: 1, 5: -0.5 }),
    )
      .whenHistory()
      .thenHistory({
        episodes: [2, 3, 5],
        series: [
          { userName: 'Ann', totals: [2, 3, 6] },
          { userName: 'Bob', totals: [1, 4, 3.5] },
          { userName: 'Cat', totals: [0, 0, 0] },
        ],
      });
  });

  it('Given no episode scored, When the history is read, Then it has no episodes and empty series', () => {
    given(drafted('Ann', [1, 2, 3]))
      .whenHistory()
      .thenHistory({ episodes: [], series: [{ userName: 'Ann', totals: [] }] });
  });
});
