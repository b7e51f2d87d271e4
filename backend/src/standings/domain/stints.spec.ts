import { describe, expect, it } from 'vitest';
import { drafted, given, scored, swapped } from './standings-spec';
import { fieldedIn, stintCovers } from './stints';

describe('a castaway counts in the episodes of its stint on the team (spec §9: a swap is not retroactive)', () => {
  it.each([
    [{ fromEpisode: 1, toEpisode: 3 }, 3, true],
    [{ fromEpisode: 1, toEpisode: 3 }, 4, false],
    [{ fromEpisode: 4, toEpisode: null }, 3, false],
    [{ fromEpisode: 4, toEpisode: null }, 4, true],
    [{ fromEpisode: 4, toEpisode: null }, 14, true],
  ])('Given a stint %j, When episode %i is scored, Then it counts: %s', (stint, episode, counts) => {
    expect(stintCovers({ userName: 'Ann', castawayId: 1, ...stint }, episode)).toBe(counts);
  });

  it('Given two members drafting the same castaway, When it scores, Then it counts for both', () => {
    given(drafted('Ann', [1, 2, 3]), drafted('Bob', [1, 4, 5]), scored(2, { 1: 2, 4: 1, 6: 5 }))
      .whenStandingsAsOf()
      .thenTotals({ Ann: 2, Bob: 3 });
  });

  it('Given a castaway on nobody’s team, When it scores, Then no total moves', () => {
    given(drafted('Ann', [1, 2, 3]), scored(2, { 9: 4 }))
      .whenStandingsAsOf()
      .thenTotals({ Ann: 0 });
  });

  it('Given a swap from episode 4, When both castaways score before and after it, Then the old one keeps its points through episode 3 and the new one counts from episode 4', () => {
    given(
      drafted('Parvati', [1, 2, 3]),
      scored(2, { 3: 1, 4: 2 }),
      scored(3, { 3: 4, 4: 1 }),
      swapped('Parvati', { out: 3, in: 4, fromEpisode: 4 }),
      scored(4, { 3: 2, 4: 2 }),
    )
      .whenStandingsAsOf()
      .thenBreakdownOf('Parvati', { 1: 0, 2: 0, 3: 5, 4: 2, eliminationPick: 0 });
  });

  it('Given a swap from episode 4, When the standings are read as of episode 3, Then the swapped-in castaway counts for nothing yet and the team shown is the current one', () => {
    given(
      drafted('Parvati', [1, 2, 3]),
      scored(3, { 3: 4, 4: 1 }),
      swapped('Parvati', { out: 3, in: 4, fromEpisode: 4 }),
      scored(4, { 4: 2 }),
    )
      .whenStandingsAsOf(3)
      .thenRows([{ userName: 'Parvati', total: 4, team: [{ castawayId: 1 }, { castawayId: 2 }, { castawayId: 4 }] }]);
  });

  it('Given a swap from episode 4, When episode 4 is scored, Then the members fielding each castaway are the ones whose stint covers it', () => {
    const stints = [
      { userName: 'Parvati', castawayId: 3, fromEpisode: 1, toEpisode: 3 },
      { userName: 'Parvati', castawayId: 4, fromEpisode: 4, toEpisode: null },
      { userName: 'Amanda', castawayId: 3, fromEpisode: 1, toEpisode: null },
    ];
    expect(fieldedIn(stints, 4)).toEqual(
      new Map([
        [4, ['Parvati']],
        [3, ['Amanda']],
      ]),
    );
  });
});
