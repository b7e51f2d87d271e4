import { describe, expect, it } from 'vitest';
import { ranksOf } from './standings-fold';

describe('ranks (spec §9: total descending, equal totals share a rank and the next one skips)', () => {
  it.each([
    [
      [10, 7, 7, 3],
      [1, 2, 2, 4],
    ],
    [
      [0, 0, 0],
      [1, 1, 1],
    ],
    [
      [2.5, 4, 2.5, -1],
      [2, 1, 2, 4],
    ],
    [[], []],
  ])('totals %j rank %j', (totals, ranks) => {
    expect(ranksOf(totals)).toEqual(ranks);
  });
});
